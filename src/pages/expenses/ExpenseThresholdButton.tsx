import Tune from '@mui/icons-material/Tune';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';

/** The organisation's approval threshold: shown to every reader of the list, changed by whom may expense.settings. */
export const ExpenseThresholdButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess } = useCanAccess({ resource: 'expense', action: 'settings' });
    const { data } = useQuery({ queryKey: ['expense', 'settings'], queryFn: () => dataProvider.expenseSettings() });
    const [draft, setDraft] = useState<string | null>(null);
    const save = useMutation({
        mutationFn: (value: string) =>
            dataProvider.expenseSaveSettings({ approvalThreshold: value.trim() === '' ? null : Number(value) }),
        onSuccess: async () => {
            notify('app.expense.threshold.saved', { type: 'success' });
            setDraft(null);
            await queryClient.invalidateQueries({ queryKey: ['expense'] });
        },
        onError: error => notifyError(error),
    });
    const threshold = data?.approvalThreshold ?? null;
    const current =
        threshold === null
            ? translate('app.expense.threshold.none')
            : translate('app.expense.threshold.current', { amount: threshold.toFixed(2) });
    const title = translate('app.expense.threshold.title');
    return (
        <>
            <Button
                label={current}
                disabled={!canAccess}
                onClick={() => setDraft(threshold === null ? '' : String(threshold))}
                data-testid="expense-threshold"
            >
                <Tune />
            </Button>
            <Dialog open={draft !== null} onClose={() => setDraft(null)} aria-label={title}>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{translate('app.expense.threshold.help')}</DialogContentText>
                    <TextField
                        fullWidth
                        margin="dense"
                        type="number"
                        label={translate('app.expense.threshold.amount')}
                        value={draft ?? ''}
                        onChange={event => setDraft(event.target.value)}
                        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button label="ra.action.cancel" onClick={() => setDraft(null)} />
                    <Button label="ra.action.save" disabled={save.isPending} onClick={() => save.mutate(draft ?? '')} />
                </DialogActions>
            </Dialog>
        </>
    );
};
