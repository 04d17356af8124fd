import { Route, Routes } from 'react-router-dom';
import { guarded } from './guarded';
import { UserCreate } from './users/UserCreate';
import { UserEdit } from './users/UserEdit';
import { UserList } from './users/UserList';

/** /user-management/users/* — the employees of the organisation. */
export const UserRoutes = () => (
    <Routes>
        <Route index element={guarded('emp', 'list', <UserList />)} />
        <Route path="create" element={guarded('emp', 'create', <UserCreate />)} />
        <Route path=":id" element={guarded('emp', 'edit', <UserEdit />)} />
    </Routes>
);
