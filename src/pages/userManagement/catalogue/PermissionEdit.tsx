import { TextField } from 'react-admin';
import { PERMISSIONS_PATH } from '../userManagementPaths';
import { PermissionInputs } from './PermissionInputs';
import { AdminEdit } from '../AdminEdit';
import { permissionChange } from '../adminBodies';

/** /user-management/permissions/:id: the description of an organisation's own permission. */
export const PermissionEdit = () => (
    <AdminEdit
        resource="permission"
        title="app.userManagement.permissions"
        redirect={PERMISSIONS_PATH}
        transform={permissionChange}
    >
        <TextField source="id" />
        <TextField source="resourceLabel" />
        <PermissionInputs />
    </AdminEdit>
);
