import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { LabAdmin } from './LabAdmin';
import { LoadingPage } from './layout/LoadingPage';
import { lazyScreen } from './lib/lazyScreen';
import { createQueryClient } from './lib/queryClient';
import { AppErrorBoundary } from './pages/crash/AppErrorBoundary';
import { publicReportHash } from './pages/publicReport/publicReportPath';
import { createLocalAuthProvider } from './providers/localAuthProvider';
import { schemaRegistry } from './registry/schemaRegistry';
import { ThemeQueryParam } from './theme/ThemeQueryParam';

const queryClient = createQueryClient();
const clerkMode = Boolean(import.meta.env.VITE_CLERK_PUBLISHABLE_KEY);

// Local accounts are the default; Clerk's code is only downloaded in Clerk mode.
const ClerkRoot = lazyScreen(() => import('./providers/clerk/ClerkRoot').then(m => ({ default: m.ClerkRoot })));
const localAuthProvider = clerkMode
    ? undefined
    : createLocalAuthProvider({ permissionResourceOf: schemaRegistry.permissionResourceOf });

// A patient's report link (/visit/{hash}) needs neither sign-in nor the app's shell.
const PublicReportPage = lazyScreen(() =>
    import('./pages/publicReport/PublicReportPage').then(m => ({ default: m.PublicReportPage }))
);

// One element for the whole session: Root re-renders on every navigation (it reads the location), and a
// new <Admin> element each time makes react-admin re-register its resources and show 'Loading' mid-screen.
const signedInApp = localAuthProvider ? (
    <LabAdmin authProvider={localAuthProvider} queryClient={queryClient} />
) : (
    <Suspense fallback={<LoadingPage />}>
        <ClerkRoot queryClient={queryClient} />
    </Suspense>
);

const Root = () => {
    const hash = publicReportHash(useLocation().pathname);
    if (hash) {
        return (
            <Suspense fallback={<LoadingPage />}>
                <PublicReportPage hash={hash} />
            </Suspense>
        );
    }
    return (
        <>
            <ThemeQueryParam />
            {signedInApp}
        </>
    );
};

/**
 * Path URLs (no #/). A browser *data* router rather than <BrowserRouter>, so that react-admin's
 * warnWhenUnsavedChanges (useBlocker) works on forms.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

export const App = () => (
    <AppErrorBoundary>
        <RouterProvider router={router} />
    </AppErrorBoundary>
);
