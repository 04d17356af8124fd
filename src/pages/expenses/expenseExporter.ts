import { downloadCSV, type Exporter } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import { toCsv } from '../visits/list/visitExporter';

/** One flat row per entry, amounts as numbers (a reversal's is negative), as an accountant's spreadsheet wants them. */
export const expenseRows = (entries: readonly ExpenseRecord[]) =>
    entries.map(e => ({
        date: e.date,
        category: e.category.name,
        node: e.node.name,
        paymentMode: e.paymentMode.name,
        amount: e.amount.toFixed(2),
        vendor: e.vendor ?? '',
        description: e.description ?? '',
        referenceNo: e.referenceNo ?? '',
        status: e.status,
        reversalOf: e.reversalOf ?? '',
        receipt: e.receipt?.name ?? '',
        recordedBy: e.recordedBy?.name ?? '',
        approvedBy: e.approvedBy?.name ?? '',
        approvedAt: e.approvedAt ?? '',
    }));

export const expenseExporter: Exporter<ExpenseRecord> = entries => downloadCSV(toCsv(expenseRows(entries)), 'expenses');
