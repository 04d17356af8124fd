/**
 * Two organisations on one server: B's administrator can neither see, find, change, delete, duplicate,
 * apply nor point at A's employees, roles, templates, nodes or own resources, through any route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';
import { auditCount, idByName } from './administration-helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('administration tenant isolation on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  const a: Record<string, string> = {};
  let bRole: string;
  let bTemplate: string;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'iso-a');
    B = await createOrgWithAdmin(t.app, 'iso-b');
    a.role = (await A.client.post('/api/role', { name: 'A only role', permissions: ['unit.list'] })).body.id;
    a.template = (await A.client.post('/api/pt', { name: 'A only template', permissions: ['unit.list'] })).body.id;
    a.node = (await A.client.post('/api/cluster', [{ code: 'A-ONLY', name: 'A only node', type: 'branch' }])).body.id;
    a.dept = await idByName(A.client, '/api/dept', 'Laboratory');
    a.emp = (
      await A.client.post('/api/emp', {
        firstName: 'Aonly',
        email: 'aonly@iso-a.lab',
        roleIds: [a.role],
        nodeIds: [a.node],
        departmentId: a.dept,
      })
    ).body.id;
    await A.client.post('/api/resource', { resource: 'aonly', label: 'A only', category: 'A only things', actions: ['list'] });
    bRole = (await B.client.post('/api/role', { name: 'B role' })).body.id;
    bTemplate = await idByName(B.client, '/api/pt', 'Technician');
  });
  afterAll(() => t?.close());

  const cases = () => [
    { base: '/api/emp', id: a.emp, label: 'Employee', search: 'Aonly', body: { version: 1, phone: '+1 555 0199' } },
    { base: '/api/role', id: a.role, label: 'Role', search: 'A only role', body: { version: 1, description: 'mine now' } },
    {
      base: '/api/pt',
      id: a.template,
      label: 'Permission template',
      search: 'A only template',
      body: { version: 1, description: 'mine now' },
    },
    { base: '/api/cluster', id: a.node, label: 'Node', search: 'A only node', body: { version: 1, name: 'mine now' } },
    { base: '/api/resource', id: 'aonly', label: 'Resource', search: 'aonly', body: { version: 1, label: 'mine now' } },
    { base: '/api/permission', id: 'aonly.list', label: 'Permission', search: 'aonly', body: { version: 1, description: 'mine now' } },
    { base: '/api/cc', id: 'a-only-things', label: 'Category', search: 'A only things', body: undefined },
  ];

  it("B's lists, searches and id filters hold none of A's records", async () => {
    for (const c of cases()) {
      const list = await B.client.get(`${c.base}${listQuery({ range: [0, 999] })}`);
      expect(list.status, c.base).toBe(200);
      expect(
        list.body.map((x: { id: string }) => x.id),
        c.base,
      ).not.toContain(c.id);
      const search = await B.client.get(`${c.base}${listQuery({ filter: { q: c.search } })}`);
      expect(search.body, c.base).toEqual([]);
      const byId = await B.client.get(`${c.base}${listQuery({ filter: { id: [c.id] } })}`);
      expect(byId.body, c.base).toEqual([]);
      expect(byId.headers['content-range'], c.base).toMatch(/ \*\/0$/);
      // A sees it through the same call
      expect(
        (await A.client.get(`${c.base}${listQuery({ filter: { id: [c.id] } })}`)).body.map((x: { id: string }) => x.id),
        c.base,
      ).toEqual([c.id]);
    }
    const emps = await B.client.get(`/api/emp${listQuery({ range: [0, 999] })}`);
    expect(emps.body.map((e: { email: string }) => e.email)).toEqual([B.email]);
  });

  it("B can neither read, change nor delete A's records by id (404), and nothing changes", async () => {
    const audit = await auditCount(t.app, A.org.id);
    for (const c of cases()) {
      const read = await B.client.get(`${c.base}/${c.id}`);
      expect(read.status, c.base).toBe(404);
      expect(read.body.error, c.base).toBe(`${c.label} not found`);
      if (c.body) expect((await B.client.put(`${c.base}/${c.id}`, c.body)).status, `PUT ${c.base}`).toBe(404);
      if (c.base !== '/api/emp') expect((await B.client.delete(`${c.base}/${c.id}`)).status, `DELETE ${c.base}`).toBe(404);
    }
    expect((await B.client.post(`/api/emp/${a.emp}/reset-password`, {})).status).toBe(404);
    expect((await B.client.post(`/api/role/${a.role}/duplicate`, { newName: 'Stolen' })).status).toBe(404);
    expect((await B.client.post(`/api/pt/${a.template}/duplicate`, { newName: 'Stolen' })).status).toBe(404);
    expect((await B.client.post(`/api/role/${a.role}/apply-template`, { templateId: bTemplate, permissions: 'merge' })).status).toBe(404);
    expect(await auditCount(t.app, A.org.id)).toBe(audit);
    expect((await A.client.get(`/api/role/${a.role}`)).body).toMatchObject({ version: 1, description: null, userCount: 1 });
  });

  it("B cannot point at A's roles, templates, nodes or departments", async () => {
    const applied = await B.client.post(`/api/role/${bRole}/apply-template`, { templateId: a.template, permissions: 'merge' });
    expect(applied.body.details).toEqual([{ field: 'templateId', message: 'The template does not exist' }]);
    const emp = await B.client.post('/api/emp', {
      firstName: 'X',
      email: 'x@iso-b.lab',
      roleIds: [a.role],
      nodeIds: [a.node],
      departmentId: a.dept,
    });
    expect(emp.status).toBe(400);
    expect(emp.body.details.map((d: { field: string }) => d.field)).toEqual(['roleIds', 'departmentId', 'nodeIds']);
    expect((await B.client.post('/api/cluster', [{ code: 'B1', name: 'B', type: 'branch', parentId: a.node }])).status).toBe(400);
    const bulk = await B.client.post('/api/cluster/bulk-create', {
      nodes: [
        { code: 'B2', name: 'B', type: 'branch', parentCode: 'A-ONLY' },
        { code: 'B3', name: 'B', type: 'branch', parentId: a.node },
      ],
    });
    expect(bulk.body.details.map((d: { row: number; field: string }) => `${d.row} ${d.field}`)).toEqual(['1 parentCode', '2 parentId']);
    const moved = await B.client.delete(`/api/role/${bRole}`, { reassignTo: a.role });
    expect(moved.body.details).toEqual([{ field: 'reassignTo', message: 'The role to move the users to does not exist' }]);
    const bAdmin = await idByName(B.client, '/api/role', 'Administrator');
    expect((await B.client.put(`/api/emp/${B.user.id}`, { version: 1, roleIds: [bAdmin, a.role] })).status).toBe(400);
    // the same e-mail in B is B's own employee: the account is shared, A's profile of them is not
    const shared = await B.client.post('/api/emp', { firstName: 'Aonly', email: 'aonly@iso-a.lab' });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ id: a.emp, roleIds: [], nodeIds: [], departmentId: null, existingAccount: true });
    expect((await A.client.get(`/api/emp/${a.emp}`)).body).toMatchObject({ roleIds: [a.role], nodeIds: [a.node], departmentId: a.dept });
  });
});
