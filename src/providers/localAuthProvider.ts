import { canAccessOrDefer } from './canAccess';
import {
    browserLocation,
    checkHttpError,
    createMeLoader,
    fullNameOf,
    type LocationGetter,
    notSignedIn,
    toPermissions,
} from './authSession';
import { API_URL, createHttpClient, type HttpClient } from './httpClient';
import { signInPathFor } from '../lib/safeRedirect';
import type { LabAuthProvider, Organisation, SessionUser } from './types';
import type { SignInInput } from '../../contract/administration';

/** Spec §9: the auth token is kept under this localStorage key. */
export const AUTH_STORAGE_KEY = 'auth-storage';

export interface StoredSession {
    token: string;
    user: SessionUser;
    organizations: Organisation[];
    mustChangePassword?: boolean;
}

type SignInResponse = StoredSession;

export interface LocalAuthOptions {
    storage?: Storage;
    location?: LocationGetter;
    permissionResourceOf?: (resource: string) => string;
    /** For tests; by default a client that sends the stored token. */
    httpClient?: HttpClient;
}

export const readSession = (storage: Storage): StoredSession | null => {
    try {
        const parsed = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Partial<StoredSession> | null;
        return parsed && typeof parsed.token === 'string' && parsed.token !== ''
            ? { organizations: [], ...parsed, token: parsed.token, user: parsed.user as SessionUser }
            : null;
    } catch {
        return null;
    }
};

/** Local accounts: our server's /api/auth/sign-in issues a JWT, kept under `auth-storage`. */
export const createLocalAuthProvider = (options: LocalAuthOptions = {}): LabAuthProvider => {
    const storage = options.storage ?? window.localStorage;
    const location = options.location ?? browserLocation;
    const session = () => readSession(storage);
    const getToken = async () => session()?.token ?? null;
    const httpClient = options.httpClient ?? createHttpClient(getToken);
    const me = createMeLoader(httpClient);

    const getPermissions = async () => {
        const token = session()?.token;
        return token ? toPermissions(await me.load(token)) : null;
    };

    return {
        mode: 'local',
        getToken,
        async login({ email, password }: { email: string; password: string }) {
            const { json } = await httpClient<SignInResponse>(`${API_URL}/auth/sign-in`, {
                method: 'POST',
                body: JSON.stringify({ email, password } satisfies SignInInput),
                errorMapping: 'http',
            });
            me.clear();
            const stored: StoredSession = {
                token: json.token,
                user: json.user,
                organizations: json.organizations ?? [],
                mustChangePassword: json.mustChangePassword,
            };
            storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
        },
        async logout() {
            // The server refuses the token from now on (every process); a token it already refuses, or a
            // server out of reach, still signs out here.
            if (session()) {
                await httpClient(`${API_URL}/auth/sign-out`, { method: 'POST' }).catch(() => undefined);
            }
            storage.removeItem(AUTH_STORAGE_KEY);
            me.clear();
            return signInPathFor(location());
        },
        async checkAuth() {
            if (!session()) throw notSignedIn(location);
        },
        async checkError(error) {
            const hadSession = session() !== null;
            if ((error as { status?: number } | null)?.status === 401) me.clear();
            await checkHttpError(error, hadSession, location);
        },
        async getIdentity() {
            const current = session();
            if (!current) throw notSignedIn(location);
            return {
                id: current.user?.id ?? '',
                fullName: fullNameOf(current.user ?? {}),
                email: current.user?.email,
                organizations: current.organizations,
            };
        },
        getPermissions,
        canAccess: params => canAccessOrDefer(getPermissions, params, options.permissionResourceOf),
        async activateOrganisation() {
            // The local token is issued for one organisation; nothing to switch.
        },
    };
};
