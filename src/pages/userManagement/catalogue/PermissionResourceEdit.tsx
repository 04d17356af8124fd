import { TextField } from 'react-admin';
import { RESOURCES_PATH } from '../userManagementPaths';
import { PermissionResourceInputs } from './PermissionResourceInputs';
import { AdminEdit } from '../AdminEdit';
import { resourceChange } from '../adminBodies';

/**
 * /user-management/resources/:id: label, category and actions of an organisation's own resource
 * (an action taken away is taken from every role and template holding it).
 */
export const PermissionResourceEdit = () => (
    <AdminEdit
        resource="resource"
        title="app.userManagement.resources"
        redirect={RESOURCES_PATH}
        transform={resourceChange}
    >
        <TextField source="resource" />
        <PermissionResourceInputs />
    </AdminEdit>
);
