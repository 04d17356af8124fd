import { vi } from 'vitest';

/** Test helpers for the providers: an in-memory Storage and a scripted fetch. */
export const memoryStorage = (): Storage => {
    const data = new Map<string, string>();
    return {
        get length() {
            return data.size;
        },
        clear: () => data.clear(),
        getItem: key => data.get(key) ?? null,
        key: index => [...data.keys()][index] ?? null,
        removeItem: key => void data.delete(key),
        setItem: (key, value) => void data.set(key, String(value)),
    };
};

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
    });

/** Replaces global fetch; `respond` answers each call. Returns the mock to inspect calls. */
export const stubFetch = (respond: (url: string, init: RequestInit) => Response | Promise<Response>) => {
    const mock = vi.fn((url: string, init: RequestInit = {}) => Promise.resolve(respond(url, init)));
    vi.stubGlobal('fetch', mock);
    return mock;
};

export const authorizationOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

export const location =
    (pathname: string, search = '') =>
    () => ({ pathname, search, hash: '' });
