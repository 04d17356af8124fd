/**
 * The generated permission matrix: for every route of the route table that declares a permission, a
 * member whose role holds every permission but that one gets 403 and nothing changes; a member whose role
 * holds exactly that one gets through (a 400 or 404 for an empty body or an unknown id is fine, 403 is not).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../src/context.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type Client, type TestApp } from './helpers.ts';
import { memberWith, setPermissions, SOME_UUID, type Member } from './administration-helpers.ts';
import { validBody } from './records.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;
type Route = FastifyInstance['routeTable'][number];

const ADMIN_BASES = ['/api/emp', '/api/role', '/api/pt', '/api/cluster', '/api/resource', '/api/permission', '/api/cc'];
const TABLES = [
  'nodes',
  'permission_templates',
  'roles',
  'memberships',
  'user_roles',
  'user_nodes',
  'custom_resources',
  'custom_permissions',
  'permission_categories',
];
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const baseOf = (url: string) => url.replace(/\/:id(\/.*)?$/, '');

/** A valid body for each bespoke administration route, so the only reason left to refuse is the permission. */
function adminBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'POST /api/emp': { firstName: 'New', email: 'new@matrix.lab' },
    'PUT /api/emp/:id': { version: 1, phone: '+1 555 0101' },
    'POST /api/emp/:id/reset-password': {},
    'POST /api/role': { name: 'Matrix new role' },
    'PUT /api/role/:id': { version: 1, description: 'changed' },
    'POST /api/role/:id/duplicate': { newName: 'Matrix copy' },
    'POST /api/role/:id/apply-template': { templateId: ids['/api/pt'], permissions: 'merge' },
    'POST /api/pt': { name: 'Matrix new template' },
    'PUT /api/pt/:id': { version: 1, description: 'changed' },
    'POST /api/pt/:id/duplicate': { newName: 'Matrix template copy' },
    'POST /api/cluster': [{ code: 'MX2', name: 'New node', type: 'branch' }],
    'POST /api/cluster/bulk-create': { nodes: [{ code: 'MX3', name: 'Bulk node', type: 'branch' }] },
    'PUT /api/cluster/:id': { version: 1, name: 'changed' },
    'POST /api/resource': { resource: 'mx2', label: 'New', category: 'Matrix', actions: ['list'] },
    'PUT /api/resource/:id': { version: 1, label: 'changed' },
    'POST /api/permission': { resource: 'mx', action: 'jump' },
    'PUT /api/permission/:id': { version: 1, description: 'changed' },
  };
}

describe.each(databases)('permission matrix on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let subject: Member;
  let every: string[];
  const ids: Record<string, string> = {};
  const bodies: Record<string, unknown> = {};

  /** Record the organisation's data by table (rows and the sum of versions) and its audit trail. */
  async function snapshot() {
    const db = t.app.ctx.db;
    const orgId = A.org.id;
    const out: Record<string, unknown> = {};
    const tables = [...t.app.ctx.registry.all().map((r) => r.def.table), ...TABLES];
    for (const table of tables) {
      const hasVersion = !['user_roles', 'user_nodes', 'permission_categories'].includes(table);
      const version = hasVersion ? sql`coalesce(sum(version), 0)::int` : sql`0`;
      out[table] = (
        await sql`select count(*)::int as n, ${version} as v from ${sql.table(table)} where org_id = ${orgId}`.execute(db)
      ).rows[0];
    }
    out.rolePermissions = (
      await sql`select count(*)::int as n from role_permissions rp join roles r on r.id = rp.role_id
      where r.org_id = ${orgId} and r.id <> ${subject.roleId}`.execute(db)
    ).rows[0];
    out.users = (await sql`select count(*)::int as n, max(updated_at) as at from users`.execute(db)).rows[0];
    out.audit = (await sql`select count(*)::int as n from audit_log where org_id = ${orgId}`.execute(db)).rows[0];
    return out;
  }

  const firstId = async (c: Client, base: string) =>
    (await c.get(`${base}${listQuery({ range: [0, 0] })}`)).body[0]?.id as string | undefined;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'matrix');
    subject = await memberWith(t.app, A.org, 'subject@matrix.lab', []);
    every = t.app.ctx.permissions.list().flatMap((r) => r.actions.map((a) => `${r.resource}.${a}`));
    const c = A.client;
    ids['/api/emp'] = (await c.post('/api/emp', { firstName: 'Target', email: 'target@matrix.lab' })).body.id;
    ids['/api/role'] = (await c.post('/api/role', { name: 'Matrix role' })).body.id;
    ids['/api/pt'] = (await c.post('/api/pt', { name: 'Matrix template', permissions: ['unit.list'] })).body.id;
    ids['/api/cluster'] = (await c.post('/api/cluster', [{ code: 'MX', name: 'Matrix node', type: 'branch' }])).body.id;
    ids['/api/resource'] = (
      await c.post('/api/resource', { resource: 'mx', label: 'Matrix', category: 'Matrix things', actions: ['list', 'go'] })
    ).body.id;
    ids['/api/permission'] = (await c.post('/api/permission', { resource: 'mx', action: 'stop' })).body.id;
    ids['/api/cc'] = 'matrix-things';
    Object.assign(bodies, adminBodies(ids));
    for (const r of t.app.ctx.registry.all()) {
      const base = `/api${r.def.apiPath}`;
      ids[base] = (await firstId(c, base)) ?? SOME_UUID;
      const body = await validBody(c, t.app.ctx.registry, r);
      bodies[`POST ${base}`] = body;
      bodies[`PUT ${base}/:id`] = { version: 1, ...body };
    }
  });
  afterAll(() => t?.close());

  const statics = (): (Route & { permission: Permission })[] =>
    t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && typeof r.access.permission === 'object')
      .map((r) => ({ ...r, permission: r.access.permission as Permission }));
  const fill = (url: string, id: string) => url.replace(':id', encodeURIComponent(id));
  const name = (p: Permission) => `${p.resource}.${p.action}`;

  it('covers every administration route, each guarded by a registered permission', () => {
    const guarded = new Set(statics().map(key));
    const admin = t.app.routeTable.filter((r) => ADMIN_BASES.some((b) => r.url === b || r.url.startsWith(`${b}/`)));
    expect(admin.length).toBeGreaterThanOrEqual(30);
    for (const r of admin) expect(guarded.has(key(r)), key(r)).toBe(true);
    for (const r of statics()) expect(t.app.ctx.permissions.has(r.permission.resource, r.permission.action), key(r)).toBe(true);
    for (const k of Object.keys(adminBodies(ids))) expect(guarded.has(k), k).toBe(true);
  });

  it('refuses every route to a role that holds every permission but its own (403), and nothing changes', async () => {
    const before = await snapshot();
    for (const r of statics()) {
      await setPermissions(
        t.app,
        subject.roleId,
        every.filter((p) => p !== name(r.permission)),
      );
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : (bodies[key(r)] ?? {});
      const res = await subject.client.request(r.method as 'GET', fill(r.url, ids[baseOf(r.url)] ?? SOME_UUID), body);
      expect(res.status, `${key(r)} without ${name(r.permission)}`).toBe(403);
      expect(res.body.error).toBe(`You do not have permission to ${r.permission.action} ${r.permission.resource}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets a role holding exactly the route's permission through", async () => {
    for (const r of statics()) {
      await setPermissions(t.app, subject.roleId, [name(r.permission)]);
      const read = r.method === 'GET';
      const res = await subject.client.request(
        r.method as 'GET',
        fill(r.url, read ? (ids[baseOf(r.url)] ?? SOME_UUID) : SOME_UUID),
        read ? undefined : r.method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${key(r)} with ${name(r.permission)}: ${JSON.stringify(res.body)}`).not.toBe(403);
      expect(res.status, key(r)).toBeLessThan(500);
      if (read && !r.url.includes(':id')) expect(res.status, key(r)).toBe(200);
    }
  });

  it('decides the resolved routes by the table they name', async () => {
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/ui/get-forms-config?data=dept', undefined, 'dept.list'],
      ['GET', '/api/master/get-data?data=dept', undefined, 'dept.list'],
      ['POST', '/api/master/create-update', { data: { tableName: 'dept' } }, 'dept.create'],
      ['POST', '/api/master/create-update', { data: { tableName: 'dept', id: ids['/api/dept'], version: 1 } }, 'dept.edit'],
    ];
    const before = await snapshot();
    for (const [method, path, body, permission] of cases) {
      await setPermissions(
        t.app,
        subject.roleId,
        every.filter((p) => p !== permission),
      );
      expect((await subject.client.request(method as 'GET', path, body)).status, `${path} without ${permission}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    for (const [method, path, body, permission] of cases) {
      await setPermissions(t.app, subject.roleId, [permission]);
      const res = await subject.client.request(
        method as 'GET',
        path,
        method === 'POST' ? { data: { ...(body as { data: object }).data, name: '' } } : body,
      );
      expect(res.status, `${path} with ${permission}`).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    }
  });
});
