/**
 * The route walk: every /api route declares who may call it, the server enforces it, and the
 * edges of the API (health, docs, errors, the SPA's deep links) answer what a caller expects.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Permission } from '../src/context.ts';
import type { Database } from '../src/db/database.ts';
import { insertRole } from '../src/repositories/auth-repository.ts';
import { client, createOrgWithAdmin, databases, preparedDatabase, listQuery, PASSWORD, testConfig, type Client } from './helpers.ts';
import { apiBase, staticRegistry, validBody } from './records.ts';

const registry = staticRegistry();
const INDEX_HTML = '<!doctype html><html><body><div id="root">LabDesk SPA</div></body></html>';
const SOME_UUID = '00000000-0000-4000-8000-000000000000';
/** The public report link (routes/report.ts): a 43-character hash, never a visit id. */
const PUBLIC_REPORT = ['GET /api/visit/:hash(^[A-Za-z0-9_-]{43}$)', 'GET /api/visit/:hash(^[A-Za-z0-9_-]{43}$)/report'];
/** Images of documents (routes/template.ts): an <img> carries no token, the 43-character key is the capability. */
const PUBLIC_IMAGE = 'GET /api/template/images/:key';
const PUBLIC_ROUTES = [
  'GET /api/auth/config',
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/auth/sign-in',
  PUBLIC_IMAGE,
  ...PUBLIC_REPORT,
].sort();
/** Routes whose permission depends on the request; each is exercised by name below. */
const RESOLVED_ROUTES = [
  'GET /api/ui/get-forms-config',
  'GET /api/master/get-data',
  'POST /api/master/create-update',
  // documents or templates: the kind decides (server/test/template.test.ts exercises each)
  'GET /api/template',
  'POST /api/template',
  'GET /api/template/:id',
  'PUT /api/template/:id',
  'DELETE /api/template/:id',
  'POST /api/template/images',
];

const fill = (url: string, id = SOME_UUID) => url.replace(/:\w+/g, id);

describe.each(databases)('routes on $name', ({ url }) => {
  let database: Database;
  let app: FastifyInstance;
  let orgId: string;
  let admin: Client;
  let adminToken: string;
  let nobody: Client;
  let unitReader: Client;

  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'labdesk-spa-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
    database = await preparedDatabase(url);
    app = await buildApp({ config: testConfig({ STATIC_DIR: staticDir }), database, logger: false });
    // A handler that fails the way a bug would, to see what a caller gets from a 500.
    app.get('/api/test-only/boom', { config: { authenticated: true } }, async () => {
      throw new Error('connection to db-secret.internal:5432 failed at handler (boom.ts:12)');
    });
    await app.ready();

    const a = await createOrgWithAdmin(app, 'walk');
    orgId = a.org.id;
    admin = a.client;
    adminToken = a.token;
    const member = async (email: string, role: string, permissions: string[]) => {
      await insertRole(app.ctx.db, orgId, { name: role, description: '', isAdmin: false, permissions });
      const user = await app.ctx.organizations.addMember(orgId, { email, firstName: 'No', lastName: 'Body', password: PASSWORD }, [role]);
      return client(app, await app.ctx.tokens.sign({ userId: user.id, orgId }), 'walk.localhost');
    };
    nobody = await member('nobody@walk.lab', 'Nobody', []);
    unitReader = await member('units@walk.lab', 'Unit reader', ['unit.list']);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const apiRoutes = () => app.routeTable.filter((r) => r.url.startsWith('/api'));
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('has a route table of every /api route', () => {
    const keys = apiRoutes().map(key);
    for (const r of registry.all()) {
      const base = apiBase(r.def);
      for (const k of [`GET ${base}`, `POST ${base}`, `GET ${base}/:id`, `PUT ${base}/:id`, `DELETE ${base}/:id`])
        expect(keys).toContain(k);
    }
    expect(keys).toEqual(expect.arrayContaining([...PUBLIC_ROUTES, ...RESOLVED_ROUTES, 'GET /api/auth/me', 'GET /api/generic/dropdown']));
  });

  it('fails for a route that declares neither public, authenticated nor permission', () => {
    const undeclared = apiRoutes()
      .filter((r) => !r.access.public && !r.access.authenticated && r.access.permission === undefined)
      .map(key);
    expect(undeclared).toEqual([]);
  });

  it('has exactly sign-in, config, health (and readiness), the public report and the docs as public routes', () => {
    const pub = apiRoutes()
      .filter((r) => r.access.public)
      .map(key);
    expect(pub.filter((k) => !k.includes(' /api/docs')).sort()).toEqual(PUBLIC_ROUTES);
    expect(pub.some((k) => k.startsWith('GET /api/docs'))).toBe(true);
  });

  it('registers the resource and action of every static permission', () => {
    const statics = apiRoutes().filter((r) => typeof r.access.permission === 'object');
    expect(statics.length).toBeGreaterThanOrEqual(registry.all().length * 5);
    for (const r of statics) {
      const p = r.access.permission as Permission;
      expect(app.ctx.permissions.has(p.resource, p.action), `${key(r)} needs ${p.resource}.${p.action}`).toBe(true);
    }
    const resolved = apiRoutes()
      .filter((r) => typeof r.access.permission === 'function')
      .map(key);
    expect(resolved.sort()).toEqual([...RESOLVED_ROUTES].sort());
  });

  it('answers 401 without a token on every route that is not public', async () => {
    for (const r of apiRoutes().filter((x) => !x.access.public)) {
      const res = await app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        headers: { host: 'walk.localhost' },
        ...(r.method === 'POST' || r.method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, key(r)).toBe(401);
      if (r.method === 'GET') {
        const head = await app.inject({ method: 'HEAD', url: fill(r.url), headers: { host: 'walk.localhost' } });
        expect(head.statusCode, `HEAD ${r.url}`).toBe(401);
      }
    }
  });

  /** Every row of every resource table of the organisation, and its audit trail: what "nothing changed" means. */
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const r of registry.all()) {
      tables[r.def.name] = (
        await sql`select * from ${sql.table(r.def.table)} where org_id = ${orgId} order by id`.execute(app.ctx.db)
      ).rows;
    }
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return { tables, audit: audit.n };
  };

  it('refuses every permission-guarded route to a role without permissions (403) and changes nothing', async () => {
    const ids: Record<string, string> = {};
    const bodies: Record<string, Record<string, unknown>> = {};
    for (const r of registry.all()) {
      ids[apiBase(r.def)] = (await admin.get(`${apiBase(r.def)}${listQuery({ range: [0, 0] })}`)).body[0]?.id ?? SOME_UUID;
      bodies[apiBase(r.def)] = await validBody(admin, registry, r);
    }
    const before = await snapshot();
    const statics = apiRoutes().filter((r) => typeof r.access.permission === 'object');
    for (const r of statics) {
      const base = r.url.replace(/\/:id$/, '');
      const id = ids[base] ?? SOME_UUID;
      const body = r.method === 'POST' ? (bodies[base] ?? {}) : r.method === 'PUT' ? { version: 1, ...(bodies[base] ?? {}) } : undefined;
      const res = await nobody.request(r.method as 'GET', fill(r.url, id), body);
      expect(res.status, key(r)).toBe(403);
      expect(res.body).toMatchObject({ status: 403, error: expect.stringMatching(/^You do not have permission to /) });
    }
    for (const [method, path, body] of [
      ['GET', '/api/master/get-data?data=unit', undefined],
      ['GET', '/api/ui/get-forms-config?data=unit', undefined],
      ['POST', '/api/master/create-update', { data: { tableName: 'unit', name: 'nobody-unit' } }],
      ['POST', '/api/master/create-update', { data: { tableName: 'unit', id: ids['/api/masters/unit'], version: 1, name: 'nobody-unit' } }],
    ] as const) {
      expect((await nobody.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a role without permissions see itself, the option lists and no forms', async () => {
    const me = await nobody.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ isAdmin: false, roles: ['Nobody'], permissions: [] });
    const forms = await nobody.get('/api/ui/get-forms-config');
    expect(forms.status).toBe(200);
    expect(forms.body).toEqual([]);
    expect((await nobody.get('/api/generic/dropdown?tableName=gender')).status).toBe(200);
  });

  it('lets a role holding exactly unit.list list units and nothing more', async () => {
    const list = await unitReader.get('/api/masters/unit');
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^unit 0-\d+\/\d+$/);
    const id = list.body[0].id;
    expect((await unitReader.get('/api/master/get-data?data=unit')).status).toBe(200);
    expect((await unitReader.post('/api/masters/unit', { name: 'reader-unit' })).status).toBe(403);
    expect((await unitReader.get(`/api/masters/unit/${id}`)).status).toBe(403);
    expect((await unitReader.put(`/api/masters/unit/${id}`, { version: 1, name: 'renamed' })).status).toBe(403);
    expect((await unitReader.delete(`/api/masters/unit/${id}`)).status).toBe(403);
    expect((await unitReader.get('/api/masters/gender')).status).toBe(403);
    expect((await admin.get(`/api/masters/unit/${id}`)).body).toEqual(list.body[0]);
    const forms = await unitReader.get('/api/ui/get-forms-config');
    expect(forms.body.map((f: { name: string }) => f.name)).toEqual(['unit']);
  });

  it('answers /api/health without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document listing every resource path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty(['/api/masters/unit']);
    expect(doc.paths['/api/masters/unit']).toHaveProperty('get');
    expect(doc.paths['/api/masters/unit']).toHaveProperty('post');
    expect(doc.paths).toHaveProperty(['/api/masters/unit/{id}']);
    for (const r of registry.all()) expect(doc.paths, r.def.name).toHaveProperty([apiBase(r.def)]);
    expect(doc.paths).toHaveProperty(['/api/auth/sign-in']);
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  describe('errors', () => {
    const onlyErrorKeys = (body: Record<string, unknown>) =>
      expect(Object.keys(body).sort()).toEqual(['details', 'error', 'status', 'title']);

    it('answers an unknown /api route with the JSON error shape', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await admin.request(method, '/api/nope');
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ status: 404, error: `No such API route: ${method} /api/nope`, title: 'Not found', details: [] });
      }
    });

    it('answers a failing handler with a generic 500 and no internals', async () => {
      const res = await admin.get('/api/test-only/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 500, error: 'Internal Server Error', title: 'Internal Server Error', details: [] });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|boom\.ts|\bat\b/);
    });

    it('answers malformed requests with the error shape and no stack trace', async () => {
      const badJson = await app.inject({
        method: 'POST',
        url: '/api/masters/unit',
        payload: '{"name": ',
        headers: { host: 'walk.localhost', 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      });
      expect(badJson.statusCode).toBe(400);
      onlyErrorKeys(badJson.json());
      expect(badJson.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
      const signedBadJson = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(signedBadJson.statusCode).toBe(400);
      onlyErrorKeys(signedBadJson.json());
      expect(signedBadJson.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);

      const wrongType = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongType.statusCode).toBe(415);
      onlyErrorKeys(wrongType.json());

      const invalid = await admin.post('/api/masters/unit', { name: 5 });
      expect(invalid.status).toBe(400);
      onlyErrorKeys(invalid.body);
      expect(JSON.stringify(invalid.body)).not.toMatch(/node_modules|\.ts:\d+/);
    });
  });

  describe('the single-page app', () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'walk.localhost' } });

    it('answers index.html for the SPA routes with 200', async () => {
      for (const url of [
        '/',
        '/masters/unit',
        '/masters/unit/create',
        `/masters/unit/${SOME_UUID}/show`,
        '/sign-in',
        '/patient/123',
        '/masters/unit?x=1',
      ]) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toBe(INDEX_HTML);
      }
    });

    it('answers index.html with 404 for a page the SPA does not have', async () => {
      for (const url of ['/no/such/page', '/masters/nope', '/masters/unit/1/2/3']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(INDEX_HTML);
      }
    });

    it('keeps /api answers JSON and serves built assets', async () => {
      const api = await page('/api/nope');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ status: 404, title: 'Not found' });
      const asset = await page('/assets/app-1234.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'POST', url: '/masters/unit' })).statusCode).toBe(404);
    });
  });
});
