import { FunctionField, TextField, useCanAccess, type RaRecord } from 'react-admin';
import { AdminList } from '../AdminList';
import { BuiltInField } from '../BuiltInField';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { RESOURCES_PATH } from '../userManagementPaths';

const isOwn = (record: RaRecord) => !record.builtIn;

/** /user-management/resources: every permission resource; the organisation's own can be changed and deleted. */
export const PermissionResourceList = () => {
    const { canAccess: canDelete } = useCanAccess({ resource: 'resource', action: 'delete' });
    return (
        <AdminList
            resource="resource"
            title="app.userManagement.resources"
            path={RESOURCES_PATH}
            search
            sortField="label"
            perPage={50}
            editable={isOwn}
        >
            <TextField source="label" />
            <TextField source="resource" />
            <TextField source="category" />
            <FunctionField source="actions" sortable={false} render={record => (record.actions ?? []).join(', ')} />
            <BuiltInField source="builtIn" sortable={false} />
            {canDelete && (
                <FunctionField
                    textAlign="right"
                    render={record =>
                        record.builtIn ? null : <ConfirmDeleteButton resource="resource" name={r => r.label} />
                    }
                />
            )}
        </AdminList>
    );
};
