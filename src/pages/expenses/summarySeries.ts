import type { ExpenseSummary } from '../../../contract/expense';

export interface ChartSeries {
    label: string;
    data: number[];
}

/** One series per key (category or node), one value per month of the period (0 where nothing was spent). */
export const monthlySeries = (
    months: readonly string[],
    rows: readonly { month: string; key: string; amount: number }[]
): ChartSeries[] => {
    const byKey = new Map<string, number[]>();
    for (const row of rows) {
        const data = byKey.get(row.key) ?? months.map(() => 0);
        const at = months.indexOf(row.month);
        if (at >= 0) data[at] = Math.round((data[at] + row.amount) * 100) / 100;
        byKey.set(row.key, data);
    }
    return [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([label, data]) => ({ label, data }));
};

export const categorySeries = (s: ExpenseSummary) =>
    monthlySeries(
        s.months,
        s.byCategory.map(r => ({ month: r.month, key: r.category, amount: r.expenses }))
    );

export const nodeSeries = (s: ExpenseSummary, noNode: string) =>
    monthlySeries(
        s.months,
        s.byNode.filter(r => r.expenses !== 0).map(r => ({ month: r.month, key: r.node ?? noNode, amount: r.expenses }))
    );
