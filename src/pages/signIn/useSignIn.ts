import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useNavigate, useNotificationContext } from 'react-admin';

/**
 * Signs in and opens `redirectTo`. Unlike react-admin's useLogin, it resets the cached auth
 * state first: /sign-in lives inside <Admin> (a route without layout), so the failed auth check
 * of the signed-out visit is still cached and would send the user straight back here.
 */
export const useSignIn = () => {
    const authProvider = useAuthProvider();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const { resetNotifications } = useNotificationContext();
    return useCallback(
        async (params: Record<string, unknown>, redirectTo: string) => {
            if (!authProvider) throw new Error('No auth provider');
            await authProvider.login(params);
            resetNotifications();
            await queryClient.resetQueries({ queryKey: ['auth'] });
            navigate(redirectTo, { replace: true });
        },
        [authProvider, navigate, queryClient, resetNotifications]
    );
};
