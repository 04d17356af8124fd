import {
    Alert,
    Button as MuiButton,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    MenuItem,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
    Button,
    useDataProvider,
    useGetList,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
} from 'react-admin';
import type { LabDataProvider } from '../../../providers/types';

/** Deletes a role; when users hold it, asks which role they move to (DELETE with `{reassignTo}`). */
export const RoleDeleteButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [open, setOpen] = useState(false);
    const [target, setTarget] = useState('');
    const held = (record?.userCount ?? 0) > 0;
    const { data: roles = [] } = useGetList(
        'role',
        { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
        { enabled: open && held }
    );
    const mutation = useMutation({
        mutationFn: () => dataProvider.deleteRole(record!.id, held ? target : undefined),
        onSuccess: () => {
            setOpen(false);
            notify('app.userManagement.delete_role.done', { type: 'success' });
            refresh();
        },
    });
    if (!record || record.isSystem) return null;
    const close = () => {
        setOpen(false);
        mutation.reset();
    };
    return (
        <>
            <Button
                label="ra.action.delete"
                color="error"
                onClick={event => {
                    event.stopPropagation();
                    setTarget('');
                    setOpen(true);
                }}
            />
            <Dialog open={open} onClose={close} onClick={event => event.stopPropagation()} fullWidth maxWidth="xs">
                <DialogTitle>{translate('app.userManagement.delete_role.title', { name: record.name })}</DialogTitle>
                <DialogContent>
                    {held ? (
                        <>
                            <Typography gutterBottom>
                                {translate('app.userManagement.delete_role.held', { count: record.userCount })}
                            </Typography>
                            <TextField
                                select
                                fullWidth
                                margin="dense"
                                label={translate('app.userManagement.delete_role.reassign_to')}
                                value={target}
                                onChange={event => setTarget(event.target.value)}
                            >
                                {roles
                                    .filter(role => role.id !== record.id)
                                    .map(role => (
                                        <MenuItem key={role.id} value={role.id}>
                                            {role.name}
                                        </MenuItem>
                                    ))}
                            </TextField>
                        </>
                    ) : (
                        <Typography>{translate('app.userManagement.delete_role.text')}</Typography>
                    )}
                    {mutation.isError && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {(mutation.error as Error).message}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
                    <MuiButton
                        color="error"
                        variant="contained"
                        disabled={(held && target === '') || mutation.isPending}
                        onClick={() => mutation.mutate()}
                    >
                        {translate('ra.action.delete')}
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
