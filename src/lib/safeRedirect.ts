/**
 * The `redirect` search parameter of /sign-in must stay inside the app: only a path of ours,
 * never another origin (`//evil`, `https://…`) nor the sign-in page itself.
 */
export const safeRedirect = (value: string | null | undefined): string => {
    if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
        return '/';
    }
    if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/sign-in/')) {
        return '/';
    }
    return value;
};

/** The sign-in address that brings the user back to `location` afterwards. */
export const signInPathFor = (location: { pathname: string; search: string; hash?: string }): string => {
    // Already there (a second auth failure while leaving a screen): keep the redirect it carries.
    if (location.pathname === '/sign-in') {
        const redirect = new URLSearchParams(location.search).get('redirect');
        const target = safeRedirect(redirect);
        return target === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(target)}`;
    }
    const current = `${location.pathname}${location.search}${location.hash ?? ''}`;
    const target = safeRedirect(current);
    return target === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(target)}`;
};
