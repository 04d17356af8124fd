import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CategoryList } from './catalogue/CategoryList';
import { guarded } from './guarded';
import { NodeRoutes } from './NodeRoutes';
import { PermissionHeatMap } from './visual/PermissionHeatMap';
import { PermissionManagementPage } from './permissions/PermissionManagementPage';
import { PermissionResourceRoutes } from './PermissionResourceRoutes';
import { PermissionRoutes } from './PermissionRoutes';
import { RoleRoutes } from './RoleRoutes';
import { TemplateRoutes } from './TemplateRoutes';
import { UserRoutes } from './UserRoutes';

/**
 * /user-management/* (spec §2). Departments are a schema resource with their own, more specific
 * route; the other children are these bespoke screens.
 */
export const UserManagementRoutes = () => (
    <Routes>
        <Route path="users/*" element={<UserRoutes />} />
        <Route path="roles/*" element={<RoleRoutes />} />
        <Route path="templates/*" element={<TemplateRoutes />} />
        <Route path="permission-management" element={guarded('role', 'edit', <PermissionManagementPage />)} />
        <Route path="resources/*" element={<PermissionResourceRoutes />} />
        <Route path="permissions/*" element={<PermissionRoutes />} />
        <Route path="categories" element={guarded('cc', 'list', <CategoryList />)} />
        <Route path="nodes/*" element={<NodeRoutes />} />
        <Route path="visual" element={guarded('role', 'list', <PermissionHeatMap />)} />
        <Route path="*" element={<NotFoundPage />} />
    </Routes>
);
