/**
 * Who may do what with visits and samples: the permission of every route, node scoping of a member
 * assigned to a centre, and one organisation never reaching another's visits or samples.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, type Member } from './administration-helpers.ts';
import { databases, listQuery, startApp, type TestApp, type Json } from './helpers.ts';
import { createLabOrg, createVisit, itemsFor, type LabOrg } from './visit-fixtures.ts';

/** Every visit and sample route with the permission it needs. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT', path: string, permission: string][] = [
  ['GET', '/api/visit', 'visit.list'],
  ['GET', '/api/visit/products', 'visit.create'],
  ['GET', '/api/visit/:visit', 'visit.show'],
  ['GET', '/api/visit/:visit/history', 'visit.show'],
  ['POST', '/api/visit', 'visit.create'],
  ['PUT', '/api/visit/:visit', 'visit.edit'],
  ['POST', '/api/visit/:visit/payments', 'visit.edit'],
  ['POST', '/api/visit/:visit/refunds', 'visit.refund'],
  ['PUT', '/api/visit/:visit/cancel', 'visit.cancel'],
  ['POST', '/api/patient/submit-patient-visit', 'visit.create'],
  ['GET', '/api/sample-management/pending-sample-collection', 'sample.list'],
  ['GET', '/api/sample-management/in-progress-samples', 'sample.list'],
  ['GET', '/api/sample-management/visit/:visit', 'sample.list'],
  ['PUT', '/api/sample-management/submit-sample-collection-timestamp/:sample', 'sample.collect'],
  ['PUT', '/api/sample-management/submit-sample/:sample', 'sample.submit'],
  ['PUT', '/api/sample-management/receive-sample/:sample', 'sample.receive'],
  ['PUT', '/api/sample-management/reject-sample/:sample', 'sample.reject'],
];

describe.each(databases)('visit access on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let visit: Json;
  let elsewhere: Json;
  let scoped: Member;

  const fill = (path: string) => path.replace(':visit', visit.id).replace(':sample', visit.samples[0].id);

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'access-a');
    visit = await createVisit(A.client, { productCodes: ['HB'] });
    elsewhere = await createVisit(A.client, { productCodes: ['HB'], nodeId: A.ids.mainLab });
    scoped = await memberWith(t.app, A.org, 'centre@access-a.lab', [
      'visit.list',
      'visit.show',
      'visit.create',
      'visit.edit',
      'sample.list',
      'sample.collect',
      'sample.submit',
      'patient.create',
    ]);
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${scoped.id}, ${A.ids.centre})`.execute(t.app.ctx.db);
  });
  afterAll(() => t?.close());

  it('refuses every route without its permission (403) and lets it through with only that one', async () => {
    const audit = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from audit_log where org_id = ${A.org.id}`.execute(t.app.ctx.db)).rows[0].n;
    const before = await audit();
    const nobody = await memberWith(t.app, A.org, 'nobody@access-a.lab', []);
    for (const [method, path, permission] of ROUTES) {
      const res = await nobody.client.request(method, fill(path), method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      const [resource, action] = permission.split('.');
      expect(res.body.error).toBe(`You do not have permission to ${action} ${resource}`);
    }
    expect(await audit()).toBe(before);
    const only = await memberWith(t.app, A.org, 'only@access-a.lab', []);
    for (const [method, path, permission] of ROUTES) {
      await sql`delete from role_permissions where role_id = ${only.roleId}`.execute(t.app.ctx.db);
      const [resource, action] = permission.split('.');
      await sql`insert into role_permissions (role_id, resource, action) values (${only.roleId}, ${resource}, ${action})`.execute(
        t.app.ctx.db,
      );
      const res = await only.client.request(method, fill(path), method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).not.toBe(403);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it("shows a member assigned to a centre only that centre's visits and samples", async () => {
    const c = scoped.client;
    const list = await c.get(`/api/visit${listQuery({ range: [0, 99] })}`);
    expect(list.body.map((v: Json) => v.id)).toContain(visit.id);
    expect(list.body.map((v: Json) => v.id)).not.toContain(elsewhere.id);
    expect((await c.get(`/api/visit/${visit.id}`)).status).toBe(200);
    expect((await c.get(`/api/visit/${elsewhere.id}`)).status).toBe(404);
    expect((await c.get(`/api/sample-management/visit/${elsewhere.id}`)).status).toBe(404);
    expect((await c.put(`/api/sample-management/submit-sample-collection-timestamp/${elsewhere.samples[0].id}`, {})).status).toBe(404);
    const queue = await c.get('/api/sample-management/pending-sample-collection?range=[0,99]');
    expect(queue.body.map((e: Json) => e.visitId)).not.toContain(elsewhere.id);
    expect(queue.body.every((e: Json) => e.node?.id === A.ids.centre)).toBe(true);
    // the administrator sees both
    expect((await A.client.get(`/api/visit/${elsewhere.id}`)).status).toBe(200);
  });

  it("registers a scoped member's visits at their centre, never at another", async () => {
    const [hb] = await itemsFor(A.client, ['HB']);
    const own = await scoped.client.post('/api/visit', { patientId: visit.patientId, items: [hb] });
    expect(own.status).toBe(201);
    expect(own.body.node.id).toBe(A.ids.centre);
    const other = await scoped.client.post('/api/visit', { patientId: visit.patientId, nodeId: A.ids.mainLab, items: [hb] });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([{ field: 'nodeId', message: 'You are not assigned to this collection centre' }]);
  });

  it('keeps organisations apart', async () => {
    const B = await createLabOrg(t.app, 'access-b');
    expect((await B.client.get(`/api/visit/${visit.id}`)).status).toBe(404);
    expect((await B.client.put(`/api/sample-management/submit-sample/${visit.samples[0].id}`, {})).status).toBe(404);
    expect((await B.client.get('/api/visit')).body).toEqual([]);
    expect((await B.client.get('/api/sample-management/pending-sample-collection')).body).toEqual([]);
    // A's patient, centre and tests are no records of B
    const [hb] = await itemsFor(A.client, ['HB']);
    const res = await B.client.post('/api/visit', { patientId: visit.patientId, nodeId: A.ids.centre, items: [hb] });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: Json) => d.field).sort()).toEqual(['nodeId', 'patientId']);
    // a token of A on B's host
    const cross = await A.client.request('GET', '/api/visit');
    expect(cross.status).toBe(200);
  });
});
