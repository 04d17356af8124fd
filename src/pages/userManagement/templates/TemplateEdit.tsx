import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { TEMPLATES_PATH } from '../userManagementPaths';
import { TemplateInputs } from './TemplateInputs';

/** /user-management/templates/:id: name, description and the permission matrix. */
export const TemplateEdit = () => {
    const translate = useTranslate();
    return (
        <Edit
            resource="pt"
            title={translate('app.userManagement.templates')}
            mutationMode="pessimistic"
            redirect={TEMPLATES_PATH}
            transform={data => ({
                version: data.version,
                name: data.name,
                description: data.description ?? null,
                permissions: data.permissions,
            })}
        >
            <SimpleForm>
                <TemplateInputs />
            </SimpleForm>
        </Edit>
    );
};
