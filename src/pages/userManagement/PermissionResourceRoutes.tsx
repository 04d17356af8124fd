import { Route, Routes } from 'react-router-dom';
import { PermissionResourceCreate } from './catalogue/PermissionResourceCreate';
import { PermissionResourceEdit } from './catalogue/PermissionResourceEdit';
import { PermissionResourceList } from './catalogue/PermissionResourceList';
import { guarded } from './guarded';

/** /user-management/resources/* — what permissions are given on; the organisation's own can be changed. */
export const PermissionResourceRoutes = () => (
    <Routes>
        <Route index element={guarded('resource', 'list', <PermissionResourceList />)} />
        <Route path="create" element={guarded('resource', 'create', <PermissionResourceCreate />)} />
        <Route path=":id" element={guarded('resource', 'edit', <PermissionResourceEdit />)} />
    </Routes>
);
