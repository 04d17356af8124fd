import { describe, expect, it } from 'vitest';
import { newVisitLink } from './newVisitLink';

describe("the patient page's New visit link", () => {
    it('opens the bill with the patient in the address and chosen in the form, with their referrer', () => {
        const patient = { id: 'p 1', code: 'P-000001', referrerId: 'r1' };
        const link = newVisitLink(patient);
        expect(`${link.pathname}${link.search}`).toBe('/visit/new?patientId=p+1');
        expect(link.state.record).toEqual({
            patientMode: 'existing',
            patientId: 'p 1',
            patientRecord: patient,
            referrerId: 'r1',
        });
    });
    it('leaves the referrer to the bill when the patient names none', () => {
        expect(newVisitLink({ id: 'p1', referrerId: null }).state.record).not.toHaveProperty('referrerId');
    });
});
