import { downloadCSV, type Exporter } from 'react-admin';
import type { VisitListRow } from '../../../providers/visitTypes';

const cell = (value: unknown): string => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV text: a header line, then one line per row, values quoted when they must be. */
export const toCsv = (rows: readonly Record<string, unknown>[]): string => {
    if (rows.length === 0) return '';
    const columns = Object.keys(rows[0]);
    return [columns.join(','), ...rows.map(row => columns.map(column => cell(row[column])).join(','))].join('\n');
};

/** The list as CSV, one flat row per visit. */
export const visitExporter: Exporter<VisitListRow> = rows => {
    const flat = rows.map(row => ({
        code: row.code,
        date: row.visitedAt,
        patientCode: row.patient?.code,
        patient: row.patient?.fullName,
        phone: row.patient?.phone ?? '',
        referrer: row.referrer?.name ?? '',
        centre: row.node?.name ?? '',
        collection: row.collectionType,
        status: row.status,
        tests: row.itemCount,
        net: row.net,
        paid: row.paid,
        due: row.due,
        critical: row.critical,
    }));
    downloadCSV(toCsv(flat), 'visits');
};
