import { FunctionField, TextField, useCanAccess, type RaRecord } from 'react-admin';
import { AdminList } from '../AdminList';
import { BuiltInField } from '../BuiltInField';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { PERMISSIONS_PATH } from '../userManagementPaths';

const isOwn = (record: RaRecord) => !record.builtIn;

/** /user-management/permissions: every `<resource>.<action>`; the organisation's own can be described and deleted. */
export const PermissionList = () => {
    const { canAccess: canDelete } = useCanAccess({ resource: 'permission', action: 'delete' });
    return (
        <AdminList
            resource="permission"
            title="app.userManagement.permissions"
            path={PERMISSIONS_PATH}
            search
            sortField="id"
            perPage={50}
            editable={isOwn}
        >
            <TextField source="id" />
            <TextField source="resourceLabel" sortable={false} />
            <TextField source="action" />
            <TextField source="category" />
            <TextField source="description" emptyText="—" sortable={false} />
            <BuiltInField source="builtIn" sortable={false} />
            {canDelete && (
                <FunctionField
                    textAlign="right"
                    render={record =>
                        record.builtIn ? null : <ConfirmDeleteButton resource="permission" name={r => String(r.id)} />
                    }
                />
            )}
        </AdminList>
    );
};
