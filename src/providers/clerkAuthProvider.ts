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
import { createHttpClient, type HttpClient } from './httpClient';
import { signInPathFor } from '../lib/safeRedirect';
import type { LabAuthProvider, Organisation } from './types';

/** Spec §6: the access token is requested with the `admin` JWT template. */
export const CLERK_TOKEN_TEMPLATE = 'admin';

/** The part of Clerk's browser client this provider uses (a fake one works in tests). */
export interface ClerkClientLike {
    session?: { getToken(options?: { template?: string }): Promise<string | null> } | null;
    user?: {
        id: string;
        firstName?: string | null;
        lastName?: string | null;
        fullName?: string | null;
        imageUrl?: string;
        primaryEmailAddress?: { emailAddress: string } | null;
        organizationMemberships?: Array<{ organization: { id: string; slug: string | null; name: string } }>;
    } | null;
    organization?: { id: string } | null;
    signOut(): Promise<unknown>;
    setActive?(params: { organization: string }): Promise<unknown>;
}

export interface ClerkAuthOptions {
    publishableKey?: string;
    /** A Clerk client to use instead of the one ClerkProvider loads (tests, embedding). */
    clerk?: ClerkClientLike;
    location?: LocationGetter;
    permissionResourceOf?: (resource: string) => string;
    httpClient?: HttpClient;
}

export interface ClerkAuthProvider extends LabAuthProvider {
    /** Hands over the client once ClerkProvider has loaded it. */
    attachClerk(clerk: ClerkClientLike): void;
}

/** `pk_test_…` / `pk_live_…` + base64 of `<frontend-api-host>$`. */
export const isPublishableKey = (key: unknown): key is string => {
    if (typeof key !== 'string') return false;
    const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(key.trim());
    if (!match) return false;
    try {
        const decoded = atob(match[2].replace(/-/g, '+').replace(/_/g, '/'));
        return decoded.endsWith('$') && decoded.slice(0, -1).includes('.');
    } catch {
        return false;
    }
};

export const assertClerkConfiguration = (publishableKey: unknown, clerk: unknown) => {
    if (clerk || isPublishableKey(publishableKey)) return;
    throw new Error(
        publishableKey
            ? 'Clerk configuration error: VITE_CLERK_PUBLISHABLE_KEY is malformed (expected pk_test_… or pk_live_… as shown in the Clerk dashboard).'
            : 'Clerk configuration error: VITE_CLERK_PUBLISHABLE_KEY is missing. Set it, or unset it to use local accounts.'
    );
};

const organisationsOf = (clerk: ClerkClientLike): Organisation[] =>
    (clerk.user?.organizationMemberships ?? [])
        .map(({ organization }) => ({ id: organization.id, slug: organization.slug ?? '', name: organization.name }))
        .filter(organisation => organisation.slug !== '');

/** Clerk mode: Clerk signs the user in; our server maps the Clerk token onto our permissions. */
export const createClerkAuthProvider = (options: ClerkAuthOptions): ClerkAuthProvider => {
    assertClerkConfiguration(options.publishableKey, options.clerk);
    const location = options.location ?? browserLocation;
    let attach: (clerk: ClerkClientLike) => void = () => undefined;
    const ready: Promise<ClerkClientLike> = options.clerk
        ? Promise.resolve(options.clerk)
        : new Promise(resolve => (attach = resolve));

    const getToken = async () => {
        const clerk = await ready;
        return clerk.session ? clerk.session.getToken({ template: CLERK_TOKEN_TEMPLATE }) : null;
    };
    const httpClient = options.httpClient ?? createHttpClient(getToken);
    const me = createMeLoader(httpClient);
    const getPermissions = async () => {
        const token = await getToken();
        return token ? toPermissions(await me.load(token)) : null;
    };

    return {
        mode: 'clerk',
        attachClerk: clerk => attach(clerk),
        getToken,
        async login() {
            // Clerk's <SignIn> signs the user in; there is nothing to post here.
        },
        async logout() {
            const clerk = await ready;
            me.clear();
            if (clerk.session) await clerk.signOut();
            return signInPathFor(location());
        },
        async checkAuth() {
            const clerk = await ready;
            if (!clerk.session) throw notSignedIn(location);
        },
        async checkError(error) {
            const clerk = await ready;
            if ((error as { status?: number } | null)?.status === 401) me.clear();
            await checkHttpError(error, Boolean(clerk.session), location);
        },
        async getIdentity() {
            const clerk = await ready;
            const user = clerk.user;
            if (!user) throw notSignedIn(location);
            return {
                id: user.id,
                fullName: user.fullName || fullNameOf({ ...user, email: user.primaryEmailAddress?.emailAddress }),
                email: user.primaryEmailAddress?.emailAddress,
                avatar: user.imageUrl,
                organizations: organisationsOf(clerk),
            };
        },
        getPermissions,
        canAccess: params => canAccessOrDefer(getPermissions, params, options.permissionResourceOf),
        async activateOrganisation(organisation) {
            const clerk = await ready;
            if (clerk.organization?.id !== organisation.id && clerk.setActive) {
                await clerk.setActive({ organization: organisation.id });
            }
        },
    };
};
