import { ROLES_PATH } from '../userManagementPaths';
import { RoleInputs } from './RoleInputs';
import { AdminEdit } from '../AdminEdit';
import { roleChange } from '../adminBodies';

/** /user-management/roles/:id: a role's name and description (sent with its version). */
export const RoleEdit = () => (
    <AdminEdit resource="role" title="app.userManagement.roles" redirect={ROLES_PATH} transform={roleChange}>
        <RoleInputs />
    </AdminEdit>
);
