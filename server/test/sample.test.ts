/**
 * Samples: the phlebotomy queue, collect → submit → receive, rejection with recollection, the laboratory's
 * list, and the visit status each step derives.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, listQuery, startApp, type TestApp, type Json } from './helpers.ts';
import { collectAndSubmitAll, createLabOrg, createPatient, createVisit, getVisit, type LabOrg } from './visit-fixtures.ts';

const base = '/api/sample-management';

describe.each(databases)('samples on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;

  const put = (path: string, id: string, body: Json = {}) => A.client.put(`${base}/${path}/${id}`, body);
  const collect = (id: string, body: Json = {}) => put('submit-sample-collection-timestamp', id, body);
  const submit = (id: string) => put('submit-sample', id);
  const receive = (id: string) => put('receive-sample', id);
  const reject = (id: string, reason: string) => put('reject-sample', id, { reason });
  const status = async (visitId: string) => (await getVisit(A.client, visitId)).status;
  const queue = async (filter: Json = {}) => {
    const res = await A.client.get(`${base}/pending-sample-collection${listQuery({ filter, range: [0, 99] })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'samples-a');
  });
  afterAll(() => t?.close());

  it('moves a sample pending → collected → submitted → received, deriving the visit status each step', async () => {
    const v = await createVisit(A.client, { productCodes: ['HB', 'FBS'] });
    expect(v.status).toBe('sample-pending');
    const [edta, fluoride] = v.samples;
    const collected = await collect(edta.id);
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({
      id: edta.id,
      status: 'collected',
      collectedAt: expect.any(String),
      collectedBy: { id: A.user.id, name: 'Ada samples-a' },
      version: 2,
    });
    expect(await status(v.id)).toBe('sample-pending');
    const at = new Date(Date.now() - 3600_000).toISOString();
    expect((await collect(fluoride.id, { collectedAt: at })).body.collectedAt).toBe(at);
    expect(await status(v.id)).toBe('collected');
    const submitted = await submit(edta.id);
    expect(submitted.body).toMatchObject({ status: 'submitted', submittedBy: { id: A.user.id }, submittedAt: expect.any(String) });
    expect(await status(v.id)).toBe('in-progress');
    expect((await receive(edta.id)).body).toMatchObject({ status: 'received', receivedBy: { id: A.user.id } });
    expect(await status(v.id)).toBe('in-progress');
  });

  it('refuses steps out of order with a sentence (409), a future collection time (400) and unknown samples (404)', async () => {
    const v = await createVisit(A.client, { productCodes: ['HB'] });
    const s = v.samples[0];
    expect((await submit(s.id)).body).toMatchObject({ status: 409, error: `Sample ${s.barcode} is not collected yet` });
    expect((await receive(s.id)).body.error).toBe(`Sample ${s.barcode} has not been submitted to the laboratory yet`);
    expect((await reject(s.id, 'Haemolysed')).body.error).toBe(`Sample ${s.barcode} is not collected yet; there is nothing to reject`);
    const future = await collect(s.id, { collectedAt: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.details).toEqual([{ field: 'collectedAt', message: 'Collection time cannot be in the future' }]);
    expect((await collect(s.id, { collectedAt: 'yesterday' })).status).toBe(400);
    expect((await collect(s.id, { colour: 'red' })).status).toBe(400);
    await collect(s.id);
    expect((await collect(s.id)).body.error).toBe(`Sample ${s.barcode} is already collected`);
    await submit(s.id);
    expect((await submit(s.id)).body.error).toBe(`Sample ${s.barcode} is already with the laboratory`);
    await receive(s.id);
    expect((await receive(s.id)).body.error).toBe(`Sample ${s.barcode} is already received`);
    expect((await collect('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await collect('nope')).status).toBe(404);
    expect((await reject(s.id, '')).status).toBe(400);
  });

  it('rejects a sample with a reason and asks for a new one that takes over its results', async () => {
    const v = await createVisit(A.client, { productCodes: ['LIPID'] });
    const [s] = await collectAndSubmitAll(A.client, v.id);
    // a result entered from the sample that is about to be refused
    await sql`update results set status = 'entered', value = '180', entered_at = now() where visit_id = ${v.id} and position = 1`.execute(
      t.app.ctx.db,
    );
    const res = await reject(s.id, 'Haemolysed');
    expect(res.status).toBe(200);
    expect(res.body.rejected).toMatchObject({
      id: s.id,
      status: 'rejected',
      rejectReason: 'Haemolysed',
      rejectedBy: { id: A.user.id },
      rejectedAt: expect.any(String),
      analytes: [],
    });
    expect(res.body.replacement).toMatchObject({ status: 'pending', replacesId: s.id, container: s.container, specimen: s.specimen });
    expect(res.body.replacement.barcode).toBe(`${s.barcode.slice(0, -2)}02`);
    expect(res.body.replacement.analytes.map((a: Json) => a.code)).toEqual(s.analytes.map((a: Json) => a.code));
    const after = await getVisit(A.client, v.id);
    expect(after.status).toBe('sample-pending');
    expect(after.resultSummary).toMatchObject({ pending: 6, entered: 0 });
    expect((await reject(s.id, 'Again')).body.error).toBe(`Sample ${s.barcode} is already rejected`);
    expect((await collect(s.id)).body.error).toBe(`Sample ${s.barcode} is rejected`);
    // the new sample goes the usual way
    await collectAndSubmitAll(A.client, v.id);
    expect(await status(v.id)).toBe('in-progress');
    const history = (await A.client.get(`/api/visit/${v.id}/history`)).body.map((e: Json) => e.summary);
    expect(history).toContain(`Sample ${s.barcode} rejected: Haemolysed`);
    expect(history).toContain(`Sample ${res.body.replacement.barcode} created for recollection`);
  });

  it('refuses to reject a sample with verified results', async () => {
    const v = await createVisit(A.client, { productCodes: ['HB'] });
    const [s] = await collectAndSubmitAll(A.client, v.id);
    await sql`update results set status = 'verified', value = '14' where visit_id = ${v.id}`.execute(t.app.ctx.db);
    const res = await reject(s.id, 'Late');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`Sample ${s.barcode} has 1 verified result; amend them instead of rejecting the sample`);
  });

  it('queues visits with samples to collect or submit, oldest first, with home details; filters by centre, type and search', async () => {
    const patient = await createPatient(A.client, { firstName: 'Queue', lastName: 'Home', address: '7 Lake Road' });
    const home = await createVisit(A.client, {
      patient,
      productCodes: ['HB', 'FBS'],
      collectionType: 'home',
      nodeId: A.ids.mainLab,
      clinicalNotes: 'Diabetic',
    });
    const done = await createVisit(A.client, { productCodes: ['HB'] });
    await collectAndSubmitAll(A.client, done.id);
    const cancelled = await createVisit(A.client, { productCodes: ['HB'] });
    await A.client.put(`/api/visit/${cancelled.id}/cancel`, { reason: 'Left' });
    const all = await queue();
    const visitIds = all.body.map((e: Json) => e.visitId);
    expect(visitIds).toContain(home.id);
    expect(visitIds).not.toContain(done.id);
    expect(visitIds).not.toContain(cancelled.id);
    expect(all.headers['content-range']).toMatch(new RegExp(`^pending-sample-collection 0-${all.body.length - 1}/${all.body.length}$`));
    const times = all.body.map((e: Json) => e.visitedAt);
    expect(times).toEqual([...times].sort());
    const entry = all.body.find((e: Json) => e.visitId === home.id);
    expect(entry).toMatchObject({
      visitCode: home.code,
      status: 'sample-pending',
      collectionType: 'home',
      homeAddress: '7 Lake Road',
      homePhone: expect.stringMatching(/^\+91/),
      node: { id: A.ids.mainLab, code: 'MAIN' },
      clinicalNotes: 'Diabetic',
      patient: {
        id: patient.id,
        code: patient.code,
        fullName: 'Queue Home',
        phone: expect.any(String),
        age: { years: expect.any(Number) },
      },
    });
    expect(entry.samples).toHaveLength(2);
    expect((await queue({ collectionType: 'home' })).body.map((e: Json) => e.visitId)).toEqual([home.id]);
    expect((await queue({ nodeId: A.ids.mainLab })).body.map((e: Json) => e.visitId)).toEqual([home.id]);
    expect((await queue({ q: 'queue home' })).body.map((e: Json) => e.visitId)).toEqual([home.id]);
    expect((await queue({ q: home.samples[0].barcode })).body.map((e: Json) => e.visitId)).toEqual([home.id]);
    // a collected but not yet submitted sample keeps the visit in the queue
    await collect(home.samples[0].id);
    await collect(home.samples[1].id);
    expect((await queue({ q: home.code })).body[0]).toMatchObject({ status: 'collected' });
    expect((await A.client.get(`${base}/pending-sample-collection${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
    const page = await A.client.get(`${base}/pending-sample-collection${listQuery({ range: [0, 0] })}`);
    expect(page.body).toHaveLength(1);
  });

  it('lists what the laboratory holds with result counts, filtered by department and search', async () => {
    const v = await createVisit(A.client, { productCodes: ['HB', 'LIPID'] });
    await collectAndSubmitAll(A.client, v.id);
    const res = await A.client.get(`${base}/in-progress-samples${listQuery({ filter: { q: v.code }, range: [0, 99] })}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('in-progress-samples 0-1/2');
    expect(res.body[0]).toMatchObject({
      visitId: v.id,
      visitCode: v.code,
      status: 'submitted',
      visitedAt: expect.any(String),
      patient: { id: v.patientId },
      node: { code: 'CC1' },
    });
    const counts = res.body.map((s: Json) => s.results);
    expect(counts).toEqual(
      expect.arrayContaining([
        { total: 1, pending: 1, entered: 0, verified: 0 },
        { total: 6, pending: 6, entered: 0, verified: 0 },
      ]),
    );
    const haem = (
      await sql<{
        id: string;
      }>`select r.department_id as id from results r join analytes a on a.id = r.analyte_id where r.visit_id = ${v.id} and a.code = 'HB'`.execute(
        t.app.ctx.db,
      )
    ).rows[0].id;
    const byDept = await A.client.get(`${base}/in-progress-samples${listQuery({ filter: { q: v.code, departmentId: haem } })}`);
    expect(byDept.body.map((s: Json) => s.analytes[0].code)).toEqual(['HB']);
    expect((await A.client.get(`${base}/in-progress-samples${listQuery({ filter: { status: 'x' } })}`)).status).toBe(400);
  });

  it('shows a visit with its samples, and refuses the steps on a cancelled visit', async () => {
    const v = await createVisit(A.client, { productCodes: ['HB'] });
    const res = await A.client.get(`${base}/visit/${v.id}`);
    expect(res.status).toBe(200);
    expect(res.body.visit).toMatchObject({ id: v.id, code: v.code });
    expect(res.body.samples).toEqual(res.body.visit.samples);
    expect((await A.client.get(`${base}/visit/not-a-uuid`)).status).toBe(404);
    await A.client.put(`/api/visit/${v.id}/cancel`, { reason: 'Left' });
    const refused = await collect(v.samples[0].id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Visit ${v.code} is cancelled; its samples are no longer handled`);
  });
});
