import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RolePermissionEditor } from './RolePermissionEditor';

/** /user-management/permission-management?role=<id>: the permission matrix of a chosen role. */
export const PermissionManagementPage = () => {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const roleId = params.get('role') ?? '';
    const { data: roles = [] } = useGetList('role', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
    });
    return (
        <Box sx={{ mt: 1 }}>
            <Title title={translate('app.userManagement.matrix.title')} />
            <Card>
                <CardContent>
                    <TextField
                        select
                        label={translate('app.userManagement.matrix.role')}
                        value={roles.some(role => role.id === roleId) ? roleId : ''}
                        onChange={event => setParams({ role: event.target.value })}
                        sx={{ minWidth: 280 }}
                    >
                        {roles.map(role => (
                            <MenuItem key={role.id} value={role.id}>
                                {role.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    {roleId ? (
                        <RolePermissionEditor key={roleId} roleId={roleId} />
                    ) : (
                        <Typography color="text.secondary" sx={{ mt: 2 }}>
                            {translate('app.userManagement.matrix.choose_role')}
                        </Typography>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};
