import { useMemo } from 'react';
import {
    BooleanField,
    CreateButton,
    Datagrid,
    FunctionField,
    List,
    ReferenceArrayField,
    ReferenceField,
    SearchInput,
    SingleFieldList,
    ChipField,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { USERS_PATH } from '../userManagementPaths';
import { UserActiveButton } from './UserActiveButton';

const UserListActions = () => {
    const { canAccess } = useCanAccess({ resource: 'emp', action: 'create' });
    return <TopToolbar>{canAccess && <CreateButton to={`${USERS_PATH}/create`} />}</TopToolbar>;
};

/** /user-management/users: the members of the organisation. */
export const UserList = () => {
    const translate = useTranslate();
    const { canAccess: canEdit } = useCanAccess({ resource: 'emp', action: 'edit' });
    const filters = useMemo(
        () => [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.userManagement.search')} />],
        [translate]
    );
    return (
        <List
            resource="emp"
            title={translate('app.userManagement.users')}
            filters={filters}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<UserListActions />}
            exporter={false}
            storeKey="emp.list"
        >
            <Datagrid
                rowClick={canEdit ? (id: Identifier) => `${USERS_PATH}/${id}` : false}
                bulkActionButtons={false}
            >
                <TextField source="name" />
                <TextField source="email" />
                <FunctionField
                    source="roles"
                    sortable={false}
                    render={record => (Array.isArray(record.roles) ? record.roles.join(', ') : '')}
                />
                <ReferenceField source="departmentId" reference="dept" link={false} sortable={false} emptyText="—" />
                <ReferenceArrayField source="nodeIds" reference="cluster" sortable={false}>
                    <SingleFieldList linkType={false}>
                        <ChipField source="name" size="small" />
                    </SingleFieldList>
                </ReferenceArrayField>
                <BooleanField source="isActive" />
                {canEdit && <UserActiveButton />}
            </Datagrid>
        </List>
    );
};
