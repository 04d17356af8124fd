import { Route, Routes } from 'react-router-dom';
import { PermissionCreate } from './catalogue/PermissionCreate';
import { PermissionEdit } from './catalogue/PermissionEdit';
import { PermissionList } from './catalogue/PermissionList';
import { guarded } from './guarded';

/** /user-management/permissions/* — every `<resource>.<action>`; the organisation's own can be changed. */
export const PermissionRoutes = () => (
    <Routes>
        <Route index element={guarded('permission', 'list', <PermissionList />)} />
        <Route path="create" element={guarded('permission', 'create', <PermissionCreate />)} />
        <Route path=":id" element={guarded('permission', 'edit', <PermissionEdit />)} />
    </Routes>
);
