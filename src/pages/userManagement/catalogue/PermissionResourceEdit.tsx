import { TextField } from 'react-admin';
import { RESOURCES_PATH } from '../userManagementPaths';
import { normaliseActions } from './catalogueRules';
import { PermissionResourceInputs } from './PermissionResourceInputs';
import { AdminEdit } from '../AdminEdit';

/**
 * /user-management/resources/:id: label, category and actions of an organisation's own resource
 * (an action taken away is taken from every role and template holding it).
 */
export const PermissionResourceEdit = () => (
    <AdminEdit
        resource="resource"
        title="app.userManagement.resources"
        redirect={RESOURCES_PATH}
        transform={data => ({
            version: data.version,
            label: data.label,
            category: String(data.category).trim(),
            actions: normaliseActions(data.actions ?? []),
        })}
    >
        <TextField source="resource" />
        <PermissionResourceInputs />
    </AdminEdit>
);
