import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
    Button,
    type Identifier,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
} from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

/**
 * Copies a role or a template and its permissions (or an e-mail template) under a new name; a taken name shows the
 * server's 409 sentence.
 */
export const DuplicateButton = ({ kind }: { kind: 'role' | 'template' | 'emailTemplate' }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [open, setOpen] = useState(false);
    const [name, setName] = useState('');
    const mutation = useMutation({
        mutationFn: () => {
            const duplicate: (id: Identifier, newName: string) => Promise<unknown> = {
                role: dataProvider.duplicateRole,
                template: dataProvider.duplicateTemplate,
                emailTemplate: dataProvider.duplicateEmailTemplate,
            }[kind];
            return duplicate(record!.id, name.trim());
        },
        onSuccess: () => {
            setOpen(false);
            notify(kind === 'emailTemplate' ? 'app.email.templates.duplicated' : 'app.userManagement.duplicate.done', {
                type: 'success',
            });
            refresh();
        },
    });
    if (!record) return null;
    const recordName: string = kind === 'emailTemplate' ? record.templateName : record.name;
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
                    setName(`${recordName} (copy)`);
                    setOpen(true);
                }}
            />
            <Dialog open={open} onClose={close} onClick={event => event.stopPropagation()} fullWidth maxWidth="xs">
                <DialogTitle>{translate('app.userManagement.duplicate.title', { name: recordName })}</DialogTitle>
                <DialogContent>
                    <TextField
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field (the new name) takes the focus
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
