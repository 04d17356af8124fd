import { describe, expect, it } from 'vitest';
import type { HourlyVisits, LatestVisits, VisitPeriodicalStats } from '../../../contract/stats';
import { csvFileName, seriesOf, tableCsv } from './statsTable';
import {
    changePercent,
    hourlyTable,
    isAllZero,
    latestVisitsTable,
    pastWeekTable,
    periodicalTable,
    topVisitReferrersTable,
} from './visitStatsAdapters';

/** Stands for translate: the key itself, with its options, so the tests see what was asked. */
const t = (key: string, options?: Record<string, unknown>) =>
    options && Object.keys(options).some(o => o !== '_') ? `${key}(${JSON.stringify(options)})` : key;

const figures = (visits: number, billed = 0) => ({
    visits,
    billed,
    collected: billed / 2,
    dues: billed / 2,
    cancelled: 1,
});

describe('visit dashboard adapters', () => {
    it('puts each period beside the one before, in the order the server answers', () => {
        const data: VisitPeriodicalStats = [
            {
                period: 'today',
                from: '2026-11-25',
                to: '2026-11-25',
                previousFrom: '2026-11-24',
                previousTo: '2026-11-24',
                current: figures(4, 1200),
                previous: figures(2, 800),
            },
        ];
        const table = periodicalTable(data, t);
        expect(table.columns[0]).toBe('app.stats.columns.period');
        expect(table.rows).toEqual([['app.stats.periods.today', 4, 2, 1200, 600, 600, 1]]);
        expect(seriesOf(table, [1, 2], key => key.split('.').pop()!)).toEqual({
            categories: ['app.stats.periods.today'],
            series: [
                { label: 'visits', data: [4] },
                { label: 'visits_before', data: [2] },
            ],
        });
    });

    it('gives the change on the period before in whole per cent, none without a period before', () => {
        expect(changePercent(15, 10)).toBe(50);
        expect(changePercent(2, 3)).toBe(-33);
        expect(changePercent(5, 0)).toBeNull();
    });

    it('fills all 24 hours in order even when the answer leaves some out', () => {
        const data: HourlyVisits = [
            { hour: 9, visits: 7 },
            { hour: 17, visits: 2 },
        ];
        const table = hourlyTable(data);
        expect(table.rows).toHaveLength(24);
        expect(table.rows[0]).toEqual(['00:00', 0]);
        expect(table.rows[9]).toEqual(['09:00', 7]);
        expect(table.rows[17]).toEqual(['17:00', 2]);
        expect(isAllZero(table)).toBe(false);
        expect(isAllZero(hourlyTable([]))).toBe(true);
    });

    it('names visits without a referral partner, and keeps the other figures', () => {
        const table = topVisitReferrersTable(
            [
                { referrer: { id: 'r1', name: 'Dr. Mehta' }, visits: 5, billed: 2500.5, patients: 4 },
                { referrer: null, visits: 3, billed: 900, patients: 3 },
            ],
            t
        );
        expect(table.rows).toEqual([
            ['Dr. Mehta', 5, 4, 2500.5],
            ['app.stats.no_referrer', 3, 3, 900],
        ]);
    });

    it('links latest visits to the visit and the patient, and translates the status', () => {
        const visitedAt = new Date(2026, 10, 25, 9, 5).toISOString();
        const data: LatestVisits = [
            {
                id: 'v1',
                code: 'V-2026-000001',
                visitedAt,
                status: 'cancelled',
                patient: { id: 'p1', code: 'P-000001', fullName: 'Asha Rao' },
                referrer: null,
                node: { id: 'n1', code: 'MAIN', name: 'Main laboratory' },
                net: 0,
                due: -100,
            },
        ];
        const [row] = latestVisitsTable(data, t).rows;
        expect(row).toEqual([
            { text: 'V-2026-000001', to: '/visit/v1' },
            '2026-11-25 09:05',
            { text: 'Asha Rao', to: '/patient/p1' },
            null,
            'Main laboratory',
            'app.visit.status.cancelled',
            0,
            -100,
        ]);
    });

    it('writes a table as CSV with translated headers, link texts and quoted commas', () => {
        const table = pastWeekTable([
            { date: '2026-11-24', visits: 3, cancelled: 0, billed: 1500, collected: 1000 },
            { date: '2026-11-25', visits: 1, cancelled: 1, billed: 0, collected: -50 },
        ]);
        expect(tableCsv(table, key => key.replace('app.stats.columns.', ''))).toBe(
            'day,visits,cancelled,billed,collected\n2026-11-24,3,0,1500,1000\n2026-11-25,1,1,0,-50'
        );
        const linked = { columns: ['Patient', 'Referrer'], rows: [[{ text: 'Rao, Asha', to: '/patient/p1' }, null]] };
        expect(tableCsv(linked, key => key)).toBe('Patient,Referrer\n"Rao, Asha",');
        expect(csvFileName('visits-by-hour', { from: '2026-11-01', to: '2026-11-25' })).toBe(
            'visits-by-hour_2026-11-01_2026-11-25'
        );
        expect(csvFileName('latest-visits')).toBe('latest-visits');
    });
});
