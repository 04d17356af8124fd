import { signInPathFor } from '../lib/safeRedirect';
import { API_URL, type HttpClient } from './httpClient';
import type { LabPermissions, MeResponse } from './types';

export type LocationGetter = () => { pathname: string; search: string; hash: string };

export const browserLocation: LocationGetter = () =>
    typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : window.location;

export const SESSION_EXPIRED_KEY = 'app.auth.session_expired';

/** Rejection value of checkAuth when nobody is signed in: go to sign-in, quietly. */
export const notSignedIn = (location: LocationGetter) => ({
    redirectTo: signInPathFor(location()),
    message: false as const,
});

/**
 * checkError of both providers: a 401 ends the session (toast 'Session expired ! ', then
 * /sign-in?redirect=<where the user was>); anything else, 403 included, is the page's business.
 */
export const checkHttpError = async (error: unknown, hadSession: boolean, location: LocationGetter) => {
    const status = (error as { status?: number } | null)?.status;
    if (status !== 401) return;
    throw {
        redirectTo: signInPathFor(location()),
        message: hadSession ? SESSION_EXPIRED_KEY : (false as const),
        logoutUser: true,
    };
};

/** GET /api/auth/me once per token: permissions, roles and organisations of the signed-in user. */
export const createMeLoader = (httpClient: HttpClient) => {
    let cached: { token: string; promise: Promise<MeResponse> } | undefined;
    return {
        load(token: string): Promise<MeResponse> {
            if (cached?.token !== token) {
                const promise = httpClient<MeResponse>(`${API_URL}/auth/me`).then(response => response.json);
                cached = { token, promise };
                promise.catch(() => {
                    if (cached?.promise === promise) cached = undefined;
                });
            }
            return cached.promise;
        },
        clear() {
            cached = undefined;
        },
    };
};

export const toPermissions = (me: MeResponse): LabPermissions => ({
    permissions: Array.isArray(me.permissions) ? me.permissions : [],
    isAdmin: me.isAdmin === true,
});

export const fullNameOf = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || '';
