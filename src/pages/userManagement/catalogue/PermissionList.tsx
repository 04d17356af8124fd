import { BooleanField, Datagrid, List, SearchInput, TextField, useTranslate } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /user-management/permissions: every `<resource>.<action>` the organisation knows. */
export const PermissionList = () => {
    const translate = useTranslate();
    return (
        <List resource="permission" title={translate('app.userManagement.permissions')} filters={filters} perPage={50} exporter={false} storeKey="permission.list">
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <TextField source="id" />
                <TextField source="resourceLabel" />
                <TextField source="action" />
                <TextField source="category" />
                <TextField source="description" emptyText="—" sortable={false} />
                <BooleanField source="builtIn" />
            </Datagrid>
        </List>
    );
};
