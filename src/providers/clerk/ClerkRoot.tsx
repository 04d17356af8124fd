import { ClerkProvider, useAuth, useClerk } from '@clerk/react';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LabAdmin } from '../../LabAdmin';
import { schemaRegistry } from '../../registry/schemaRegistry';
import { type ClerkAuthProvider, type ClerkClientLike, createClerkAuthProvider } from '../clerkAuthProvider';

const publishableKey = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY;

// Throws a configuration error at start when the key is malformed (spec §5).
const authProvider = createClerkAuthProvider({
    publishableKey,
    permissionResourceOf: schemaRegistry.permissionResourceOf,
});

/** Hands the loaded Clerk client to the auth provider and re-checks auth when the session changes. */
const ClerkBridge = ({ provider, queryClient }: { provider: ClerkAuthProvider; queryClient: QueryClient }) => {
    const clerk = useClerk();
    const { isLoaded } = useAuth();
    useEffect(() => {
        if (!isLoaded) return;
        provider.attachClerk(clerk as unknown as ClerkClientLike);
        return clerk.addListener(() => {
            void queryClient.resetQueries({ queryKey: ['auth'] });
        });
    }, [clerk, isLoaded, provider, queryClient]);
    return null;
};

/** Clerk mode (VITE_CLERK_PUBLISHABLE_KEY set): Clerk signs users in, the rest is the same app. */
export const ClerkRoot = ({ queryClient }: { queryClient: QueryClient }) => {
    const navigate = useNavigate();
    return (
        <ClerkProvider
            publishableKey={publishableKey ?? ''}
            routerPush={to => navigate(to)}
            routerReplace={to => navigate(to, { replace: true })}
            afterSignOutUrl="/sign-in"
            signInUrl="/sign-in"
        >
            <ClerkBridge provider={authProvider} queryClient={queryClient} />
            <LabAdmin authProvider={authProvider} queryClient={queryClient} />
        </ClerkProvider>
    );
};
