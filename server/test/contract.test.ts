/**
 * The SPA and the server agree on the API: every request the SPA's data provider can make (the
 * ra-data-simple-rest calls for every schema-driven resource the server serves, and every custom call of
 * src/providers/*Calls.ts) is a route of the served OpenAPI document (/api/docs/json), by method and path.
 * The calls are driven for real through the SPA's own code with a recording HTTP client, so a new call
 * is checked without being listed here; a call that cannot be driven with plain arguments must be named in
 * CALL_ARGUMENTS, or the test fails.
 *
 * The second part drives a visit from registration to verified results and the administration for real, and
 * validates each answer against the response schema the document declares for it, closed (a property the schema
 * does not declare is an error: the serialiser would drop it). Every test app also validates each answer before it
 * is serialised (`checkResponses`, server/src/plugins/response-check.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/common.ts';
import { closedSchema } from '../src/plugins/response-check.ts';
import { createAjv } from '../src/schema/ajv.ts';
import { createOrgWithAdmin, PASSWORD, startApp, type Client } from './helpers.ts';
import { enterByCode, labVisit } from './result-fixtures.ts';
import { collectAndSubmitAll, createLabOrg, receiveAll } from './visit-fixtures.ts';

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

type Json = Record<string, unknown>;
type OpenApi = {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
};

/** The routes whose answers the contract declares (visits, samples, results, reports, patients, administration). */
const CORE =
  /^\/api\/(visit|sample-management|patient\/(search-patient|submit-patient-visit)|settings\/report|role|pt|emp|cluster|resource|permission|cc|auth\/change-password)(\/|$)/;
/** Answers that are files, not JSON. */
const FILES = /\/report$/;

/** The JSON schema the OpenAPI document declares for an answer of a route. */
function declared(doc: OpenApi, method: string, template: string, status: number): unknown {
  return doc.paths[template]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.['application/json']?.schema;
}

describe('the answers of the custom calls are the shapes the contract declares', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let doc: OpenApi;
  let c: Client;
  const ajv = createAjv();

  /** Validates a real answer against the document's schema, closed: an undeclared property is an error. */
  const problems = (method: string, template: string, res: { status: number; body: unknown }) => {
    const schema = declared(doc, method, template, res.status);
    if (!schema) return [`${method} ${template} ${res.status}: no response schema in the document`];
    const validate = ajv.compile(closedSchema(schema) as object);
    return validate(res.body) ? [] : (validate.errors ?? []).map((e) => `${method} ${template}: ${e.instancePath} ${e.message}`);
  };

  beforeAll(async () => {
    ({ app, close } = await startApp(undefined));
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    c = (await createLabOrg(app, 'answers')).client;
  }, 120_000);
  afterAll(() => close?.());

  it('declares a JSON answer for every route of visits, samples, results, reports, patients and administration', () => {
    const undeclared = Object.entries(doc.paths)
      .filter(([template]) => CORE.test(template) && !FILES.test(template))
      .flatMap(([template, operations]) =>
        Object.entries(operations)
          .filter(
            ([, op]) =>
              !Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && r.content?.['application/json']?.schema),
          )
          .map(([method]) => `${method.toUpperCase()} ${template}`),
      );
    expect(undeclared).toEqual([]);
  });

  it('answers a visit’s day, from registration to verified results, in the declared shapes', async () => {
    const found: string[] = [];
    const check = (method: string, template: string, res: { status: number; body: unknown }) => {
      expect(res.status, `${method} ${template}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      found.push(...problems(method, template, res));
      return res.body as Json & Json[];
    };
    const visit = await labVisit(c, { productCodes: ['HB', 'K'], inLab: false });
    const id = visit.id as string;
    check('GET', '/api/visit/{id}', await c.get(`/api/visit/${id}`));
    check('GET', '/api/visit', await c.get('/api/visit'));
    check('GET', '/api/visit/products', await c.get('/api/visit/products?q=li'));
    check('GET', '/api/patient/search-patient', await c.get('/api/patient/search-patient?query=ravi'));
    check('GET', '/api/sample-management/pending-sample-collection', await c.get('/api/sample-management/pending-sample-collection'));
    check('GET', '/api/sample-management/visit/{id}', await c.get(`/api/sample-management/visit/${id}`));
    await collectAndSubmitAll(c, id);
    await receiveAll(c, id);
    check('GET', '/api/sample-management/in-progress-samples', await c.get('/api/sample-management/in-progress-samples'));
    check('GET', '/api/visit/worklist', await c.get('/api/visit/worklist'));
    check('GET', '/api/visit/get-products/{id}', await c.get(`/api/visit/get-products/${id}`));
    check('PUT', '/api/visit/submit-test-results', await enterByCode(c, id, { HB: '4.1', K: '4.2' }));
    check('GET', '/api/visit/critical-results', await c.get('/api/visit/critical-results'));
    const verified = check('PUT', '/api/visit/{id}/verify', await c.put(`/api/visit/${id}/verify`, {}));
    check('GET', '/api/visit/{id}/history', await c.get(`/api/visit/${id}/history`));
    check('GET', '/api/settings/report', await c.get('/api/settings/report'));
    check('PUT', '/api/settings/report', await c.put('/api/settings/report', { holdWhileDue: false }));
    expect(verified.status).toBe('verified');
    const template = Object.keys(doc.paths).find((t) => t.startsWith('/api/visit/{hash') && !t.endsWith('/report'))!;
    check('GET', template, await c.get(`/api/visit/${verified.publicHash as string}`));
    expect(found).toEqual([]);
  });

  it('answers the administration in the declared shapes', async () => {
    const found: string[] = [];
    const check = (method: string, template: string, res: { status: number; body: unknown }) => {
      expect(res.status, `${method} ${template}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      found.push(...problems(method, template, res));
      return res.body as Json & Json[];
    };
    for (const kind of ['role', 'pt', 'emp', 'cluster', 'resource', 'permission', 'cc']) {
      const rows = check('GET', `/api/${kind}`, await c.get(`/api/${kind}`));
      check('GET', `/api/${kind}/{id}`, await c.get(`/api/${kind}/${encodeURIComponent(rows[0].id as string)}`));
    }
    const role = check(
      'POST',
      '/api/role/{id}/duplicate',
      await c.post(`/api/role/${(await c.get('/api/role')).body[0].id}/duplicate`, { newName: 'Copy' }),
    );
    const template = (await c.get('/api/pt')).body[0];
    check(
      'POST',
      '/api/role/{id}/apply-template',
      await c.post(`/api/role/${role.id}/apply-template`, { templateId: template.id, permissions: 'merge', dryRun: true }),
    );
    const node = check(
      'POST',
      '/api/cluster',
      await c.post('/api/cluster', [{ code: 'CCX', name: 'Centre X', type: 'collection-centre', parentId: null }]),
    );
    check('PUT', '/api/cluster/{id}', await c.put(`/api/cluster/${node.id}`, { name: 'Centre Y', version: node.version }));
    check(
      'POST',
      '/api/cluster/bulk-create',
      await c.post('/api/cluster/bulk-create', { csv: 'code,name,type\nCCZ,Centre Z,collection-centre' }),
    );
    const emp = check(
      'POST',
      '/api/emp',
      await c.post('/api/emp', { firstName: 'Lab', lastName: 'Tech', email: 'tech@answers.lab', roleIds: [role.id] }),
    );
    check('POST', '/api/emp/{id}/reset-password', await c.post(`/api/emp/${emp.id}/reset-password`, {}));
    const spare = check('POST', '/api/role/{id}/duplicate', await c.post(`/api/role/${role.id}/duplicate`, { newName: 'Spare' }));
    check('DELETE', '/api/role/{id}', await c.delete(`/api/role/${spare.id}`));
    check(
      'POST',
      '/api/auth/change-password',
      await c.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}!2` }),
    );
    expect(found).toEqual([]);
  });

  it('fails an answer that carries a property its schema does not declare, or a null it does not allow', async () => {
    const id = (await c.get('/api/visit')).body[0].id as string;
    const res = await c.get(`/api/visit/${id}`);
    expect(problems('GET', '/api/visit/{id}', res)).toEqual([]);
    const extra = { ...res, body: { ...res.body, internalNote: 'x' } };
    expect(problems('GET', '/api/visit/{id}', extra).join()).toContain('must NOT have additional properties');
    const nested = { ...res, body: { ...res.body, patient: { ...res.body.patient, nationalId: 'x' } } };
    expect(problems('GET', '/api/visit/{id}', nested).length).toBeGreaterThan(0);
    const nulled = { ...res, body: { ...res.body, code: null } };
    expect(problems('GET', '/api/visit/{id}', nulled).length).toBeGreaterThan(0);
  });
});
