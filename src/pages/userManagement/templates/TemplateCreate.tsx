import { Create, SimpleForm, useTranslate } from 'react-admin';
import { TEMPLATES_PATH } from '../userManagementPaths';
import { TemplateInputs } from './TemplateInputs';

/** /user-management/templates/create. */
export const TemplateCreate = () => {
    const translate = useTranslate();
    return (
        <Create resource="pt" title={translate('app.userManagement.templates')} redirect={TEMPLATES_PATH}>
            <SimpleForm defaultValues={{ permissions: [] }}>
                <TemplateInputs />
            </SimpleForm>
        </Create>
    );
};
