import { BooleanField, NumberField, TextField, useCanAccess } from 'react-admin';
import { AdminList } from '../AdminList';
import { DuplicateButton } from '../DuplicateButton';
import { ROLES_PATH } from '../userManagementPaths';
import { RoleDeleteButton } from './RoleDeleteButton';

/** /user-management/roles: the roles with how many users hold each. */
export const RoleList = () => {
    const { canAccess: canCreate } = useCanAccess({ resource: 'role', action: 'create' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'role', action: 'delete' });
    return (
        <AdminList resource="role" title="app.userManagement.roles" path={ROLES_PATH} search>
            <TextField source="name" />
            <TextField source="description" emptyText="—" sortable={false} />
            <NumberField source="userCount" />
            <BooleanField source="isAdmin" />
            {canCreate && <DuplicateButton kind="role" />}
            {canDelete && <RoleDeleteButton />}
        </AdminList>
    );
};
