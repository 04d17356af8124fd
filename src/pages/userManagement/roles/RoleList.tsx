import { useMemo } from 'react';
import {
    BooleanField,
    CreateButton,
    Datagrid,
    List,
    NumberField,
    SearchInput,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { ROLES_PATH } from '../userManagementPaths';
import { RoleDeleteButton } from './RoleDeleteButton';
import { DuplicateButton } from '../DuplicateButton';

const RoleListActions = () => {
    const { canAccess } = useCanAccess({ resource: 'role', action: 'create' });
    return <TopToolbar>{canAccess && <CreateButton to={`${ROLES_PATH}/create`} />}</TopToolbar>;
};

/** /user-management/roles: the roles with how many users hold each. */
export const RoleList = () => {
    const translate = useTranslate();
    const { canAccess: canEdit } = useCanAccess({ resource: 'role', action: 'edit' });
    const { canAccess: canCreate } = useCanAccess({ resource: 'role', action: 'create' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'role', action: 'delete' });
    const filters = useMemo(
        () => [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.userManagement.search')} />],
        [translate]
    );
    return (
        <List
            resource="role"
            title={translate('app.userManagement.roles')}
            filters={filters}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<RoleListActions />}
            exporter={false}
            storeKey="role.list"
        >
            <Datagrid rowClick={canEdit ? (id: Identifier) => `${ROLES_PATH}/${id}` : false} bulkActionButtons={false}>
                <TextField source="name" />
                <TextField source="description" emptyText="—" sortable={false} />
                <NumberField source="userCount" />
                <BooleanField source="isAdmin" />
                {canCreate && <DuplicateButton kind="role" />}
                {canDelete && <RoleDeleteButton />}
            </Datagrid>
        </List>
    );
};
