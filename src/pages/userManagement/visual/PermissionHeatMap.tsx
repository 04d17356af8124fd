import {
    alpha,
    Box,
    Chip,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tooltip,
} from '@mui/material';
import { useMemo } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { PermissionResource, RoleRecord } from '../../../providers/adminCalls';
import { groupByCategory, rowPermissions } from '../permissions/permissionMatrix';

const ALL = { pagination: { page: 1, perPage: 1000 } };

/** /user-management/visual: roles → their users and how much of each category they hold, at a glance. */
export const PermissionHeatMap = () => {
    const translate = useTranslate();
    const roles = useGetList<RoleRecord>('role', { ...ALL, sort: { field: 'name', order: 'ASC' } });
    const users = useGetList('emp', { ...ALL, sort: { field: 'name', order: 'ASC' } });
    const resources = useGetList<PermissionResource>('resource', { ...ALL, sort: { field: 'label', order: 'ASC' } });
    const categories = useMemo(() => groupByCategory(resources.data ?? []), [resources.data]);
    if (roles.isPending || users.isPending || resources.isPending) return <LinearProgress />;
    return (
        <Box sx={{ mt: 1, overflowX: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}>
            <Title title={translate('app.userManagement.visual')} />
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('resources.role.name', { smart_count: 1 })}</TableCell>
                        <TableCell>{translate('app.userManagement.users')}</TableCell>
                        {categories.map(category => (
                            <TableCell key={category.id} align="center">
                                {category.name}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {(roles.data ?? []).map(role => {
                        const held = new Set(role.permissions);
                        const members = (users.data ?? []).filter(user => (user.roleIds ?? []).includes(role.id));
                        return (
                            <TableRow key={role.id}>
                                <TableCell sx={{ fontWeight: 'bold' }}>{role.name}</TableCell>
                                <TableCell>
                                    {members.map(user => (
                                        <Chip key={user.id} label={user.name} size="small" sx={{ m: 0.25 }} />
                                    ))}
                                </TableCell>
                                {categories.map(category => {
                                    const all = category.resources.flatMap(rowPermissions);
                                    const names = all.filter(permission => role.isAdmin || held.has(permission));
                                    const share = all.length === 0 ? 0 : names.length / all.length;
                                    return (
                                        <Tooltip key={category.id} title={names.join(', ') || '—'}>
                                            <TableCell
                                                align="center"
                                                sx={theme => ({
                                                    bgcolor: alpha(theme.palette.primary.main, share * 0.8),
                                                })}
                                            >
                                                {names.length}/{all.length}
                                            </TableCell>
                                        </Tooltip>
                                    );
                                })}
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};
