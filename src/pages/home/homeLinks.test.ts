import { describe, expect, it } from 'vitest';
import { worklistFilterOf } from '../sampleManagement/worklistSearch';
import { duesLink, labPeriod, labWorklistLink, pipelineLink, todaysVisitsLink } from './homeLinks';

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

    it('opens the worklist filtered to results awaiting verification, as the worklist reads it', () => {
        const period = { from: '2026-08-27', to: '2026-11-25' };
        const link = pipelineLink('toVerify', period);
        expect(link.startsWith('/sample-management?')).toBe(true);
        expect(worklistFilterOf(query(link))).toEqual({ departmentId: '', status: 'entered', ...period });
        expect(pipelineLink('toCollect', period)).toBe('/sample-mngmnt/phlebo');
        expect(pipelineLink('inLab', period)).toBe('/sample-mngmnt/in-progress-samples');
        expect(worklistFilterOf(query(labWorklistLink(period))).status).toBe('');
    });

    it('looks 90 days back for the lab figures, today included', () => {
        expect(labPeriod(new Date(2026, 2, 1))).toEqual({ from: '2025-12-02', to: '2026-03-01' });
    });

    it('falls back to the last week and any status when the address says nothing usable', () => {
        const now = new Date(2026, 10, 25, 12);
        expect(worklistFilterOf(new URLSearchParams('status=verified&from=soon'), now)).toEqual({
            departmentId: '',
            status: '',
            from: '2026-11-18',
            to: '2026-11-25',
        });
    });
});
