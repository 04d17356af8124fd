import { BooleanField, FunctionField, TextField, useCanAccess } from 'react-admin';
import { AdminList } from '../AdminList';
import { DuplicateButton } from '../DuplicateButton';
import { TEMPLATES_PATH } from '../userManagementPaths';

/** /user-management/templates: named sets of permissions that can be applied to roles. */
export const TemplateList = () => {
    const { canAccess: canCreate } = useCanAccess({ resource: 'pt', action: 'create' });
    return (
        <AdminList resource="pt" title="app.userManagement.templates" path={TEMPLATES_PATH}>
            <TextField source="name" />
            <TextField source="description" emptyText="—" sortable={false} />
            <FunctionField
                source="permissions"
                sortable={false}
                render={record => (Array.isArray(record.permissions) ? record.permissions.length : 0)}
            />
            <BooleanField source="isSystem" />
            {canCreate && <DuplicateButton kind="template" />}
        </AdminList>
    );
};
