import { lazyScreen } from '../lib/lazyScreen';

/** Generated schema views; each is its own chunk, preloaded when a link to it is hovered. */
export const GENERATED_VIEWS = {
    list: lazyScreen(() => import('../builders/SchemaList').then(m => ({ default: m.SchemaList }))),
    create: lazyScreen(() => import('../builders/SchemaCreate').then(m => ({ default: m.SchemaCreate }))),
    edit: lazyScreen(() => import('../builders/SchemaEdit').then(m => ({ default: m.SchemaEdit }))),
    show: lazyScreen(() => import('../builders/SchemaShow').then(m => ({ default: m.SchemaShow }))),
};

export type SchemaView = keyof typeof GENERATED_VIEWS;

/** Pages outside the schema resources (the home page links them all, so it is not one of them: pages/home/homeScreen.ts). */
export const PAGES = {
    signIn: lazyScreen(() => import('../pages/signIn/SignInPage').then(m => ({ default: m.SignInPage }))),
    status: lazyScreen(() => import('../pages/errors/StatusPage').then(m => ({ default: m.StatusPage }))),
    notFound: lazyScreen(() => import('../pages/errors/NotFoundPage').then(m => ({ default: m.NotFoundPage }))),
    crashTest: lazyScreen(() => import('../pages/crash/CrashTestPage').then(m => ({ default: m.CrashTestPage }))),
    visits: lazyScreen(() => import('../pages/visits/VisitsPage').then(m => ({ default: m.VisitsPage }))),
    testManagement: lazyScreen(() =>
        import('../pages/testManagement/TestManagementPage').then(m => ({ default: m.TestManagementPage }))
    ),
    labWorklist: lazyScreen(() =>
        import('../pages/sampleManagement/LabWorklistPage').then(m => ({ default: m.LabWorklistPage }))
    ),
    phleboQueue: lazyScreen(() =>
        import('../pages/sampleManagement/PhleboQueuePage').then(m => ({ default: m.PhleboQueuePage }))
    ),
    inProgressSamples: lazyScreen(() =>
        import('../pages/sampleManagement/InProgressSamplesPage').then(m => ({ default: m.InProgressSamplesPage }))
    ),
    emailManagement: lazyScreen(() =>
        import('../pages/email/EmailManagementPage').then(m => ({ default: m.EmailManagementPage }))
    ),
    documents: lazyScreen(() => import('../pages/documents/DocumentsPage').then(m => ({ default: m.DocumentsPage }))),
    expenseTracker: lazyScreen(() =>
        import('../pages/expenses/ExpenseTrackerPage').then(m => ({ default: m.ExpenseTrackerPage }))
    ),
    theme: lazyScreen(() => import('../pages/theme/ThemePage').then(m => ({ default: m.ThemePage }))),
    courierManagement: lazyScreen(() =>
        import('../pages/courier/CourierManagementPage').then(m => ({ default: m.CourierManagementPage }))
    ),
    visitStats: lazyScreen(() => import('../pages/stats/VisitStatsPage').then(m => ({ default: m.VisitStatsPage }))),
    patientStats: lazyScreen(() =>
        import('../pages/stats/PatientStatsPage').then(m => ({ default: m.PatientStatsPage }))
    ),
    sampleVisit: lazyScreen(() =>
        import('../pages/sampleManagement/SampleVisitPage').then(m => ({ default: m.SampleVisitPage }))
    ),
};
