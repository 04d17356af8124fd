import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { ROLES_PATH } from '../userManagementPaths';
import { RoleInputs } from './RoleInputs';

/** /user-management/roles/:id: a role's name and description (sent with its version). */
export const RoleEdit = () => {
    const translate = useTranslate();
    return (
        <Edit
            resource="role"
            title={translate('app.userManagement.roles')}
            mutationMode="pessimistic"
            redirect={ROLES_PATH}
            transform={data => ({ version: data.version, name: data.name, description: data.description ?? null })}
        >
            <SimpleForm>
                <RoleInputs />
            </SimpleForm>
        </Edit>
    );
};
