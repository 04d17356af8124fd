import { Route, Routes } from 'react-router-dom';
import { guarded } from './guarded';
import { RoleCreate } from './roles/RoleCreate';
import { RoleEdit } from './roles/RoleEdit';
import { RoleList } from './roles/RoleList';

/** /user-management/roles/* — the roles and what they hold. */
export const RoleRoutes = () => (
    <Routes>
        <Route index element={guarded('role', 'list', <RoleList />)} />
        <Route path="create" element={guarded('role', 'create', <RoleCreate />)} />
        <Route path=":id" element={guarded('role', 'edit', <RoleEdit />)} />
    </Routes>
);
