import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import { AUTH_STORAGE_KEY, createLocalAuthProvider } from './localAuthProvider';
import { authorizationOf, jsonResponse, location, memoryStorage, stubFetch } from './testSupport';

const organisation = { id: 'o1', slug: 'demo', name: 'Demo Diagnostics' };
const user = { id: 'u1', email: 'admin@demo.lab', firstName: 'Demo', lastName: 'Administrator' };
const me = {
    user,
    organizations: [organisation],
    organization: organisation,
    roles: ['Clerk'],
    permissions: ['unit.list'],
    isAdmin: false,
};

const server = () =>
    stubFetch((url, init) => {
        if (url === '/api/auth/sign-in') {
            const { password } = JSON.parse(String(init.body));
            return password === 'right'
                ? jsonResponse(200, { token: 'tok-1', user, organizations: [organisation], mustChangePassword: false })
                : jsonResponse(401, {
                      status: 401,
                      error: 'Invalid e-mail or password',
                      title: 'Invalid e-mail or password',
                  });
        }
        if (url === '/api/auth/me') {
            return authorizationOf(init) === 'Bearer tok-1'
                ? jsonResponse(200, me)
                : jsonResponse(401, { status: 401, error: 'Expired' });
        }
        if (url === '/api/auth/sign-out') return new Response(null, { status: 204 });
        return jsonResponse(404, {});
    });

const setup = (path = '/masters/unit') => {
    const storage = memoryStorage();
    const provider = createLocalAuthProvider({ storage, location: location(path) });
    return { storage, provider };
};

afterEach(() => vi.unstubAllGlobals());

describe('local auth provider', () => {
    it('signs in and keeps the token under auth-storage', async () => {
        const fetchMock = server();
        const { storage, provider } = setup();
        await provider.login({ email: 'admin@demo.lab', password: 'right' });
        expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
            token: 'tok-1',
            user,
            organizations: [organisation],
        });
        expect(await provider.getToken()).toBe('tok-1');
        expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
            email: 'admin@demo.lab',
            password: 'right',
        });
        await expect(provider.checkAuth({})).resolves.toBeUndefined();
    });

    it('refuses a wrong password with "Invalid credentials" and stores nothing', async () => {
        server();
        const { storage, provider } = setup();
        const failure = await provider.login({ email: 'admin@demo.lab', password: 'wrong' }).catch(error => error);
        expect(failure.status).toBe(401);
        expect(t(failure.message)).toBe('Invalid credentials');
        expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    });

    it('sends signed-out users to sign-in, quietly, with the way back', async () => {
        const { provider } = setup('/masters/unit');
        await expect(provider.checkAuth({})).rejects.toEqual({
            redirectTo: '/sign-in?redirect=%2Fmasters%2Funit',
            message: false,
        });
        expect(await provider.getPermissions()).toBeNull();
    });

    it('turns a 401 during a session into "Session expired ! " and a return address', async () => {
        server();
        const { provider } = setup('/masters/container');
        await provider.login({ email: 'a', password: 'right' });
        const rejection = await provider.checkError({ status: 401 }).catch(error => error);
        expect(rejection).toMatchObject({ redirectTo: '/sign-in?redirect=%2Fmasters%2Fcontainer', logoutUser: true });
        expect(t(rejection.message)).toBe('Session expired ! ');
        await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(provider.checkError({ status: 409 })).resolves.toBeUndefined();
    });

    it('reads permissions from /api/auth/me once per token', async () => {
        const fetchMock = server();
        const { provider } = setup();
        await provider.login({ email: 'a', password: 'right' });
        expect(await provider.getPermissions()).toEqual({ permissions: ['unit.list'], isAdmin: false });
        expect(await provider.canAccess!({ resource: 'unit', action: 'list' })).toBe(true);
        expect(await provider.canAccess!({ resource: 'unit', action: 'delete' })).toBe(false);
        expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(1);
    });

    it('gives the identity with its organisations, and signs out', async () => {
        const fetchMock = server();
        const { storage, provider } = setup();
        await provider.login({ email: 'a', password: 'right' });
        expect(await provider.getIdentity()).toEqual({
            id: 'u1',
            fullName: 'Demo Administrator',
            email: 'admin@demo.lab',
            organizations: [organisation],
        });
        expect(await provider.logout({})).toBe('/sign-in?redirect=%2Fmasters%2Funit');
        expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
        expect(await provider.getToken()).toBeNull();
        const signOut = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-out');
        expect(signOut?.[1]?.method).toBe('POST');
        expect(authorizationOf(signOut?.[1])).toBe('Bearer tok-1');
    });

    it('signs out locally even when the server refuses the sign-out', async () => {
        stubFetch(url =>
            url === '/api/auth/sign-in'
                ? jsonResponse(200, { token: 'tok-1', user, organizations: [organisation], mustChangePassword: false })
                : jsonResponse(401, { status: 401, error: 'Expired' })
        );
        const { storage, provider } = setup();
        await provider.login({ email: 'a', password: 'right' });
        expect(await provider.logout({})).toBe('/sign-in?redirect=%2Fmasters%2Funit');
        expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    });

    it('treats an unreadable stored session as signed out', async () => {
        const { storage, provider } = setup();
        storage.setItem(AUTH_STORAGE_KEY, '{oops');
        await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false });
    });
});
