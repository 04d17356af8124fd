import { Route, Routes } from 'react-router-dom';
import { guarded } from './guarded';
import { TemplateCreate } from './templates/TemplateCreate';
import { TemplateEdit } from './templates/TemplateEdit';
import { TemplateList } from './templates/TemplateList';

/** /user-management/templates/* — permission templates. */
export const TemplateRoutes = () => (
    <Routes>
        <Route index element={guarded('pt', 'list', <TemplateList />)} />
        <Route path="create" element={guarded('pt', 'create', <TemplateCreate />)} />
        <Route path=":id" element={guarded('pt', 'edit', <TemplateEdit />)} />
    </Routes>
);
