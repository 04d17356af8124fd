import {
    IN_PROGRESS_SAMPLES_PATH,
    LAB_WORKLIST_PATH,
    PHLEBO_QUEUE_PATH,
} from '../pages/sampleManagement/sampleManagementPaths';
import { TEST_MANAGEMENT_PATH, TEST_MANAGEMENT_TABS } from '../pages/testManagement/testManagementTabs';
import { USER_MANAGEMENT_SCREENS } from '../pages/userManagement/userManagementScreens';
import * as admin from '../pages/userManagement/userManagementPaths';
import { VISIT_PATH } from '../pages/visits/visitPaths';
import { EMAIL_MANAGEMENT_PATH } from '../pages/email/emailPaths';
import { EXPENSE_TRACKER_PATH } from '../pages/expenses/expensePaths';
import { DOCUMENTS_PATH } from '../pages/documents/documentPaths';
import { COURIER_MANAGEMENT_PATH } from '../pages/courier/courierPaths';
import { HOME_SCREEN } from '../pages/home/homeScreen';
import { STATS_PATIENT_PATH, STATS_VISIT_PATH } from '../pages/stats/statsPaths';
import { anyStatsAction, STATS_PERMISSION } from '../pages/stats/statsPermissions';
import { PAGES } from '../registry/screens';
import type { MenuGroup } from './menuGroups';

/**
 * One bespoke screen of the sidebar. To add yours, append one object here (after merging main):
 * the menu, the permission check and the preload on hover follow from it.
 */
export interface MenuSection {
    key: string;
    group: MenuGroup;
    path: string;
    /** Translation key of the link's text. */
    label: string;
    /** A MUI icon name listed in `menuIcons.ts`. */
    icon: string;
    /**
     * Shown to whom holds any of these `resource.action` permissions (`resource.*`: any action of
     * the resource). Omitted: shown to every signed-in member.
     */
    permissions?: readonly string[];
    /** Schema resources the screen gathers (as tabs): shown when the member may list any of them. */
    resources?: readonly string[];
    /** Fetches the screen's chunk when the link is hovered or focused. */
    preload: () => Promise<unknown>;
}

const userManagement = () => USER_MANAGEMENT_SCREENS.all.preload();

export const MENU_SECTIONS: readonly MenuSection[] = [
    {
        key: 'home',
        group: 'Home',
        path: '/',
        label: 'app.menu.home',
        icon: 'Dashboard',
        preload: () => HOME_SCREEN.preload(),
    },
    {
        key: 'visits',
        group: 'Front desk',
        path: VISIT_PATH,
        label: 'app.visit.menu',
        icon: 'ReceiptLong',
        permissions: ['visit.list'],
        preload: () => PAGES.visits.preload(),
    },
    {
        key: 'phleboQueue',
        group: 'Laboratory',
        path: PHLEBO_QUEUE_PATH,
        label: 'app.lab.menu.queue',
        icon: 'Bloodtype',
        permissions: ['sample.collect', 'sample.submit'],
        preload: () => PAGES.phleboQueue.preload(),
    },
    {
        key: 'inProgressSamples',
        group: 'Laboratory',
        path: IN_PROGRESS_SAMPLES_PATH,
        label: 'app.lab.menu.in_progress',
        icon: 'Science',
        permissions: ['sample.receive', 'sample.reject'],
        preload: () => PAGES.inProgressSamples.preload(),
    },
    {
        key: 'labWorklist',
        group: 'Laboratory',
        path: LAB_WORKLIST_PATH,
        label: 'app.lab.menu.worklist',
        icon: 'Biotech',
        permissions: ['result.list'],
        preload: () => PAGES.labWorklist.preload(),
    },
    {
        key: 'testManagement',
        group: 'Catalogue',
        path: TEST_MANAGEMENT_PATH,
        label: 'app.menu.test_management',
        icon: 'MedicalServices',
        resources: TEST_MANAGEMENT_TABS.map(tab => tab.resource),
        preload: () => PAGES.testManagement.preload(),
    },
    {
        key: 'users',
        group: 'Administration',
        path: admin.USERS_PATH,
        label: 'app.userManagement.users',
        icon: 'Badge',
        permissions: ['emp.list'],
        preload: userManagement,
    },
    {
        key: 'roles',
        group: 'Administration',
        path: admin.ROLES_PATH,
        label: 'app.userManagement.roles',
        icon: 'Security',
        permissions: ['role.list'],
        preload: userManagement,
    },
    {
        key: 'permissionManagement',
        group: 'Administration',
        path: admin.PERMISSION_MANAGEMENT_PATH,
        label: 'app.userManagement.matrix.menu',
        icon: 'Rule',
        permissions: ['role.edit'],
        preload: userManagement,
    },
    {
        key: 'templates',
        group: 'Administration',
        path: admin.TEMPLATES_PATH,
        label: 'app.userManagement.templates',
        icon: 'Description',
        permissions: ['pt.list'],
        preload: userManagement,
    },
    {
        key: 'nodes',
        group: 'Administration',
        path: admin.NODES_PATH,
        label: 'app.userManagement.nodes',
        icon: 'AccountTree',
        permissions: ['cluster.list'],
        preload: userManagement,
    },
    {
        key: 'resources',
        group: 'Administration',
        path: admin.RESOURCES_PATH,
        label: 'app.userManagement.resources',
        icon: 'ListAlt',
        permissions: ['resource.list'],
        preload: userManagement,
    },
    {
        key: 'permissions',
        group: 'Administration',
        path: admin.PERMISSIONS_PATH,
        label: 'app.userManagement.permissions',
        icon: 'Key',
        permissions: ['permission.list'],
        preload: userManagement,
    },
    {
        key: 'categories',
        group: 'Administration',
        path: admin.CATEGORIES_PATH,
        label: 'app.userManagement.categories',
        icon: 'Category',
        permissions: ['cc.list'],
        preload: userManagement,
    },
    {
        key: 'visual',
        group: 'Administration',
        path: `${admin.USER_MANAGEMENT_PATH}/visual`,
        label: 'app.userManagement.visual',
        icon: 'GridOn',
        permissions: ['role.list'],
        preload: userManagement,
    },
    {
        key: 'emailManagement',
        group: 'Documents & e-mail',
        path: EMAIL_MANAGEMENT_PATH,
        label: 'app.email.menu',
        icon: 'Email',
        permissions: ['email.list', 'emailTemplate.list'],
        preload: () => PAGES.emailManagement.preload(),
    },
    {
        key: 'documents',
        group: 'Documents & e-mail',
        path: DOCUMENTS_PATH,
        label: 'app.documents.menu',
        icon: 'Description',
        permissions: ['document.list', 'documentTemplate.list'],
        preload: () => PAGES.documents.preload(),
    },
    {
        key: 'theme',
        group: 'Home',
        path: '/theme',
        label: 'app.theme.menu',
        icon: 'Palette',
        preload: () => PAGES.theme.preload(),
    },
    {
        key: 'expenseTracker',
        group: 'Administration',
        path: EXPENSE_TRACKER_PATH,
        label: 'app.expense.menu',
        icon: 'Payments',
        permissions: ['expense.list'],
        preload: () => PAGES.expenseTracker.preload(),
    },
    {
        key: 'courierManagement',
        group: 'Laboratory',
        path: COURIER_MANAGEMENT_PATH,
        label: 'app.courier.menu',
        icon: 'LocalShipping',
        permissions: ['shipment.list'],
        preload: () => PAGES.courierManagement.preload(),
    },
    {
        key: 'visitStats',
        group: 'Statistics',
        path: STATS_VISIT_PATH,
        label: 'app.stats.visit.menu',
        icon: 'Insights',
        permissions: [anyStatsAction(STATS_PERMISSION.visit)],
        preload: () => PAGES.visitStats.preload(),
    },
    {
        key: 'patientStats',
        group: 'Statistics',
        path: STATS_PATIENT_PATH,
        label: 'app.stats.patient.menu',
        icon: 'PieChart',
        permissions: [anyStatsAction(STATS_PERMISSION.patient)],
        preload: () => PAGES.patientStats.preload(),
    },
];
