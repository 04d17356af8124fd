import { TEMPLATES_PATH } from '../userManagementPaths';
import { TemplateInputs } from './TemplateInputs';
import { AdminEdit } from '../AdminEdit';

/** /user-management/templates/:id: name, description and the permission matrix. */
export const TemplateEdit = () => (
    <AdminEdit
        resource="pt"
        title="app.userManagement.templates"
        redirect={TEMPLATES_PATH}
        transform={data => ({
            version: data.version,
            name: data.name,
            description: data.description ?? null,
            permissions: data.permissions,
        })}
    >
        <TemplateInputs />
    </AdminEdit>
);
