import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LabAdmin } from './LabAdmin';
import { LoadingPage } from './layout/LoadingPage';
import { lazyScreen } from './lib/lazyScreen';
import { createQueryClient } from './lib/queryClient';
import { AppErrorBoundary } from './pages/crash/AppErrorBoundary';
import { createLocalAuthProvider } from './providers/localAuthProvider';
import { schemaRegistry } from './registry/schemaRegistry';

const queryClient = createQueryClient();
const clerkMode = Boolean(import.meta.env.VITE_CLERK_PUBLISHABLE_KEY);

// Local accounts are the default; Clerk's code is only downloaded in Clerk mode.
const ClerkRoot = lazyScreen(() => import('./providers/clerk/ClerkRoot').then(m => ({ default: m.ClerkRoot })));
const localAuthProvider = clerkMode
    ? undefined
    : createLocalAuthProvider({ permissionResourceOf: schemaRegistry.permissionResourceOf });

const Root = () =>
    localAuthProvider ? (
        <LabAdmin authProvider={localAuthProvider} queryClient={queryClient} />
    ) : (
        <Suspense fallback={<LoadingPage />}>
            <ClerkRoot queryClient={queryClient} />
        </Suspense>
    );

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
