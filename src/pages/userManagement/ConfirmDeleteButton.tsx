import {
    Alert,
    Button as MuiButton,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDelete, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';

interface Props {
    resource: string;
    /** what the dialog calls the record */
    name: (record: RaRecord) => string;
    /** translation key of the toast after deleting */
    done?: string;
    onDeleted?: (record: RaRecord) => void;
    record?: RaRecord;
}

/**
 * Delete after a confirmation. A refusal (a 409 "still used" sentence) stays in the dialog,
 * word for word, so the administrator can read what to do first.
 */
export const ConfirmDeleteButton = ({
    resource,
    name,
    done = 'app.userManagement.delete.done',
    onDeleted,
    record: given,
}: Props) => {
    const contextRecord = useRecordContext();
    const record = given ?? contextRecord;
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [error, setError] = useState<string>();
    const [remove, { isPending }] = useDelete();
    if (!record) return null;
    const close = () => {
        setOpen(false);
        setError(undefined);
    };
    const confirm = () =>
        remove(
            resource,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    close();
                    notify(done, { type: 'success' });
                    onDeleted?.(record);
                    refresh();
                },
                onError: failure => {
                    const message = (failure as Error)?.message || 'ra.notification.http_error';
                    setError(translate(message, { _: message }));
                },
            }
        );
    const label = name(record);
    return (
        <>
            <Button
                label="ra.action.delete"
                color="error"
                aria-label={translate('app.userManagement.delete.button', { name: label })}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            />
            <Dialog open={open} onClose={close} onClick={event => event.stopPropagation()} fullWidth maxWidth="xs">
                <DialogTitle>{translate('app.userManagement.delete.title', { name: label })}</DialogTitle>
                <DialogContent>
                    <Typography>{translate('app.userManagement.delete.text')}</Typography>
                    {error && (
                        <Alert severity="error" sx={{ mt: 2 }} role="alert">
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
                    <MuiButton color="error" variant="contained" disabled={isPending} onClick={confirm}>
                        {translate('ra.action.delete')}
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
