import { useLocation } from 'react-admin';
import { safeRedirect } from '../../lib/safeRedirect';

/** Where the user goes after signing in: the `redirect` search parameter, or home. */
export const useSignInRedirect = () => {
    const { search } = useLocation();
    return safeRedirect(new URLSearchParams(search).get('redirect'));
};
