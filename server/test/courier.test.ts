/**
 * Couriers and shipments (issue 16): every transition allowed and refused, scanning unknown and already-shipped
 * barcodes, receipt with discrepancies and their resolution, the sample's own status on the way, node scoping,
 * tenant isolation, permissions and courier statistics.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, memberWith, type Member } from './administration-helpers.ts';
import { databases, listQuery, startApp, type Client, type Json, type TestApp } from './helpers.ts';
import { createLabOrg, createVisit, getVisit, type LabOrg } from './visit-fixtures.ts';

const base = '/api/shipment';

describe.each(databases)('couriers and shipments on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let courier: Json;

  const collect = async (c: Client, productCodes = ['HB'], nodeId?: string) => {
    const v = await createVisit(c, { productCodes, ...(nodeId ? { nodeId } : {}) });
    for (const s of v.samples) {
      const res = await c.put(`/api/sample-management/submit-sample-collection-timestamp/${s.id}`, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return getVisit(c, v.id);
  };
  const ok = async (p: Promise<{ status: number; body: Json }>, status = 200) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const pack = (c: Client = A.client, body: Json = {}) =>
    ok(c.post(base, { fromNodeId: A.ids.centre, toNodeId: A.ids.mainLab, courierId: courier.id, ...body }), 201);
  const scan = (id: string, barcode: string, c: Client = A.client) => c.post(`${base}/${id}/samples`, { barcode });
  const put = (id: string, step: string, body: Json = {}, c: Client = A.client) => c.put(`${base}/${id}/${step}`, body);
  const sampleOf = async (s: Json) => (await getVisit(A.client, s.visitId)).samples.find((x: Json) => x.id === s.id);

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'courier-a');
    B = await createLabOrg(t.app, 'courier-b');
    courier = await ok(
      A.client.post('/api/courier', { name: 'Ravi Kumar', kind: 'Person', phone: '98450 12345', nodeIds: [A.ids.centre] }),
      201,
    );
  });
  afterAll(() => t?.close());

  it('keeps couriers as a schema-driven resource and checks their nodes and employee', async () => {
    expect(courier).toMatchObject({ name: 'Ravi Kumar', kind: 'Person', isActive: true, nodeIds: [A.ids.centre] });
    const bad = await A.client.post('/api/courier', {
      name: 'Swift Couriers',
      kind: 'Agency',
      nodeIds: [B.ids.centre],
      employeeId: B.user.id,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'nodeIds.0', message: 'Nodes served, row 1: no such node' },
      { field: 'employeeId', message: 'No such employee' },
    ]);
    const agency = await ok(A.client.post('/api/courier', { name: 'Swift Couriers', kind: 'Agency', employeeId: A.user.id }), 201);
    expect(agency).toMatchObject({ kind: 'Agency', nodeIds: [], employeeId: A.user.id });
  });

  it('carries samples packed → handed over → in transit → received, the samples following each step', async () => {
    const v = await collect(A.client, ['HB', 'FBS']);
    const shipment = await pack();
    expect(shipment).toMatchObject({
      code: expect.stringMatching(/^SH-\d{6}$/),
      state: 'packed',
      sampleCount: 0,
      courier: { name: 'Ravi Kumar' },
    });
    for (const s of v.samples) await ok(scan(shipment.id, s.barcode));
    const packed = await ok(A.client.get(`${base}/${shipment.id}`));
    expect(packed.sampleCount).toBe(2);
    expect(packed.items[0]).toMatchObject({
      visitCode: v.code,
      patient: { code: v.patient.code },
      tests: expect.any(Array),
      condition: null,
    });
    expect(await sampleOf(v.samples[0])).toMatchObject({ status: 'collected', transport: { code: shipment.code, state: 'packed' } });

    const handed = await ok(put(shipment.id, 'handover', { place: 'Jayanagar front desk', temperature: 6.5 }));
    expect(handed).toMatchObject({ state: 'handed_over', handedOverAt: expect.any(String) });
    expect(handed.events.at(-1)).toMatchObject({
      action: 'handed_over',
      place: 'Jayanagar front desk',
      temperature: 6.5,
      by: { id: A.user.id },
    });
    expect(await sampleOf(v.samples[0])).toMatchObject({ status: 'submitted', transport: { state: 'handed_over' } });
    expect((await ok(put(shipment.id, 'depart'))).state).toBe('in_transit');
    expect((await sampleOf(v.samples[1])).transport.state).toBe('in_transit');

    const received = await ok(put(shipment.id, 'receive', { place: 'Main lab reception', temperature: 7 }));
    expect(received).toMatchObject({ state: 'received', outcome: 'complete', openDiscrepancies: 0 });
    expect(received.events.map((e: Json) => e.action)).toEqual(['packed', 'handed_over', 'in_transit', 'received']);
    for (const s of v.samples)
      expect(await sampleOf(s)).toMatchObject({ status: 'received', receivedBy: { id: A.user.id }, transport: null });
    expect((await getVisit(A.client, v.id)).status).toBe('in-progress');
    expect((await auditOf(t.app, A.org.id, 'shipment', shipment.id)).map((a) => a.action)).toEqual([
      'packed',
      'add-sample',
      'add-sample',
      'handed_over',
      'in_transit',
      'received',
    ]);
  });

  it('refuses transitions out of order with a 409 naming the current state', async () => {
    const v = await collect(A.client);
    const s = await pack();
    const refused = await put(s.id, 'receive');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Shipment ${s.code} is packed; only a shipment on its way is received`);
    expect((await put(s.id, 'depart')).body.error).toBe(
      `Shipment ${s.code} is packed; only a shipment handed over to its courier sets off`,
    );
    expect((await put(s.id, 'handover')).body.error).toBe(`Shipment ${s.code} has no samples; scan them before handing it over`);
    expect((await put(s.id, 'resolve', { sampleId: v.samples[0].id, resolution: 'found' })).body.error).toBe(
      `Shipment ${s.code} is packed; discrepancies are resolved once it is received`,
    );
    await ok(scan(s.id, v.samples[0].barcode));
    await ok(put(s.id, 'handover'));
    expect((await put(s.id, 'handover')).body.error).toBe(
      `Shipment ${s.code} is handed over to the courier; only a packed shipment is handed over`,
    );
    expect((await put(s.id, 'cancel', { reason: 'x' })).body.error).toBe(
      `Shipment ${s.code} is handed over to the courier; only a packed shipment can be cancelled`,
    );
    expect((await scan(s.id, 'ANY')).body.error).toBe(
      `Shipment ${s.code} is handed over to the courier; samples are added only while it is packed`,
    );
    await ok(put(s.id, 'receive'));
    const again = await put(s.id, 'receive');
    expect(again.body).toMatchObject({ status: 409, error: `Shipment ${s.code} is received; only a shipment on its way is received` });
    expect((await put(s.id, 'depart')).status).toBe(409);
  });

  it('cancels a packed shipment and lets its samples go into another one', async () => {
    const v = await collect(A.client);
    const first = await pack();
    await ok(scan(first.id, v.samples[0].barcode));
    expect((await put(first.id, 'cancel', { reason: 'Courier did not come' })).body).toMatchObject({ state: 'cancelled' });
    expect((await put(first.id, 'handover')).body.error).toBe(`Shipment ${first.code} is cancelled; only a packed shipment is handed over`);
    const second = await pack();
    expect((await ok(scan(second.id, v.samples[0].barcode))).sampleCount).toBe(1);
    expect((await ok(A.client.delete(`${base}/${second.id}/samples/${v.samples[0].id}`))).sampleCount).toBe(0);
  });

  it('answers an unknown barcode with 404 and a sample already in an open shipment, or not collected, with 409', async () => {
    const v = await collect(A.client);
    const s = await pack();
    const packable = async (id: string) => (await ok(A.client.get(`${base}/${id}/packable`))).map((r: Json) => r.barcode);
    expect(await packable(s.id)).toContain(v.samples[0].barcode);
    const unknown = await scan(s.id, 'NOPE-123');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'No sample has the barcode NOPE-123' } });
    await ok(scan(s.id, v.samples[0].barcode.toLowerCase()));
    expect((await scan(s.id, v.samples[0].barcode)).body).toMatchObject({
      status: 409,
      error: `Sample ${v.samples[0].barcode} is already in this shipment`,
    });
    const other = await pack();
    expect((await scan(other.id, v.samples[0].barcode)).body.error).toBe(`Sample ${v.samples[0].barcode} is already in shipment ${s.code}`);
    expect(await packable(other.id)).not.toContain(v.samples[0].barcode);
    const pending = await createVisit(A.client, { productCodes: ['HB'] });
    expect((await scan(other.id, pending.samples[0].barcode)).body.error).toBe(`Sample ${pending.samples[0].barcode} is not collected yet`);
    const atLab = await collect(A.client, ['HB'], A.ids.mainLab);
    expect((await scan(other.id, atLab.samples[0].barcode)).body.error).toBe(
      `Sample ${atLab.samples[0].barcode} was collected for another node`,
    );
  });

  it('receives with discrepancies: one missing, one damaged, one extra; each resolved in turn', async () => {
    const v = await collect(A.client, ['HB', 'FBS']);
    const extra = await collect(A.client);
    const [edta, fluoride] = v.samples;
    const s = await pack();
    for (const x of v.samples) await ok(scan(s.id, x.barcode));
    await ok(put(s.id, 'handover'));
    const bad = await put(s.id, 'receive', { items: [{ sampleId: extra.samples[0].id, condition: 'missing' }] });
    expect(bad.body.details).toEqual([{ field: 'items.0.sampleId', message: 'This sample is not in the shipment' }]);
    const received = await ok(
      put(s.id, 'receive', {
        items: [
          { sampleId: edta.id, condition: 'missing' },
          { sampleId: fluoride.id, condition: 'damaged' },
        ],
        extra: [extra.samples[0].barcode],
        temperature: 14,
      }),
    );
    expect(received).toMatchObject({ state: 'received', outcome: 'discrepancies', openDiscrepancies: 2, sampleCount: 2 });
    const byId = (r: Json, id: string) => r.items.find((i: Json) => i.sampleId === id);
    expect(byId(received, extra.samples[0].id)).toMatchObject({ condition: 'extra', resolution: 'accepted' });
    expect(await sampleOf(edta)).toMatchObject({ status: 'submitted', transport: null });
    expect((await sampleOf(fluoride)).status).toBe('received');
    expect((await sampleOf(extra.samples[0])).status).toBe('received');
    const open = await ok(A.client.get(`${base}${listQuery({ filter: { open: true } })}`));
    expect(open.map((r: Json) => r.id)).toContain(s.id);
    // a missing sample stays with the shipment: it cannot be packed again until resolved
    const other = await pack();
    expect((await scan(other.id, edta.barcode)).body.error).toBe(`Sample ${edta.barcode} is already in shipment ${s.code}`);

    const resolve = (sampleId: string, resolution: string, note?: string) => put(s.id, 'resolve', { sampleId, resolution, note });
    expect((await resolve(edta.id, 'accepted')).body.error).toBe(
      `Sample ${edta.barcode} is missing: it is either found or rejected with a new sample asked for`,
    );
    expect((await resolve(fluoride.id, 'found')).body.error).toBe(`Sample ${fluoride.barcode} arrived; only a missing sample is found`);
    expect((await resolve(extra.samples[0].id, 'accepted')).body.error).toBe(
      `Sample ${extra.samples[0].barcode} has no discrepancy to resolve`,
    );
    const found = await ok(resolve(edta.id, 'found', 'Under the ice pack'));
    expect(found).toMatchObject({ openDiscrepancies: 1 });
    expect(byId(found, edta.id)).toMatchObject({
      resolution: 'found',
      resolutionNote: 'Under the ice pack',
      resolvedAt: expect.any(String),
    });
    expect((await sampleOf(edta)).status).toBe('received');
    expect((await resolve(edta.id, 'found')).body.error).toBe(`The discrepancy of sample ${edta.barcode} is already resolved (found)`);
    const rejected = await ok(resolve(fluoride.id, 'rejected', 'Tube cracked'));
    expect(rejected.openDiscrepancies).toBe(0);
    const after = await getVisit(A.client, v.id);
    const old = after.samples.find((x: Json) => x.id === fluoride.id);
    expect(old).toMatchObject({ status: 'rejected', rejectReason: `Shipment ${s.code}: damaged or leaking on arrival (Tube cracked)` });
    expect(after.samples.find((x: Json) => x.replacesId === fluoride.id)).toMatchObject({ status: 'pending' });
    expect((await ok(A.client.get(`${base}${listQuery({ filter: { open: true } })}`))).map((r: Json) => r.id)).not.toContain(s.id);
  });

  it('resolves a missing sample by rejecting it, asking for a new one', async () => {
    const v = await collect(A.client);
    const s = await pack();
    await ok(scan(s.id, v.samples[0].barcode));
    await ok(put(s.id, 'handover'));
    await ok(put(s.id, 'receive', { items: [{ sampleId: v.samples[0].id, condition: 'missing' }] }));
    await ok(put(s.id, 'resolve', { sampleId: v.samples[0].id, resolution: 'rejected' }));
    const visit = await getVisit(A.client, v.id);
    expect(visit.samples.find((x: Json) => x.id === v.samples[0].id).rejectReason).toBe(`Shipment ${s.code}: missing on arrival`);
    expect(visit.status).toBe('sample-pending');
  });

  it('checks the nodes and the courier of a new shipment', async () => {
    const bad = await A.client.post(base, { fromNodeId: A.ids.centre, toNodeId: A.ids.centre });
    expect(bad.body.details).toEqual([{ field: 'toNodeId', message: 'A shipment goes to another node than the one it leaves' }]);
    expect((await A.client.post(base, { fromNodeId: A.ids.centre })).status).toBe(400);
    expect((await A.client.post(base, { fromNodeId: A.ids.centre, toNodeId: B.ids.mainLab })).body.details[0].message).toBe('No such node');
    const outsourced = await pack(A.client, { toNodeId: undefined, toLab: 'Metropolis reference lab' });
    expect(outsourced).toMatchObject({ toNode: null, toLab: 'Metropolis reference lab' });
    const noCourier = await pack(A.client, { courierId: null });
    const v = await collect(A.client);
    await ok(scan(noCourier.id, v.samples[0].barcode));
    expect((await put(noCourier.id, 'handover')).body.details).toEqual([
      { field: 'courierId', message: 'Choose the courier who takes the shipment' },
    ]);
    const atLab = await A.client.post(base, { fromNodeId: A.ids.mainLab, toLab: 'Metropolis', courierId: courier.id });
    expect(atLab.body.details).toEqual([{ field: 'courierId', message: 'Ravi Kumar does not serve this node' }]);
  });

  describe('access', () => {
    let scoped: Member;
    let bare: Member;
    let labShipment: Json;

    beforeAll(async () => {
      scoped = await memberWith(t.app, A.org, 'centre@courier-a.lab', ['shipment.list', 'shipment.show', 'shipment.pack']);
      await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${scoped.id}, ${A.ids.centre})`.execute(
        t.app.ctx.db,
      );
      bare = await memberWith(t.app, A.org, 'nobody@courier-a.lab', []);
      const branch = await ok(
        A.client.post('/api/cluster', [{ code: 'BR2', name: 'Branch two', type: 'branch', parentId: A.ids.mainLab }]),
        201,
      );
      const branchId = (Array.isArray(branch) ? branch[0] : branch).id;
      labShipment = await ok(A.client.post(base, { fromNodeId: A.ids.mainLab, toNodeId: branchId }), 201);
    });

    it('answers 403 without the permission of each action', async () => {
      const s = await pack();
      const calls: [string, Promise<{ status: number }>][] = [
        ['list', bare.client.get(base)],
        ['stats', bare.client.get(`${base}/stats`)],
        ['show', bare.client.get(`${base}/${s.id}`)],
        ['pack', bare.client.post(base, { fromNodeId: A.ids.centre, toNodeId: A.ids.mainLab })],
        ['scan', bare.client.post(`${base}/${s.id}/samples`, { barcode: 'X' })],
        ['packable', bare.client.get(`${base}/${s.id}/packable`)],
        ['handover', bare.client.put(`${base}/${s.id}/handover`, {})],
        ['depart', bare.client.put(`${base}/${s.id}/depart`, {})],
        ['receive', bare.client.put(`${base}/${s.id}/receive`, {})],
        ['resolve', bare.client.put(`${base}/${s.id}/resolve`, { sampleId: A.user.id, resolution: 'found' })],
        ['cancel', bare.client.put(`${base}/${s.id}/cancel`, { reason: 'x' })],
        ['courier', bare.client.get('/api/courier')],
        ['scoped handover', scoped.client.put(`${base}/${s.id}/handover`, {})],
      ];
      for (const [name, call] of calls) expect((await call).status, name).toBe(403);
    });

    it('shows a member at a centre only the shipments leaving or reaching it', async () => {
      const mine = await ok(scoped.client.post(base, { fromNodeId: A.ids.centre, toNodeId: A.ids.mainLab }), 201);
      const listed = await ok(scoped.client.get(`${base}${listQuery({ range: [0, 499] })}`));
      expect(listed.map((r: Json) => r.id)).toContain(mine.id);
      expect(listed.map((r: Json) => r.id)).not.toContain(labShipment.id);
      expect(listed.every((r: Json) => r.fromNode.id === A.ids.centre || r.toNode?.id === A.ids.centre)).toBe(true);
      expect((await scoped.client.get(`${base}/${labShipment.id}`)).status).toBe(404);
      expect((await scoped.client.post(`${base}/${labShipment.id}/samples`, { barcode: 'X' })).status).toBe(404);
      const elsewhere = await scoped.client.post(base, { fromNodeId: A.ids.mainLab, toLab: 'Metropolis' });
      expect(elsewhere.status).toBe(403);
    });

    it('keeps one organisation out of another’s shipments and couriers', async () => {
      const s = await pack();
      expect((await B.client.get(`${base}/${s.id}`)).status).toBe(404);
      expect((await B.client.put(`${base}/${s.id}/handover`, {})).status).toBe(404);
      expect((await B.client.get(base)).body).toEqual([]);
      expect((await B.client.get(`/api/courier/${courier.id}`)).status).toBe(404);
      expect(
        (await B.client.post(base, { fromNodeId: B.ids.centre, toNodeId: B.ids.mainLab, courierId: courier.id })).body.details,
      ).toEqual([{ field: 'courierId', message: 'No such courier' }]);
    });
  });

  it('counts shipments per courier with the median hand-over to receipt and the share with discrepancies', async () => {
    const stats = await ok(A.client.get(`${base}/stats`));
    const ravi = stats.rows.find((r: Json) => r.courier?.id === courier.id);
    const { rows } = await sql<{
      n: number;
      d: number;
    }>`select count(*)::int as n, count(*) filter (where outcome = 'discrepancies')::int as d
      from shipments where org_id = ${A.org.id} and courier_id = ${courier.id} and state = 'received'`.execute(t.app.ctx.db);
    expect(ravi).toMatchObject({ shipments: rows[0].n, withDiscrepancies: rows[0].d, medianMinutes: expect.any(Number) });
    expect(ravi.discrepancyShare).toBeCloseTo(rows[0].d / rows[0].n);
    expect(stats.total.shipments).toBe(stats.rows.reduce((sum: number, r: Json) => sum + r.shipments, 0));
    expect((await A.client.get(`${base}/stats?from=2020-01-01&to=2020-01-31`)).body.total.shipments).toBe(0);
    expect((await A.client.get(`${base}/stats?from=2020-02-01&to=2020-01-31`)).status).toBe(400);
  });
});
