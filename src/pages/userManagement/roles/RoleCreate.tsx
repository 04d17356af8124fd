import { Create, SimpleForm, useTranslate } from 'react-admin';
import { ROLES_PATH } from '../userManagementPaths';
import { RoleInputs } from './RoleInputs';

/** /user-management/roles/create. Permissions are given on the permission-management screen. */
export const RoleCreate = () => {
    const translate = useTranslate();
    return (
        <Create resource="role" title={translate('app.userManagement.roles')} redirect={ROLES_PATH}>
            <SimpleForm>
                <RoleInputs />
            </SimpleForm>
        </Create>
    );
};
