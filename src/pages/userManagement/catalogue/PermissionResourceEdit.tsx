import { Edit, SimpleForm, TextField, useTranslate } from 'react-admin';
import { RESOURCES_PATH } from '../userManagementPaths';
import { normaliseActions } from './catalogueRules';
import { PermissionResourceInputs } from './PermissionResourceInputs';

/**
 * /user-management/resources/:id: label, category and actions of an organisation's own resource
 * (an action taken away is taken from every role and template holding it).
 */
export const PermissionResourceEdit = () => {
    const translate = useTranslate();
    return (
        <Edit
            resource="resource"
            title={translate('app.userManagement.resources')}
            mutationMode="pessimistic"
            redirect={RESOURCES_PATH}
            transform={data => ({
                version: data.version,
                label: data.label,
                category: String(data.category).trim(),
                actions: normaliseActions(data.actions ?? []),
            })}
        >
            <SimpleForm>
                <TextField source="resource" />
                <PermissionResourceInputs />
            </SimpleForm>
        </Edit>
    );
};
