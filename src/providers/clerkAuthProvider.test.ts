import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import {
    type ClerkClientLike,
    CLERK_TOKEN_TEMPLATE,
    createClerkAuthProvider,
    isPublishableKey,
} from './clerkAuthProvider';
import { authorizationOf, jsonResponse, location, stubFetch } from './testSupport';

const validKey = `pk_test_${btoa('clerk.labdesk.example.com$')}`;

const fakeClerk = (signedIn = true) => {
    const clerk = {
        session: signedIn ? { getToken: vi.fn(async () => 'clerk-token') } : null,
        user: signedIn
            ? {
                  id: 'user_1',
                  fullName: 'Asha Rao',
                  primaryEmailAddress: { emailAddress: 'asha@demo.lab' },
                  imageUrl: 'https://img.example/asha.png',
                  organizationMemberships: [
                      { organization: { id: 'org_demo', slug: 'demo', name: 'Demo Diagnostics' } },
                      { organization: { id: 'org_x', slug: null, name: 'Personal' } },
                  ],
              }
            : null,
        organization: { id: 'org_other' },
        signOut: vi.fn(async () => undefined),
        setActive: vi.fn(async () => undefined),
    };
    return clerk satisfies ClerkClientLike;
};

afterEach(() => vi.unstubAllGlobals());

describe('Clerk publishable key', () => {
    it('recognises a well-formed key', () => {
        expect(isPublishableKey(validKey)).toBe(true);
        expect(isPublishableKey(`pk_live_${btoa('clerk.example.com$')}`)).toBe(true);
        expect(isPublishableKey('pk_test_nothing')).toBe(false);
        expect(isPublishableKey('sk_test_abc')).toBe(false);
        expect(isPublishableKey(undefined)).toBe(false);
    });

    it('a missing or malformed key is a configuration error unless a client is supplied', () => {
        expect(() => createClerkAuthProvider({})).toThrow(/VITE_CLERK_PUBLISHABLE_KEY is missing/);
        expect(() => createClerkAuthProvider({ publishableKey: 'pk_test_oops' })).toThrow(
            /VITE_CLERK_PUBLISHABLE_KEY is malformed/
        );
        expect(() => createClerkAuthProvider({ publishableKey: validKey })).not.toThrow();
        expect(() => createClerkAuthProvider({ clerk: fakeClerk() })).not.toThrow();
    });
});

describe('Clerk auth provider with a supplied client', () => {
    it('asks Clerk for a token with the admin template', async () => {
        const clerk = fakeClerk();
        const provider = createClerkAuthProvider({ clerk });
        expect(await provider.getToken()).toBe('clerk-token');
        expect(clerk.session?.getToken).toHaveBeenCalledWith({ template: CLERK_TOKEN_TEMPLATE });
        expect(CLERK_TOKEN_TEMPLATE).toBe('admin');
    });

    it('is signed in only with a Clerk session', async () => {
        await expect(createClerkAuthProvider({ clerk: fakeClerk() }).checkAuth({})).resolves.toBeUndefined();
        const signedOut = createClerkAuthProvider({ clerk: fakeClerk(false), location: location('/masters/unit') });
        await expect(signedOut.checkAuth({})).rejects.toEqual({
            redirectTo: '/sign-in?redirect=%2Fmasters%2Funit',
            message: false,
        });
        expect(await signedOut.getToken()).toBeNull();
        expect(await signedOut.getPermissions()).toBeNull();
    });

    it('maps the Clerk user and its organisation memberships', async () => {
        const identity = await createClerkAuthProvider({ clerk: fakeClerk() }).getIdentity();
        expect(identity).toEqual({
            id: 'user_1',
            fullName: 'Asha Rao',
            email: 'asha@demo.lab',
            avatar: 'https://img.example/asha.png',
            organizations: [{ id: 'org_demo', slug: 'demo', name: 'Demo Diagnostics' }],
        });
    });

    it("reads permissions from our server with Clerk's token", async () => {
        const fetchMock = stubFetch((url, init) =>
            url === '/api/auth/me' && authorizationOf(init) === 'Bearer clerk-token'
                ? jsonResponse(200, { permissions: ['unit.list'], isAdmin: false })
                : jsonResponse(401, {})
        );
        const provider = createClerkAuthProvider({ clerk: fakeClerk() });
        expect(await provider.getPermissions()).toEqual({ permissions: ['unit.list'], isAdmin: false });
        expect(await provider.canAccess!({ resource: 'unit', action: 'list' })).toBe(true);
        expect(await provider.canAccess!({ resource: 'unit', action: 'edit' })).toBe(false);
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('ends an expired session with the session-expired toast', async () => {
        const provider = createClerkAuthProvider({
            clerk: fakeClerk(),
            location: location('/masters/unit', '?page=2'),
        });
        const rejection = await provider.checkError({ status: 401 }).catch(error => error);
        expect(rejection.redirectTo).toBe('/sign-in?redirect=%2Fmasters%2Funit%3Fpage%3D2');
        expect(t(rejection.message)).toBe('Session expired ! ');
        await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    });

    it('makes the matched organisation active, and signs out through Clerk', async () => {
        const clerk = fakeClerk();
        const provider = createClerkAuthProvider({ clerk, location: location('/') });
        await provider.activateOrganisation({ id: 'org_demo', slug: 'demo', name: 'Demo Diagnostics' });
        expect(clerk.setActive).toHaveBeenCalledWith({ organization: 'org_demo' });
        expect(await provider.logout({})).toBe('/sign-in');
        expect(clerk.signOut).toHaveBeenCalled();
    });

    it('waits for ClerkProvider to hand over the client when none is supplied', async () => {
        const provider = createClerkAuthProvider({ publishableKey: validKey });
        let settled = false;
        const token = provider.getToken().then(value => ((settled = true), value));
        await Promise.resolve();
        expect(settled).toBe(false);
        provider.attachClerk(fakeClerk());
        expect(await token).toBe('clerk-token');
    });
});
