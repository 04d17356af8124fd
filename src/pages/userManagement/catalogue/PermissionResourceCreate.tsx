import { Create, SimpleForm, useTranslate } from 'react-admin';
import { RESOURCES_PATH } from '../userManagementPaths';
import { normaliseActions } from './catalogueRules';
import { PermissionResourceInputs } from './PermissionResourceInputs';

/** /user-management/resources/create: a resource of the organisation's own, with its actions. */
export const PermissionResourceCreate = () => {
    const translate = useTranslate();
    return (
        <Create
            resource="resource"
            title={translate('app.userManagement.resources')}
            redirect={RESOURCES_PATH}
            transform={data => ({
                resource: data.resource,
                label: data.label,
                category: String(data.category).trim(),
                actions: normaliseActions(data.actions ?? []),
            })}
        >
            <SimpleForm>
                <PermissionResourceInputs creating />
            </SimpleForm>
        </Create>
    );
};
