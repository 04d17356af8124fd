import { BooleanField, Datagrid, List, ReferenceField, SearchInput, TextField, useTranslate } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /user-management/nodes: the laboratory's sites (main lab, branches, collection centres). */
export const NodeList = () => {
    const translate = useTranslate();
    return (
        <List resource="cluster" title={translate('app.userManagement.nodes')} filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={50} exporter={false} storeKey="cluster.list">
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <TextField source="code" />
                <TextField source="name" />
                <TextField source="type" />
                <ReferenceField source="parentId" reference="cluster" link={false} sortable={false} emptyText="—" />
                <BooleanField source="isActive" />
            </Datagrid>
        </List>
    );
};
