import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import { ExpenseReceiptDialog } from './ExpenseReceiptDialog';

/** Opens the entry's receipt in a dialog, when it has one. */
export const ExpenseReceiptButton = (_props: { label?: string }) => {
    const record = useRecordContext<ExpenseRecord>();
    const [open, setOpen] = useState(false);
    if (!record?.receipt) return null;
    return (
        <>
            <Button
                label="app.expense.receipt.view"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <ReceiptLong />
            </Button>
            {open && <ExpenseReceiptDialog expense={record} onClose={() => setOpen(false)} />}
        </>
    );
};
