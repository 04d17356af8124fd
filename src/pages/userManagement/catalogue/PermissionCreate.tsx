import { Create, SimpleForm, useTranslate } from 'react-admin';
import { PERMISSIONS_PATH } from '../userManagementPaths';
import { permissionCreation } from '../adminBodies';
import { PermissionInputs } from './PermissionInputs';

/** /user-management/permissions/create: an action of the organisation's own on any resource. */
export const PermissionCreate = () => {
    const translate = useTranslate();
    return (
        <Create
            resource="permission"
            title={translate('app.userManagement.permissions')}
            redirect={PERMISSIONS_PATH}
            transform={permissionCreation}
        >
            <SimpleForm>
                <PermissionInputs creating />
            </SimpleForm>
        </Create>
    );
};
