import Undo from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import type { LabDataProvider } from '../../providers/types';
import { useExpenseAction } from './useExpenseAction';

/** Reverses an approved entry, with a reason, after a confirmation: the server adds the negative, linked entry. */
export const ExpenseReverseButton = (_props: { label?: string }) => {
    const record = useRecordContext<ExpenseRecord>();
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess } = useCanAccess({ resource: 'expense', action: 'create' });
    const [open, setOpen] = useState(false);
    const [reason, setReason] = useState('');
    const reverse = useExpenseAction(
        ({ id, why }: { id: string; why: string }) => dataProvider.expenseReverse(id, why),
        'app.expense.reverse.done',
        () => setOpen(false)
    );
    if (!record || !canAccess || record.status !== 'approved' || record.reversalOf || record.reversedBy) return null;
    const title = translate('app.expense.reverse.title');
    return (
        <>
            <Button
                label="app.expense.reverse.button"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <Undo />
            </Button>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                aria-label={title}
                onClick={event => event.stopPropagation()}
            >
                <DialogTitle>{title}</DialogTitle>
                <DialogContent>
                    <DialogContentText>
                        {translate('app.expense.reverse.content', { amount: record.amount.toFixed(2) })}
                    </DialogContentText>
                    <TextField
                        fullWidth
                        margin="dense"
                        label={translate('app.expense.reverse.reason')}
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
                    <Button
                        label="app.expense.reverse.confirm"
                        disabled={!reason.trim() || reverse.isPending}
                        onClick={() => reverse.mutate({ id: record.id, why: reason.trim() })}
                    />
                </DialogActions>
            </Dialog>
        </>
    );
};
