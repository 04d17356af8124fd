/**
 * What can be granted: the resources and actions code registers (built in, grouped by category), and the
 * resources, actions and categories an organisation adds for its own use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';
import { auditOf } from './administration-helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('permission catalogue on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'cat-a');
    B = await createOrgWithAdmin(t.app, 'cat-b');
  });
  afterAll(() => t?.close());

  it('lists every registered resource with label, category and actions, in the list dialect', async () => {
    const res = await A.client.get(`/api/resource${listQuery({ range: [0, 999] })}`);
    expect(res.status).toBe(200);
    const registered = t.app.ctx.permissions.list();
    expect(res.headers['content-range']).toBe(`resource 0-${registered.length - 1}/${registered.length}`);
    for (const r of registered) {
      expect(
        res.body.find((x: { id: string }) => x.id === r.resource),
        r.resource,
      ).toMatchObject({
        resource: r.resource,
        label: r.label,
        category: r.category,
        actions: r.actions,
        builtIn: true,
      });
    }
    const byId = (id: string) => res.body.find((x: { id: string }) => x.id === id);
    expect(byId('visit').actions).toEqual(expect.arrayContaining(['give-discount', 'refund']));
    expect(byId('result').actions).toEqual(expect.arrayContaining(['verify-results', 'amend-results']));
    expect(byId('sample').actions).toEqual(expect.arrayContaining(['list', 'collect', 'submit']));
    expect(byId('emp')).toMatchObject({ category: 'Administration', actions: expect.arrayContaining(['reset-password']) });
    expect(byId('dept')).toMatchObject({ label: 'Departments', category: 'Administration' });
  });

  it('filters, searches, sorts and pages resources and permissions', async () => {
    const lab = await A.client.get(`/api/resource${listQuery({ filter: { category: 'Laboratory' }, sort: ['resource', 'ASC'] })}`);
    expect(lab.body.map((r: { id: string }) => r.id)).toEqual(['courier', 'report', 'result', 'sample', 'shipment']);
    const some = await A.client.get(`/api/resource${listQuery({ filter: { id: ['visit', 'cluster'] }, sort: ['label', 'DESC'] })}`);
    expect(some.body.map((r: { id: string }) => r.id)).toEqual(['visit', 'cluster']);
    const page = await A.client.get(`/api/permission${listQuery({ filter: { resource: 'result' }, range: [1, 2], sort: ['id', 'ASC'] })}`);
    expect(page.headers['content-range']).toBe('permission 1-2/6');
    expect(page.body.map((p: { id: string }) => p.id)).toEqual(['result.enter', 'result.list']);
    const search = await A.client.get(`/api/permission${listQuery({ filter: { q: 'verify' } })}`);
    expect(search.body.map((p: { id: string }) => p.id)).toEqual(['result.verify-own-results', 'result.verify-results']);
    expect((await A.client.get(`/api/permission${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
    expect((await A.client.get(`/api/resource/visit`)).body).toMatchObject({ id: 'visit', label: 'Visits' });
    expect((await A.client.get(`/api/permission/visit.refund`)).body).toMatchObject({
      resource: 'visit',
      action: 'refund',
      builtIn: true,
      category: 'Front desk',
    });
    expect((await A.client.get(`/api/resource/nope`)).status).toBe(404);
  });

  it('lists the categories, built in ones with their resource counts', async () => {
    const res = await A.client.get('/api/cc');
    expect(res.status).toBe(200);
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Accounts', 'Administration', 'Catalogue', 'Front desk', 'Laboratory', 'Masters']));
    expect(res.body.find((c: { id: string }) => c.id === 'laboratory')).toEqual({
      id: 'laboratory',
      name: 'Laboratory',
      builtIn: true,
      resourceCount: 5,
    });
    const big = await A.client.get(`/api/cc${listQuery({ filter: { resourceCount_gte: 6 }, sort: ['resourceCount', 'DESC'] })}`);
    const counts = big.body.map((c: { resourceCount: number }) => c.resourceCount);
    expect(counts.every((n: number) => n >= 6)).toBe(true);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(big.body.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['administration', 'masters']));
  });

  it('refuses to change or delete what LabDesk defines (409 with a sentence)', async () => {
    const put = await A.client.put('/api/resource/patient', { version: 1, label: 'People' });
    expect(put.status).toBe(409);
    expect(put.body.error).toMatch(/^Resource '.+' is defined by LabDesk; it cannot be changed$/);
    expect((await A.client.delete('/api/resource/patient')).body.error).toMatch(/is defined by LabDesk; it cannot be deleted$/);
    expect((await A.client.delete('/api/permission/patient.list')).body.error).toBe(
      "Permission 'patient.list' is defined by LabDesk; it cannot be deleted",
    );
    expect((await A.client.put('/api/permission/patient.list', { version: 1, description: 'x' })).status).toBe(409);
    const cc = await A.client.delete('/api/cc/masters');
    expect(cc.status).toBe(409);
    expect(cc.body.error).toBe("Category 'Masters' is defined by LabDesk; it cannot be deleted");
    expect((await A.client.delete('/api/cc/nope')).status).toBe(404);
  });

  describe("an organisation's own resources, actions and categories", () => {
    it('adds a resource in a new category, grantable to roles and templates', async () => {
      const res = await A.client.post('/api/resource', {
        resource: 'qc',
        label: 'Quality control',
        category: 'Quality',
        actions: ['list', 'sign-off'],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({
        id: 'qc',
        resource: 'qc',
        label: 'Quality control',
        category: 'Quality',
        categoryId: 'quality',
        actions: ['list', 'sign-off'],
        builtIn: false,
        version: 1,
      });
      expect((await A.client.get('/api/cc/quality')).body).toEqual({ id: 'quality', name: 'Quality', builtIn: false, resourceCount: 1 });
      expect((await A.client.get('/api/permission/qc.sign-off')).body).toMatchObject({
        builtIn: false,
        category: 'Quality',
        resourceLabel: 'Quality control',
      });
      expect((await A.client.post('/api/role', { name: 'QC officer', permissions: ['qc.sign-off'] })).status).toBe(201);
      expect((await A.client.post('/api/pt', { name: 'QC', permissions: ['qc.list', 'qc.sign-off'] })).status).toBe(201);
      // another organisation knows nothing of it
      expect((await B.client.get('/api/resource/qc')).status).toBe(404);
      expect((await B.client.post('/api/role', { name: 'QC officer', permissions: ['qc.sign-off'] })).status).toBe(400);
      expect((await auditOf(t.app, A.org.id, 'resource', 'qc')).map((a) => a.action)).toEqual(['create']);
    });

    it('refuses a taken key, bad keys and missing fields', async () => {
      expect((await A.client.post('/api/resource', { resource: 'patient', label: 'P', category: 'X', actions: ['list'] })).body.error).toBe(
        "Resource 'patient' already exists",
      );
      expect((await A.client.post('/api/resource', { resource: 'QC', label: 'P', category: 'X', actions: ['list'] })).status).toBe(400);
      const bad = await A.client.post('/api/resource', { resource: 'lab-x', label: '', category: 'X', actions: [] });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['actions', 'label']);
    });

    it('adds an action to a built-in resource, describes and deletes it', async () => {
      const res = await A.client.post('/api/permission', {
        resource: 'patient',
        action: 'print-label',
        description: 'Print barcode labels',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id: 'patient.print-label', builtIn: false, description: 'Print barcode labels', version: 1 });
      expect((await A.client.get('/api/resource/patient')).body.actions).toContain('print-label');
      expect((await A.client.post('/api/permission', { resource: 'patient', action: 'print-label' })).body.error).toBe(
        "Permission 'patient.print-label' already exists",
      );
      expect((await A.client.post('/api/permission', { resource: 'patient', action: 'list' })).status).toBe(409);
      expect((await A.client.post('/api/permission', { resource: 'ghost', action: 'list' })).body.details).toEqual([
        { field: 'resource', message: "Resource 'ghost' does not exist; create it first" },
      ]);
      const changed = await A.client.put('/api/permission/patient.print-label', { version: 1, description: 'Labels' });
      expect(changed.body).toMatchObject({ description: 'Labels', version: 2 });
      expect((await A.client.put('/api/permission/patient.print-label', { version: 1, description: 'x' })).status).toBe(409);
      expect((await A.client.delete('/api/permission/patient.print-label')).status).toBe(200);
      expect((await A.client.get('/api/permission/patient.print-label')).status).toBe(404);
    });

    it('keeps a category while it groups resources, then deletes it once empty', async () => {
      const refused = await A.client.delete('/api/cc/quality');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("Category 'Quality' still groups 1 resource; move it to another category first");
      const moved = await A.client.put('/api/resource/qc', { version: 1, category: 'masters', actions: ['list', 'sign-off', 'approve'] });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({
        category: 'Masters',
        categoryId: 'masters',
        actions: ['approve', 'list', 'sign-off'],
        version: 2,
      });
      expect((await A.client.get('/api/cc/quality')).body.resourceCount).toBe(0);
      expect((await A.client.delete('/api/cc/quality')).status).toBe(200);
      expect((await A.client.get('/api/cc/quality')).status).toBe(404);
      expect((await auditOf(t.app, A.org.id, 'cc', 'quality')).map((a) => a.action)).toEqual(['delete']);
    });

    it("takes a deleted resource's permissions away from roles and templates", async () => {
      const dropped = await A.client.put('/api/resource/qc', { version: 2, actions: ['list'] });
      expect(dropped.body.actions).toEqual(['list']);
      const officer = (await A.client.get(`/api/role${listQuery({ filter: { q: 'QC officer' } })}`)).body[0];
      expect(officer.permissions).toEqual([]);
      expect((await A.client.delete('/api/resource/qc')).status).toBe(200);
      const qcTemplate = (await A.client.get(`/api/pt${listQuery({ filter: { q: 'QC' } })}`)).body.find(
        (x: { name: string }) => x.name === 'QC',
      );
      expect(qcTemplate.permissions).toEqual([]);
      expect((await A.client.get('/api/resource/qc')).status).toBe(404);
    });
  });
});
