/**
 * Results: entry with flags and calculated analytes, the worklist and critical values, verification with
 * the verify-own-results rule, amendments, and every refused transition, scoped to organisation and node.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOME_UUID } from './administration-helpers.ts';
import { databases, listQuery, startApp, type TestApp, type Json } from './helpers.ts';
import { ADULT_MAN, assignNodes, byCode, enterByCode, labStaff, labVisit, resultsByCode } from './result-fixtures.ts';
import { collectAndSubmitAll, createLabOrg, getVisit, type LabOrg } from './visit-fixtures.ts';

type Staff = Awaited<ReturnType<typeof labStaff>>;

describe.each(databases)('results on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let staff: Staff;
  const man = () => ({ ...ADULT_MAN, genderId: A.ids.male });

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'results-a');
    B = await createLabOrg(t.app, 'results-b');
    staff = await labStaff(t.app, A);
  });
  afterAll(() => t?.close());

  it('refuses values before the laboratory holds the sample (409), then flags them and computes calculated ones', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB', 'LIPID'], patientBody: man(), inLab: false });
    const early = await enterByCode(staff.technician.client, visit.id, { HB: '14' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/^Sample \d{10} is not in the laboratory yet$/);

    await collectAndSubmitAll(A.client, visit.id);
    const res = await enterByCode(
      staff.technician.client,
      visit.id,
      { HB: '21.54', TC: '250', HDL: 45, TG: '150' },
      { HB: 'Repeated, confirmed' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visit).toEqual({ id: visit.id, status: 'results-entered', version: expect.any(Number) });
    const r = byCode(res.body.results);
    expect(r.HB).toMatchObject({
      value: '21.5',
      flag: 'HH',
      isCritical: true,
      rangeText: '13.0 – 17.0',
      unit: 'g/dL',
      status: 'entered',
      comment: 'Repeated, confirmed',
      enteredBy: { id: staff.technician.id, name: 'Mem Ber' },
      verifiedBy: null,
      amendments: [],
      resultType: 'Numeric',
      department: 'Haematology',
    });
    expect(r.TC).toMatchObject({ value: '250', flag: 'H', isCritical: false, rangeText: '< 200' });
    expect(r.HDL).toMatchObject({ value: '45', flag: null, rangeText: '> 40' });
    // Friedewald: 250 - 45 - 150 / 5 = 175; TG / 5 = 30 (at the limit: no flag); 250 / 45 = 5.6
    expect(r.LDL).toMatchObject({ value: '175', flag: 'H', status: 'entered', resultType: 'Calculated' });
    expect(r.VLDL).toMatchObject({ value: '30', flag: null, rangeText: '< 30' });
    expect(r.TCHDL).toMatchObject({ value: '5.6', flag: 'H' });
    expect((await getVisit(A.client, visit.id)).resultSummary).toMatchObject({ total: 7, pending: 0, entered: 7, critical: 1 });
  });

  it('clears a value back to pending, and the calculated results that needed it', async () => {
    const visit = await labVisit(A.client, { productCodes: ['LIPID'], patientBody: man() });
    await enterByCode(A.client, visit.id, { TC: '180', HDL: '50', TG: '100' });
    const res = await enterByCode(A.client, visit.id, { TG: '' });
    expect(res.status).toBe(200);
    const r = byCode(res.body.results);
    expect(r.TG).toMatchObject({ value: null, status: 'pending', flag: null, enteredBy: null });
    expect(r.LDL).toMatchObject({ value: null, status: 'pending' });
    expect(r.TCHDL).toMatchObject({ value: '3.6', status: 'entered' });
    expect(res.body.visit.status).toBe('in-progress');
  });

  it('answers 400 per bad entry and changes nothing', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB', 'LIPID', 'BG'], patientBody: man() });
    const ids = await resultsByCode(A.client, visit.id);
    const res = await A.client.put('/api/visit/submit-test-results', {
      data: {
        visitId: visit.id,
        results: [
          { id: ids.HB.id, value: 'high' },
          { id: ids.LDL.id, value: '120' },
          { id: ids.ABO.id, value: 'Z' },
          { id: SOME_UUID, value: '1' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: Json) => d.field)).toEqual(['results.0.value', 'results.1.value', 'results.2.value', 'results.3.id']);
    expect(res.body.details[0].message).toBe("Haemoglobin: 'high' is not a number");
    expect((await A.client.put('/api/visit/submit-test-results', { data: { visitId: visit.id } })).status).toBe(400);
    expect(Object.values(await resultsByCode(A.client, visit.id)).every((r) => r.status === 'pending')).toBe(true);
    const choice = await enterByCode(A.client, visit.id, { ABO: 'ab', RH: 'Negative' });
    expect(byCode(choice.body.results).ABO).toMatchObject({ value: 'AB', flag: null, rangeText: '' });
  });

  it('lists the work of the laboratory per department and status', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB', 'K'], patientBody: man() });
    await enterByCode(A.client, visit.id, { K: '6.5' });
    const haematology = (await resultsByCode(A.client, visit.id)).HB.departmentId;
    const list = async (filter: Json) => {
      const res = await staff.technician.client.get(`/api/visit/worklist${listQuery({ filter, range: [0, 99] })}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res;
    };
    const all = await list({});
    const row = (all.body as Json[]).find((w) => w.visitId === visit.id);
    expect(row).toMatchObject({
      visitCode: visit.code,
      status: 'in-progress',
      departments: ['Biochemistry', 'Haematology'],
      pending: 1,
      entered: 1,
      verified: 0,
      critical: 1,
      patient: { fullName: 'Ravi Kumar', age: { years: expect.any(Number) } },
    });
    expect(all.headers['content-range']).toMatch(/^worklist 0-\d+\/\d+$/);
    expect((await list({ departmentId: haematology })).body.find((w: Json) => w.visitId === visit.id)).toMatchObject({
      departments: ['Haematology'],
      pending: 1,
      entered: 0,
    });
    expect((await list({ departmentId: haematology, status: 'entered' })).body.some((w: Json) => w.visitId === visit.id)).toBe(false);
    expect((await list({ status: 'entered', nodeId: A.ids.centre })).body.some((w: Json) => w.visitId === visit.id)).toBe(true);
    expect((await list({ from: '2000-01-01', to: '2000-01-02' })).body).toEqual([]);
    const bad = await A.client.get(`/api/visit/worklist${listQuery({ filter: { colour: 'red', status: 'done' } })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: Json) => d.field)).toEqual(['filter.colour', 'filter.status']);

    const critical = await A.client.get(`/api/visit/critical-results${listQuery({ filter: { verified: false }, range: [0, 99] })}`);
    expect(critical.status).toBe(200);
    expect(critical.headers['content-range']).toMatch(/^critical-results 0-\d+\/\d+$/);
    expect(critical.body.find((c: Json) => c.visitId === visit.id)).toMatchObject({
      code: 'K',
      value: '6.5',
      flag: 'HH',
      isCritical: true,
      visitCode: visit.code,
      patient: { fullName: 'Ravi Kumar', code: expect.any(String) },
    });
    const verifiedOnly = await A.client.get(`/api/visit/critical-results${listQuery({ filter: { verified: true } })}`);
    expect(verifiedOnly.body.some((c: Json) => c.visitId === visit.id)).toBe(false);
  });

  it('verifies per department, refuses what is not allowed, and makes report version 1 when all is verified', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB', 'K'], patientBody: man() });
    const verify = (c = staff.pathologist.client, body: Json = {}) => c.put(`/api/visit/${visit.id}/verify`, body);
    const none = await verify();
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('There are no entered results to verify');
    expect((await verify(staff.technician.client)).status).toBe(403);

    await enterByCode(staff.solo.client, visit.id, { HB: '14.1', K: '4.2' });
    const own = await verify(staff.solo.client);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('You entered results of this visit; another person must verify them');

    const ids = await resultsByCode(A.client, visit.id);
    const haem = await verify(staff.pathologist.client, { departmentId: ids.HB.departmentId });
    expect(haem.status, JSON.stringify(haem.body)).toBe(200);
    expect(haem.body).toMatchObject({
      id: visit.id,
      status: 'results-entered',
      resultSummary: { verified: 1, entered: 1 },
      reportVersions: [],
    });
    const edit = await enterByCode(A.client, visit.id, { HB: '15' });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('Haemoglobin is verified; amend it with a reason instead');
    // The screen sends the verified value unchanged with the others: no change, no refusal.
    expect((await enterByCode(A.client, visit.id, { HB: '14.1', K: '4.3' })).status).toBe(200);

    const rest = await verify();
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      status: 'verified',
      verifiedAt: expect.any(String),
      reportVersions: [{ version: 1, reason: null, createdBy: { id: staff.pathologist.id } }],
    });
    const after = await resultsByCode(A.client, visit.id);
    expect(after.K).toMatchObject({
      status: 'verified',
      value: '4.3',
      verifiedBy: { id: staff.pathologist.id },
      enteredBy: { id: A.user.id },
    });
    expect((await verify()).status).toBe(409);
  });

  it('lets a role with verify-own-results verify what its holder entered', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB'], patientBody: man() });
    await enterByCode(staff.soloOwn.client, visit.id, { HB: '13.5' });
    const res = await staff.soloOwn.client.put(`/api/visit/${visit.id}/verify`, {
      resultIds: [(await resultsByCode(A.client, visit.id)).HB.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('verified');
  });

  it('amends a verified result with a reason: old value kept, calculated results follow, report version 2', async () => {
    const visit = await labVisit(A.client, { productCodes: ['LIPID'], patientBody: man() });
    await enterByCode(staff.technician.client, visit.id, { TC: '250', HDL: '45', TG: '150' });
    const ids = await resultsByCode(A.client, visit.id);
    const amend = (body: Json) => staff.pathologist.client.put(`/api/visit/${visit.id}/amend-result`, body);

    const unverified = await amend({ resultId: ids.HDL.id, value: '50', reason: 'Transcription error' });
    expect(unverified.status).toBe(409);
    expect(unverified.body.error).toBe('HDL cholesterol is not verified; change it on the results screen instead');
    expect((await staff.pathologist.client.put(`/api/visit/${visit.id}/verify`, {})).status).toBe(200);

    expect((await amend({ resultId: ids.HDL.id, value: '50' })).status).toBe(400);
    const blank = await amend({ resultId: ids.HDL.id, value: '50', reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([{ field: 'reason', message: 'Give the reason for the amendment' }]);
    expect((await amend({ resultId: ids.LDL.id, value: '99', reason: 'x' })).status).toBe(400);
    expect((await amend({ resultId: ids.HDL.id, value: 'fifty', reason: 'x' })).status).toBe(400);
    expect(
      (await staff.technician.client.put(`/api/visit/${visit.id}/amend-result`, { resultId: ids.HDL.id, value: '50', reason: 'x' })).status,
    ).toBe(403);

    const res = await amend({ resultId: ids.HDL.id, value: '50', reason: 'Transcription error' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'verified', reportVersions: [{ version: 1 }, { version: 2, reason: 'Transcription error' }] });
    const r = await resultsByCode(A.client, visit.id);
    expect(r.HDL).toMatchObject({ value: '50', status: 'verified', verifiedBy: { id: staff.pathologist.id } });
    expect(r.HDL.amendments).toEqual([
      {
        oldValue: '45',
        oldFlag: null,
        newValue: '50',
        newFlag: null,
        reason: 'Transcription error',
        amendedAt: expect.any(String),
        amendedBy: { id: staff.pathologist.id, name: 'Mem Ber' },
        reportVersion: 2,
      },
    ]);
    // 250 - 50 - 30 = 170; 250 / 50 = 5.0 (at the limit)
    expect(r.LDL).toMatchObject({ value: '170', flag: 'H', status: 'verified' });
    expect(r.LDL.amendments).toMatchObject([{ oldValue: '175', newValue: '170', reason: 'Transcription error', reportVersion: 2 }]);
    expect(r.TCHDL).toMatchObject({ value: '5.0', flag: null });
    expect(r.TCHDL.amendments).toMatchObject([{ oldValue: '5.6', oldFlag: 'H', newValue: '5.0', newFlag: null }]);
    expect(r.TC.amendments).toEqual([]);
    expect((await amend({ resultId: ids.HDL.id, value: '50', reason: 'again' })).status).toBe(400);
  });

  it('keeps every visit to its organisation and to the nodes of a member', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB'], patientBody: man() });
    const ids = await resultsByCode(A.client, visit.id);
    const outsider = B.client;
    expect((await outsider.get(`/api/visit/get-products/${visit.id}`)).status).toBe(404);
    expect(
      (await outsider.put('/api/visit/submit-test-results', { data: { visitId: visit.id, results: [{ id: ids.HB.id, value: '12' }] } }))
        .status,
    ).toBe(404);
    expect((await outsider.put(`/api/visit/${visit.id}/verify`, {})).status).toBe(404);
    expect((await outsider.put(`/api/visit/${visit.id}/amend-result`, { resultId: ids.HB.id, value: '1', reason: 'x' })).status).toBe(404);
    const worklist = await outsider.get(`/api/visit/worklist${listQuery({ range: [0, 999] })}`);
    expect(worklist.body.some((w: Json) => w.visitId === visit.id)).toBe(false);

    await assignNodes(t.app, A.org.id, staff.technician.id, [A.ids.mainLab]);
    try {
      expect((await staff.technician.client.get(`/api/visit/get-products/${visit.id}`)).status).toBe(404);
      expect((await enterByCode(A.client, visit.id, { HB: '12' })).status).toBe(200);
      const own = await staff.technician.client.get(`/api/visit/worklist${listQuery({ range: [0, 999] })}`);
      expect(own.body.some((w: Json) => w.visitId === visit.id)).toBe(false);
    } finally {
      await assignNodes(t.app, A.org.id, staff.technician.id, []);
    }
    expect((await staff.technician.client.get(`/api/visit/get-products/${visit.id}`)).status).toBe(200);
  });

  it('answers get-products with the ordered items and their results in order', async () => {
    const visit = await labVisit(A.client, { productCodes: ['LIPID', 'FBS'], patientBody: man() });
    const res = await A.client.get(`/api/visit/get-products/${visit.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: Json) => [i.kind, i.code, i.results.length])).toEqual([
      ['group', 'LIPID', 6],
      ['analyte', 'FBS', 1],
    ]);
    expect(res.body[0].results.map((r: Json) => r.code)).toEqual(['TC', 'TG', 'HDL', 'LDL', 'VLDL', 'TCHDL']);
    expect(res.body[0]).toMatchObject({ itemId: visit.items[0].id, name: visit.items[0].name, price: visit.items[0].price });
    expect((await A.client.get(`/api/visit/get-products/${SOME_UUID}`)).status).toBe(404);
    expect((await staff.technician.client.get(`/api/visit/get-products/${visit.id}`)).status).toBe(200);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_log where org_id = ${A.org.id} and resource = 'result'`.execute(t.app.ctx.db);
    expect(rows.rows[0].n).toBeGreaterThan(0);
  });
});
