import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

interface Props {
    resource: string;
    action: string;
    children: ReactNode;
}

/** A screen the user may not use: a direct URL to it shows /403 (spec §6). */
export const RequirePermission = ({ resource, action, children }: Props) => {
    const { canAccess, isPending } = useCanAccess({ resource, action });
    if (isPending) return null;
    if (!canAccess) return <Navigate to="/403" replace />;
    return <>{children}</>;
};
