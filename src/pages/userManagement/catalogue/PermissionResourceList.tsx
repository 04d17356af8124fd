import { BooleanField, Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /user-management/resources: every permission resource with its category and actions. */
export const PermissionResourceList = () => {
    const translate = useTranslate();
    return (
        <List resource="resource" title={translate('app.userManagement.resources')} filters={filters} perPage={50} exporter={false} storeKey="resource.list">
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <TextField source="label" />
                <TextField source="resource" />
                <TextField source="category" />
                <FunctionField source="actions" sortable={false} render={record => (record.actions ?? []).join(', ')} />
                <BooleanField source="builtIn" />
            </Datagrid>
        </List>
    );
};
