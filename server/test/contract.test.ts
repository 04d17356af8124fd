/**
 * The SPA and the server agree on the API: every request the SPA's data provider can make (the
 * ra-data-simple-rest calls for every schema-driven resource the server serves, and every custom call of
 * src/providers/*Calls.ts) is a route of the served OpenAPI document (/api/docs/json), by method and path.
 * The calls are driven for real through the SPA's own code with a recording HTTP client, so a new call
 * is checked without being listed here; a call that cannot be driven with plain arguments must be named in
 * CALL_ARGUMENTS, or the test fails.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/common.ts';
import { createOrgWithAdmin, startApp, type Client } from './helpers.ts';

interface Recorded {
  method: string;
  url: string;
}

/** A call whose arguments must have a shape; every other call gets plain strings. */
const CALL_ARGUMENTS: Record<string, unknown[]> = {
  searchPatients: ['asha', 5],
  savePriceListItems: ['x1', [{ kind: 'analyte', id: 'x2', price: 10 }]],
  removePriceListItems: ['x1', [{ kind: 'group', id: 'x2' }]],
};

const DATA_PROVIDER_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
];

/** The SPA's module, loaded at run time (the server's type check does not reach into src/). */
async function spaModule<T>(file: string): Promise<T> {
  const url = pathToFileURL(path.resolve(import.meta.dirname, '../../src', file)).href;
  return (await import(/* @vite-ignore */ url)) as T;
}

/** `/api/visit/{id}/report` → a pattern of the concrete paths it serves. */
const pathPattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

describe('the SPA calls only routes of the OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Client;
  let documented: { method: string; template: string; pattern: RegExp }[];
  const recorded: (Recorded & { call: string })[] = [];
  const undriven: string[] = [];

  beforeAll(async () => {
    ({ app, close } = await startApp(undefined));
    admin = (await createOrgWithAdmin(app, 'contract')).client;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths).flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), template, pattern: pathPattern(template) })),
    );

    const forms = (await admin.get('/api/ui/get-forms-config')).body as { name: string; apiPath: string }[];
    const lookup = (name: string) => forms.find((f) => f.name === name);
    let current = '';
    const record = (url: string, method = 'GET') => {
      recorded.push({ call: current, method: method.toUpperCase(), url: new URL(url, 'http://spa.localhost').pathname });
    };
    const httpClient = async (url: string, options: { method?: string } = {}) => {
      record(url, options.method);
      return { status: 200, headers: new Headers(), body: '{}', json: { id: 'x1', data: [], total: 0 } };
    };
    // calls that download files or use a vendor SDK go through fetch
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      record(input instanceof Request ? input.url : String(input), init?.method ?? (input instanceof Request ? input.method : 'GET'));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      const { createDataProvider } = await spaModule<{ createDataProvider: (options: Record<string, unknown>) => unknown }>(
        'providers/dataProvider.ts',
      );
      const provider = createDataProvider({
        httpClient,
        lookup,
        getToken: async () => 'token',
      }) as unknown as Record<string, (...args: unknown[]) => unknown>;

      for (const form of forms) {
        const params = {
          id: 'x1',
          ids: ['x1'],
          data: { id: 'x1', version: 1 },
          previousData: { id: 'x1', version: 1 },
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
          target: 'parentId',
          meta: {},
        };
        for (const method of DATA_PROVIDER_METHODS) {
          current = `${method}(${form.name})`;
          await Promise.resolve(provider[method](form.name, params)).catch(() => undefined);
        }
      }
      for (const [name, call] of Object.entries(provider)) {
        if (DATA_PROVIDER_METHODS.includes(name) || typeof call !== 'function') continue;
        current = name;
        const before = recorded.length;
        await Promise.resolve()
          .then(() => call(...(CALL_ARGUMENTS[name] ?? ['x1', 'x2', 'x3'])))
          .catch(() => undefined);
        if (recorded.length === before) undriven.push(name);
      }
    } finally {
      globalThis.fetch = realFetch;
    }
  }, 120_000);
  afterAll(() => close?.());

  it('drives every custom call of the data provider', () => {
    expect(undriven).toEqual([]);
    expect(recorded.length).toBeGreaterThan(100);
  });

  it('finds each request in the OpenAPI document, by method and path', () => {
    const unknown = (r: Recorded) => !documented.some((d) => d.method === r.method && d.pattern.test(r.url));
    // the check itself: a path or a method the server does not serve is caught
    expect(unknown({ method: 'GET', url: '/api/visit/x1/no-such-call' })).toBe(true);
    expect(unknown({ method: 'PATCH', url: '/api/visit/x1' })).toBe(true);
    const missing = recorded
      .filter((r) => r.url.startsWith('/api/'))
      .filter(unknown)
      .map((r) => `${r.call}: ${r.method} ${r.url}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('serves the error body of contract/common.ts', async () => {
    const res = await admin.get('/api/visit/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(Object.keys(res.body).every((key) => key in ErrorBody.properties)).toBe(true);
    expect(res.body).toMatchObject({ status: 404, error: expect.any(String) });
  });
});
