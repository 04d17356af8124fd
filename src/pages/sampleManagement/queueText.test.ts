import { describe, expect, it } from 'vitest';
import { formatWaiting, mergeCentres, minutesSince, nextStep, telHref } from './queueText';

describe('the phlebotomy queue', () => {
    it('says how long a patient has waited', () => {
        const now = Date.parse('2026-03-01T10:00:00Z');
        expect(minutesSince('2026-03-01T09:15:30Z', now)).toBe(44);
        expect(minutesSince('2026-03-01T10:05:00Z', now)).toBe(0);
        expect(formatWaiting(44)).toBe('44 min');
        expect(formatWaiting(125)).toBe('2 h 05 min');
        expect(formatWaiting(60 * 27 + 3)).toBe('1 d 3 h');
    });

    it('offers collecting a pending sample and submitting a collected one', () => {
        expect(nextStep('pending')).toBe('collect');
        expect(nextStep('collected')).toBe('submit');
        expect(nextStep('submitted')).toBeNull();
    });

    it('keeps every centre seen, by name, so a filter can be changed back', () => {
        const a = { id: 'a', code: 'CC2', name: 'Whitefield' };
        const b = { id: 'b', code: 'CC1', name: 'Jayanagar' };
        const known = mergeCentres([], [{ node: a }, { node: null }]);
        expect(mergeCentres(known, [{ node: b }, { node: a }]).map(n => n.name)).toEqual(['Jayanagar', 'Whitefield']);
        expect(mergeCentres(known, [{ node: a }])).toBe(known);
    });

    it('dials the phone number as written', () => {
        expect(telHref('+91 98450 12345')).toBe('tel:+919845012345');
    });
});
