import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { AppNotification } from './layout/AppNotification';
import { LoadingPage } from './layout/LoadingPage';
import { ScreenSuspense } from './layout/ScreenSuspense';
import { loadAppConfig } from './lib/appConfig';
import { CrashScreen } from './pages/crash/CrashScreen';
import { EMAIL_MANAGEMENT_PATH } from './pages/email/emailPaths';
import { EXPENSE_TRACKER_PATH } from './pages/expenses/expensePaths';
import { COURIER_MANAGEMENT_PATH } from './pages/courier/courierPaths';
import type { PageStatus } from './pages/errors/StatusPage';
import * as labPaths from './pages/sampleManagement/sampleManagementPaths';
import { TEST_MANAGEMENT_PATH } from './pages/testManagement/testManagementTabs';
import { USER_MANAGEMENT_SCREENS } from './pages/userManagement/userManagementScreens';
import { GatedLayout } from './pages/userManagement/password/GatedLayout';
import { CHANGE_PASSWORD_PATH } from './pages/userManagement/password/passwordPaths';
import { USER_MANAGEMENT_PATH } from './pages/userManagement/userManagementPaths';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import type { LabAuthProvider } from './providers/types';
import { aliasedRouterProvider } from './registry/aliasedRouterProvider';
import { createSchemaResources } from './registry/schemaResources';
import { schemaRegistry } from './registry/schemaRegistry';
import { HOME_SCREEN } from './pages/home/homeScreen';
import { PAGES } from './registry/screens';
import { STATS_PATIENT_PATH, STATS_VISIT_PATH } from './pages/stats/statsPaths';
import { useLabThemes } from './theme/useLabThemes';

const screen = <P extends object>(Page: ComponentType<P>, props: P) => (
    <ScreenSuspense>
        <Page {...props} />
    </ScreenSuspense>
);

const HomeScreen = () => screen(HOME_SCREEN, {});
const NotFoundScreen = () => screen(PAGES.notFound, {});
const STATUS_PAGES: PageStatus[] = [401, 403, 404, 500, 503];

/** Root-level routes outside the authenticated layout (spec §2). */
const publicRoutes = (
    <CustomRoutes noLayout key="public">
        <Route path="/sign-in/*" element={screen(PAGES.signIn, {})} />
        <Route path={CHANGE_PASSWORD_PATH} element={screen(USER_MANAGEMENT_SCREENS.changePassword, {})} />
        {STATUS_PAGES.map(status => (
            <Route key={status} path={`/${status}`} element={screen(PAGES.status, { status })} />
        ))}
        {/* Reaches the crash screen in the production build; see pages/crash/CrashTestPage.tsx. */}
        <Route path="/__crash-test" element={screen(PAGES.crashTest, {})} />
    </CustomRoutes>
);

/** Bespoke screens inside the authenticated layout, at their spec §2 paths. */
const layoutRoutes = (
    <CustomRoutes key="layout">
        <Route path="/visit/*" element={screen(PAGES.visits, {})} />
        <Route path={TEST_MANAGEMENT_PATH} element={screen(PAGES.testManagement, {})} />
        <Route path={labPaths.LAB_WORKLIST_PATH} element={screen(PAGES.labWorklist, {})} />
        <Route path={labPaths.PHLEBO_QUEUE_PATH} element={screen(PAGES.phleboQueue, {})} />
        <Route path={labPaths.IN_PROGRESS_SAMPLES_PATH} element={screen(PAGES.inProgressSamples, {})} />
        <Route path={labPaths.SAMPLE_VISIT_PATH} element={screen(PAGES.sampleVisit, {})} />
        <Route path="/ms-word/*" element={screen(PAGES.documents, {})} />
        <Route path={`${USER_MANAGEMENT_PATH}/*`} element={screen(USER_MANAGEMENT_SCREENS.all, {})} />
        <Route path={`${EMAIL_MANAGEMENT_PATH}/*`} element={screen(PAGES.emailManagement, {})} />
        <Route path="/theme/*" element={screen(PAGES.theme, {})} />
        <Route path={`${EXPENSE_TRACKER_PATH}/*`} element={screen(PAGES.expenseTracker, {})} />
        <Route path={COURIER_MANAGEMENT_PATH} element={screen(PAGES.courierManagement, {})} />
        <Route path={STATS_VISIT_PATH} element={screen(PAGES.visitStats, {})} />
        <Route path={STATS_PATIENT_PATH} element={screen(PAGES.patientStats, {})} />
    </CustomRoutes>
);

interface Props {
    authProvider: LabAuthProvider;
    queryClient: QueryClient;
}

export const LabAdmin = ({ authProvider, queryClient }: Props) => {
    const dataProvider = useMemo(
        () =>
            createDataProvider({
                httpClient: createHttpClient(authProvider.getToken),
                lookup: schemaRegistry.get,
                getToken: authProvider.getToken,
            }),
        [authProvider]
    );
    // One children value for the session: react-admin re-registers its routes whenever its children change,
    // and this component re-renders on every theme edit (the themes below).
    const children = useMemo(() => [publicRoutes, layoutRoutes, createSchemaResources(dataProvider)], [dataProvider]);
    const themes = useLabThemes();
    useEffect(() => {
        void loadAppConfig(dataProvider);
    }, [dataProvider]);

    return (
        <Admin
            disableTelemetry
            requireAuth
            title="LabDesk"
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            routerProvider={aliasedRouterProvider}
            lightTheme={themes.light}
            darkTheme={themes.dark}
            defaultTheme="light"
            layout={GatedLayout}
            dashboard={HomeScreen}
            catchAll={NotFoundScreen}
            loading={LoadingPage}
            loginPage={false}
            authCallbackPage={false}
            error={CrashScreen}
            notification={AppNotification}
        >
            {children}
        </Admin>
    );
};
