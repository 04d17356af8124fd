import { TEMPLATES_PATH } from '../userManagementPaths';
import { TemplateInputs } from './TemplateInputs';
import { AdminEdit } from '../AdminEdit';
import { templateChange } from '../adminBodies';

/** /user-management/templates/:id: name, description and the permission matrix. */
export const TemplateEdit = () => (
    <AdminEdit resource="pt" title="app.userManagement.templates" redirect={TEMPLATES_PATH} transform={templateChange}>
        <TemplateInputs />
    </AdminEdit>
);
