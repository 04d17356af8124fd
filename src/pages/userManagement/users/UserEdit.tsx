import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { USERS_PATH } from '../userManagementPaths';
import { UserInputs } from './UserInputs';

/** /user-management/users/:id: a member's profile, roles, department and nodes. */
export const UserEdit = () => {
    const translate = useTranslate();
    return (
        <Edit resource="emp" title={translate('app.userManagement.users')} mutationMode="pessimistic" redirect={USERS_PATH}>
            <SimpleForm>
                <UserInputs withActive />
            </SimpleForm>
        </Edit>
    );
};
