import { Create, SimpleForm, useTranslate } from 'react-admin';
import { RESOURCES_PATH } from '../userManagementPaths';
import { resourceCreation } from '../adminBodies';
import { PermissionResourceInputs } from './PermissionResourceInputs';

/** /user-management/resources/create: a resource of the organisation's own, with its actions. */
export const PermissionResourceCreate = () => {
    const translate = useTranslate();
    return (
        <Create
            resource="resource"
            title={translate('app.userManagement.resources')}
            redirect={RESOURCES_PATH}
            transform={resourceCreation}
        >
            <SimpleForm>
                <PermissionResourceInputs creating />
            </SimpleForm>
        </Create>
    );
};
