import { downloadCSV, type Exporter } from 'react-admin';
import type { DocumentListRow } from '../../../../contract/template';
import { toCsv } from '../../visits/list/visitExporter';

/** The list as CSV: one flat row per document or template (the text itself stays in the documents). */
export const documentExporter: Exporter<DocumentListRow> = rows => {
    const flat = rows.map(row => ({
        title: row.title,
        kind: row.kind,
        category: row.category,
        patientCode: row.patient?.code ?? '',
        patient: row.patient?.fullName ?? '',
        visit: row.visit?.code ?? '',
        template: row.template?.title ?? '',
        changed: row.updatedAt,
        changedBy: row.updatedBy?.name ?? '',
        createdBy: row.createdBy?.name ?? '',
        characters: row.size,
    }));
    downloadCSV(toCsv(flat), 'documents');
};
