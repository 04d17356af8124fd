import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

/** Copies a role or a template and its permissions under a new name; a taken name shows the server's 409 sentence. */
export const DuplicateButton = ({ kind }: { kind: 'role' | 'template' }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [open, setOpen] = useState(false);
    const [name, setName] = useState('');
    const mutation = useMutation({
        mutationFn: () =>
            kind === 'role'
                ? dataProvider.duplicateRole(record!.id, name.trim())
                : dataProvider.duplicateTemplate(record!.id, name.trim()),
        onSuccess: () => {
            setOpen(false);
            notify('app.userManagement.duplicate.done', { type: 'success' });
            refresh();
        },
    });
    if (!record) return null;
    const close = () => {
        setOpen(false);
        mutation.reset();
    };
    return (
        <>
            <Button
                label="app.userManagement.duplicate.button"
                onClick={event => {
                    event.stopPropagation();
                    setName(`${record.name} (copy)`);
                    setOpen(true);
                }}
            />
            <Dialog open={open} onClose={close} onClick={event => event.stopPropagation()} fullWidth maxWidth="xs">
                <DialogTitle>{translate('app.userManagement.duplicate.title', { name: record.name })}</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        fullWidth
                        margin="dense"
                        label={translate('app.userManagement.duplicate.new_name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={mutation.isError}
                        helperText={mutation.isError ? (mutation.error as Error).message : ' '}
                    />
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
                    <MuiButton
                        variant="contained"
                        disabled={name.trim() === '' || mutation.isPending}
                        onClick={() => mutation.mutate()}
                    >
                        {translate('app.userManagement.duplicate.button')}
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
