import { type ReactNode, useEffect, useMemo } from 'react';
import { Navigate, useAuthProvider, useGetIdentity } from 'react-admin';
import { useAppConfig } from '../lib/appConfig';
import { checkOrganisation } from '../lib/organisation';
import type { LabAuthProvider, LabIdentity } from '../providers/types';
import { LoadingPage } from './LoadingPage';
import { OrganisationContext } from './OrganisationContext';

/**
 * Spec §5/§6: the first label of the host name must be one of the user's organisations, else
 * /401. On a bare host (localhost, an IP) the token's organisation is used. Nothing of the
 * authenticated layout renders (or fetches) before this is settled.
 */
export const OrganisationGate = ({ children }: { children: ReactNode }) => {
    const { identity, isPending, error } = useGetIdentity();
    const authProvider = useAuthProvider<LabAuthProvider>();
    const { loaded, appDomain } = useAppConfig();
    const check = useMemo(
        () =>
            identity && loaded
                ? checkOrganisation(window.location.hostname, (identity as LabIdentity).organizations ?? [], appDomain)
                : null,
        [identity, loaded, appDomain]
    );

    useEffect(() => {
        if (check?.status === 'match') void authProvider?.activateOrganisation(check.organisation);
    }, [authProvider, check]);

    if (error) return <Navigate to="/sign-in" replace />;
    if (isPending || !check) return <LoadingPage />;
    if (check.status === 'mismatch') return <Navigate to="/401" replace />;
    return <OrganisationContext.Provider value={check.organisation}>{children}</OrganisationContext.Provider>;
};
