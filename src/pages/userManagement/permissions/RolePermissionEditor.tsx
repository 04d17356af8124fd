import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Stack,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { type Identifier, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { RoleRecord } from '../../../providers/adminCalls';
import { rolePermissionsChange } from '../adminBodies';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { PermissionDiffView } from './PermissionDiffView';
import { PermissionMatrix } from './PermissionMatrix';
import { diffPermissions } from './permissionMatrix';

/** The matrix of one role: edit, see the diff, save with the role's version; or apply a template. */
export const RolePermissionEditor = ({ roleId }: { roleId: Identifier }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { data: role, isPending, refetch } = useGetOne<RoleRecord>('role', { id: String(roleId) });
    const [selected, setSelected] = useState<Set<string>>(() => new Set(role?.permissions));
    const [reviewing, setReviewing] = useState(false);
    const [applying, setApplying] = useState(false);
    const [update, { isPending: saving, error, reset }] = useUpdate<RoleRecord>();
    // A role read anew (loaded, saved, templated) resets the selection; adjusted while rendering.
    const [readRole, setReadRole] = useState(role);
    if (role !== readRole) {
        setReadRole(role);
        if (role) setSelected(new Set(role.permissions));
    }
    const diff = useMemo(() => diffPermissions(role?.permissions ?? [], selected), [role, selected]);
    if (isPending || !role) return <LinearProgress />;
    const changed = diff.added.length + diff.removed.length > 0;
    const save = () =>
        update(
            'role',
            { id: role.id, data: rolePermissionsChange(role, selected), previousData: role },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setReviewing(false);
                    notify('app.userManagement.matrix.saved', { type: 'success' });
                    void refetch();
                },
            }
        );
    return (
        <Box>
            {role.isAdmin && <Alert severity="info">{translate('app.userManagement.matrix.all_permissions')}</Alert>}
            <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                <Button variant="contained" disabled={!changed || role.isAdmin} onClick={() => setReviewing(true)}>
                    {translate('app.userManagement.matrix.review')}
                </Button>
                <Button disabled={!changed} onClick={() => setSelected(new Set(role.permissions))}>
                    {translate('app.userManagement.matrix.undo')}
                </Button>
                <Button variant="outlined" disabled={role.isAdmin || changed} onClick={() => setApplying(true)}>
                    {translate('app.userManagement.template.apply')}
                </Button>
            </Stack>
            <PermissionMatrix selected={selected} onChange={setSelected} disabled={role.isAdmin} />
            <Dialog open={reviewing} onClose={() => setReviewing(false)} fullWidth maxWidth="sm">
                <DialogTitle>{translate('app.userManagement.matrix.review_title', { name: role.name })}</DialogTitle>
                <DialogContent>
                    <PermissionDiffView diff={diff} />
                    {error && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {(error as Error).message}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button
                        onClick={() => {
                            reset();
                            setReviewing(false);
                        }}
                    >
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button variant="contained" disabled={saving} onClick={save}>
                        {translate('ra.action.save')}
                    </Button>
                </DialogActions>
            </Dialog>
            {applying && (
                <ApplyTemplateDialog role={role} onClose={() => setApplying(false)} onApplied={() => void refetch()} />
            )}
        </Box>
    );
};
