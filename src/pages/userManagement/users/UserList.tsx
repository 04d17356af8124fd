import {
    BooleanField,
    ChipField,
    FunctionField,
    ReferenceArrayField,
    ReferenceField,
    SingleFieldList,
    TextField,
    useCanAccess,
} from 'react-admin';
import { AdminList } from '../AdminList';
import { USERS_PATH } from '../userManagementPaths';
import { UserActiveButton } from './UserActiveButton';

/** /user-management/users: the members of the organisation. */
export const UserList = () => {
    const { canAccess: canEdit } = useCanAccess({ resource: 'emp', action: 'edit' });
    return (
        <AdminList resource="emp" title="app.userManagement.users" path={USERS_PATH} search>
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
        </AdminList>
    );
};
