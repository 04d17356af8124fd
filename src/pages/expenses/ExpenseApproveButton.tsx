import TaskAlt from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import type { LabDataProvider } from '../../providers/types';
import { useExpenseAction } from './useExpenseAction';

/** Approves a pending entry after a confirmation (it is locked from then on). */
export const ExpenseApproveButton = (_props: { label?: string }) => {
    const record = useRecordContext<ExpenseRecord>();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess } = useCanAccess({ resource: 'expense', action: 'approve' });
    const [open, setOpen] = useState(false);
    const approve = useExpenseAction(
        (id: string) => dataProvider.expenseApprove(id),
        'app.expense.approve.done',
        () => setOpen(false)
    );
    if (!record || !canAccess || record.status !== 'pending') return null;
    return (
        <>
            <Button
                label="app.expense.approve.button"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <TaskAlt />
            </Button>
            <Confirm
                isOpen={open}
                loading={approve.isPending}
                title="app.expense.approve.title"
                content="app.expense.approve.content"
                translateOptions={{ amount: record.amount.toFixed(2), vendor: record.vendor ?? '—', date: record.date }}
                onConfirm={() => approve.mutate(record.id)}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
