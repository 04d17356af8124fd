import { describe, expect, it } from 'vitest';
import type { ExpenseRecord } from '../../../contract/expense';
import { expenseRows } from './expenseExporter';

const entry: ExpenseRecord = {
    id: 'e1',
    date: '2026-11-05',
    categoryId: 'c1',
    category: { id: 'c1', name: 'Equipment maintenance' },
    nodeId: 'n1',
    node: { id: 'n1', code: 'MAIN', name: 'Main laboratory' },
    paymentModeId: 'm1',
    paymentMode: { id: 'm1', name: 'Cash' },
    amount: -18500.5,
    vendor: 'Siemens, Service',
    description: null,
    referenceNo: 'SR-1',
    status: 'approved',
    reversalOf: 'e0',
    reversedBy: null,
    receipt: { name: 'slip.png', contentType: 'image/png', size: 68 },
    recordedBy: { id: 'u1', name: 'Anita Shah' },
    approvedBy: null,
    approvedAt: null,
    version: 1,
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
};

describe('expense CSV rows', () => {
    it('flattens an entry: names instead of ids, two-decimal amounts (negative for a reversal), blanks for nothing', () => {
        expect(expenseRows([entry])).toEqual([
            {
                date: '2026-11-05',
                category: 'Equipment maintenance',
                node: 'Main laboratory',
                paymentMode: 'Cash',
                amount: '-18500.50',
                vendor: 'Siemens, Service',
                description: '',
                referenceNo: 'SR-1',
                status: 'approved',
                reversalOf: 'e0',
                receipt: 'slip.png',
                recordedBy: 'Anita Shah',
                approvedBy: '',
                approvedAt: '',
            },
        ]);
    });
});
