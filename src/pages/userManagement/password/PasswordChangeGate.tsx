import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { LabDataProvider } from '../../../providers/types';
import { CHANGE_PASSWORD_PATH, ME_QUERY_KEY } from './passwordPaths';

/** While /api/auth/me says `mustChangePassword`, nothing but the change-password screen opens. */
export const PasswordChangeGate = ({ children }: { children: ReactNode }) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data, isPending } = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => dataProvider.me(), retry: false });
    if (isPending) return null;
    if (data?.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
    return <>{children}</>;
};
