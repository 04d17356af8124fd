import { toCsv } from '../visits/list/visitExporter';

/** A record a table cell opens (a patient, a visit). */
export interface LinkCell {
    text: string;
    to: string;
}

export type Cell = string | number | null | LinkCell;

/**
 * What one widget shows, as rows: the same rows feed its chart, its table for screen readers and its CSV,
 * so the three cannot disagree. `columns` are translation keys; the first column names each row.
 */
export interface StatsTable {
    columns: string[];
    rows: Cell[][];
}

export interface StatsSeries {
    categories: string[];
    series: { label: string; data: number[] }[];
}

export const cellText = (cell: Cell): string =>
    cell === null ? '' : typeof cell === 'object' ? cell.text : String(cell);

/** Chart series from a table: the first column as categories, the given columns as one series each. */
export const seriesOf = (table: StatsTable, columns: number[], label: (key: string) => string): StatsSeries => ({
    categories: table.rows.map(row => cellText(row[0])),
    series: columns.map(column => ({
        label: label(table.columns[column]),
        data: table.rows.map(row => Number(row[column] ?? 0)),
    })),
});

/** CSV text of a table (the visit list's CSV dialect), its headers translated by `label`. */
export const tableCsv = (table: StatsTable, label: (key: string) => string): string => {
    const headers = table.columns.map(label);
    return toCsv(
        table.rows.map(row => Object.fromEntries(headers.map((header, i) => [header, cellText(row[i] ?? null)])))
    );
};

/** `visits-by-hour_2026-11-01_2026-11-25` (downloadCSV adds `.csv`): what, and for which days. */
export const csvFileName = (name: string, period: { from?: string; to?: string } = {}): string =>
    [name, period.from, period.to].filter(Boolean).join('_');
