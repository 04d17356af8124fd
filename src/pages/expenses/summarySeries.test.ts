import { describe, expect, it } from 'vitest';
import type { ExpenseSummary } from '../../../contract/expense';
import { categorySeries, monthlySeries, nodeSeries } from './summarySeries';

const summary: ExpenseSummary = {
    from: '2026-10-01',
    to: '2026-11-30',
    nodeId: null,
    months: ['2026-10', '2026-11'],
    byCategory: [
        { month: '2026-10', categoryId: 'r', category: 'Rent', expenses: 5000 },
        { month: '2026-11', categoryId: 'g', category: 'Reagents', expenses: 120.5 },
    ],
    byNode: [
        { month: '2026-10', nodeId: 'm', node: 'Main', income: 10, expenses: 5000, difference: -4990 },
        { month: '2026-11', nodeId: null, node: null, income: 7, expenses: 0, difference: 7 },
        { month: '2026-11', nodeId: 'c', node: 'Centre', income: 0, expenses: 120.5, difference: -120.5 },
    ],
    totals: { income: 17, expenses: 5120.5, difference: -5103.5, pending: 0, pendingCount: 0 },
};

describe('monthly chart series', () => {
    it('gives each category a value for every month, zero where nothing was spent', () => {
        expect(categorySeries(summary)).toEqual([
            { label: 'Reagents', data: [0, 120.5] },
            { label: 'Rent', data: [5000, 0] },
        ]);
    });

    it('charts the nodes that spent, leaving out income-only rows', () => {
        expect(nodeSeries(summary, 'No node')).toEqual([
            { label: 'Centre', data: [0, 120.5] },
            { label: 'Main', data: [5000, 0] },
        ]);
    });

    it('adds up rows of one key and month and ignores months outside the period', () => {
        expect(
            monthlySeries(
                ['2026-01'],
                [
                    { month: '2026-01', key: 'A', amount: 0.1 },
                    { month: '2026-01', key: 'A', amount: 0.2 },
                    { month: '2025-12', key: 'A', amount: 9 },
                ]
            )
        ).toEqual([{ label: 'A', data: [0.3] }]);
    });
});
