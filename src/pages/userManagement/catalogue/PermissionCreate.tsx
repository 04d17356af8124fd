import { Create, SimpleForm, useTranslate } from 'react-admin';
import { PERMISSIONS_PATH } from '../userManagementPaths';
import { PermissionInputs } from './PermissionInputs';

/** /user-management/permissions/create: an action of the organisation's own on any resource. */
export const PermissionCreate = () => {
    const translate = useTranslate();
    return (
        <Create
            resource="permission"
            title={translate('app.userManagement.permissions')}
            redirect={PERMISSIONS_PATH}
            transform={data => ({
                resource: data.resource,
                action: data.action,
                ...(data.description ? { description: data.description } : {}),
            })}
        >
            <SimpleForm>
                <PermissionInputs creating />
            </SimpleForm>
        </Create>
    );
};
