import { USERS_PATH } from '../userManagementPaths';
import { UserInputs } from './UserInputs';
import { AdminEdit } from '../AdminEdit';

/** /user-management/users/:id: a member's profile, roles, department and nodes. */
export const UserEdit = () => (
    <AdminEdit resource="emp" title="app.userManagement.users" redirect={USERS_PATH}>
        <UserInputs withActive />
    </AdminEdit>
);
