import AccountTree from '@mui/icons-material/AccountTree';
import Badge from '@mui/icons-material/Badge';
import Category from '@mui/icons-material/Category';
import Description from '@mui/icons-material/Description';
import GridOn from '@mui/icons-material/GridOn';
import Key from '@mui/icons-material/Key';
import ListAlt from '@mui/icons-material/ListAlt';
import Rule from '@mui/icons-material/Rule';
import Security from '@mui/icons-material/Security';
import { USER_MANAGEMENT_PATH as BASE } from './userManagementPaths';
import { type UserManagementMenuEntry, UserManagementMenuItem } from './UserManagementMenuItem';

const ENTRIES: readonly UserManagementMenuEntry[] = [
    { path: `${BASE}/users`, label: 'app.userManagement.users', resource: 'emp', action: 'list', Icon: Badge },
    { path: `${BASE}/roles`, label: 'app.userManagement.roles', resource: 'role', action: 'list', Icon: Security },
    { path: `${BASE}/permission-management`, label: 'app.userManagement.matrix.menu', resource: 'role', action: 'edit', Icon: Rule },
    { path: `${BASE}/templates`, label: 'app.userManagement.templates', resource: 'pt', action: 'list', Icon: Description },
    { path: `${BASE}/nodes`, label: 'app.userManagement.nodes', resource: 'cluster', action: 'list', Icon: AccountTree },
    { path: `${BASE}/resources`, label: 'app.userManagement.resources', resource: 'resource', action: 'list', Icon: ListAlt },
    { path: `${BASE}/permissions`, label: 'app.userManagement.permissions', resource: 'permission', action: 'list', Icon: Key },
    { path: `${BASE}/categories`, label: 'app.userManagement.categories', resource: 'cc', action: 'list', Icon: Category },
    { path: `${BASE}/visual`, label: 'app.userManagement.visual', resource: 'role', action: 'list', Icon: GridOn },
];

/** The sidebar entries of the administration screens the user may use (spec §6). */
export const UserManagementMenu = () => (
    <>
        {ENTRIES.map(entry => (
            <UserManagementMenuItem key={entry.path} entry={entry} />
        ))}
    </>
);
