import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { UserManagementMenuItem } from '../userManagement/UserManagementMenuItem';
import { VISIT_PATH } from './visitPaths';

const ENTRY = { path: VISIT_PATH, label: 'app.visit.menu', resource: 'visit', action: 'list', Icon: ReceiptLong };

/** The sidebar link to the visits, for whom may list them. */
export const VisitsMenu = () => <UserManagementMenuItem entry={ENTRY} />;
