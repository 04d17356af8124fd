import { describe, expect, it } from 'vitest';
import { worklistFilterOf } from '../sampleManagement/worklistSearch';
import { criticalsLink, duesLink, pipelineLink, tatBreachesLink, todaysVisitsLink } from './homeLinks';

const query = (link: string) => new URL(link, 'http://lab.localhost').searchParams;

describe('where the home screen figures link', () => {
    it("opens the visit list on today's visits", () => {
        const link = todaysVisitsLink('2026-11-25');
        expect(link.startsWith('/visit?')).toBe(true);
        expect(JSON.parse(query(link).get('filter')!)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    });

    it('opens the visits owing money in a dues bucket, without a first day for the oldest', () => {
        const bucket = {
            bucket: '90+',
            fromDays: 91,
            toDays: null,
            from: null,
            to: '2026-08-26',
            visits: 2,
            amount: 500,
        };
        const link = duesLink(bucket);
        expect(JSON.parse(query(link).get('filter')!)).toEqual({ hasDue: true, to: '2026-08-26' });
        expect(JSON.parse(query(link).get('displayedFilters')!)).toEqual({ hasDue: true, to: true });
    });

    it('opens the worklist filtered to results awaiting verification, however old, as the worklist reads it', () => {
        const link = pipelineLink('toVerify');
        expect(link).toBe('/sample-management?status=entered');
        expect(worklistFilterOf(query(link))).toEqual({
            departmentId: '',
            status: 'entered',
            from: '',
            to: '',
            overdue: false,
            critical: false,
        });
        expect(worklistFilterOf(query(`${link}&from=2026-08-27&to=2026-11-25`))).toMatchObject({
            from: '2026-08-27',
            to: '2026-11-25',
        });
        expect(pipelineLink('toCollect')).toBe('/sample-mngmnt/phlebo');
        expect(pipelineLink('inLab')).toBe('/sample-mngmnt/in-progress-samples');
    });

    it('opens the worklist on the visits past their turnaround time, however old, as the figure counts them', () => {
        expect(tatBreachesLink()).toBe('/sample-management?overdue=1');
        expect(worklistFilterOf(query(tatBreachesLink()))).toEqual({
            departmentId: '',
            status: '',
            from: '',
            to: '',
            overdue: true,
            critical: false,
        });
    });

    it('opens the worklist on the visits with critical values not verified, however old', () => {
        expect(criticalsLink()).toBe('/sample-management?critical=1');
        expect(worklistFilterOf(query(criticalsLink()))).toMatchObject({
            from: '',
            to: '',
            overdue: false,
            critical: true,
        });
    });
});
