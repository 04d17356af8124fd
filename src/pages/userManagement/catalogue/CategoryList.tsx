import { BooleanField, Datagrid, List, NumberField, TextField, useTranslate } from 'react-admin';

/** /user-management/categories: the groups of the permission matrix. */
export const CategoryList = () => {
    const translate = useTranslate();
    return (
        <List resource="cc" title={translate('app.userManagement.categories')} sort={{ field: 'name', order: 'ASC' }} perPage={50} exporter={false} storeKey="cc.list">
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <TextField source="name" />
                <NumberField source="resourceCount" />
                <BooleanField source="builtIn" />
            </Datagrid>
        </List>
    );
};
