/**
 * Reports: the PDF of a version (verified results only), issuing it, amended versions, the settings, and
 * the public link beside the signed-in visit routes.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith } from './administration-helpers.ts';
import { client, databases, listQuery, startApp, type Client, type TestApp, type Json } from './helpers.ts';
import { pdfText } from './report-pdf-text.ts';
import { ADULT_MAN, enterByCode, labStaff, labVisit, resultsByCode } from './result-fixtures.ts';
import { createLabOrg, getVisit, type LabOrg } from './visit-fixtures.ts';

type Staff = Awaited<ReturnType<typeof labStaff>>;

describe.each(databases)('reports on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let staff: Staff;
  let anonymous: Client;

  /** GET a PDF: status, content type and its text. */
  const pdf = async (c: Client, path: string, method: 'GET' | 'POST' = 'GET') => {
    const res = await t.app.inject({
      method,
      url: path,
      headers: { host: 'reports-a.localhost', ...(c === anonymous ? {} : { authorization: `Bearer ${tokenOf(c)}` }) },
    });
    const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      text: isPdf ? await pdfText(res.rawPayload) : '',
      body: isPdf ? null : res.json(),
    };
  };
  const tokens = new Map<Client, string>();
  const tokenOf = (c: Client) => tokens.get(c)!;

  /** A verified visit: HB critical high and K normal, verified by the pathologist. */
  const verifiedVisit = async () => {
    const visit = await labVisit(A.client, {
      productCodes: ['HB', 'K'],
      patientBody: { ...ADULT_MAN, genderId: A.ids.male, prefixId: A.ids.mr },
    });
    await enterByCode(staff.technician.client, visit.id, { HB: '21.5', K: '4.2' }, { HB: 'Repeated, confirmed' });
    const verified = await staff.pathologist.client.put(`/api/visit/${visit.id}/verify`, {});
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body as Json;
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'reports-a');
    B = await createLabOrg(t.app, 'reports-b');
    staff = await labStaff(t.app, A);
    anonymous = client(t.app);
    tokens.set(A.client, A.token);
    tokens.set(B.client, B.token);
    tokens.set(staff.pathologist.client, staff.pathologist.token);
    tokens.set(staff.technician.client, staff.technician.token);
  });
  afterAll(() => t?.close());

  it('has no report, no public page and no PDF until every result is verified', async () => {
    const visit = await labVisit(A.client, { productCodes: ['HB', 'K'], patientBody: ADULT_MAN });
    await enterByCode(staff.technician.client, visit.id, { HB: '9.9', K: '7.7' });
    const ids = await resultsByCode(A.client, visit.id);
    expect((await staff.pathologist.client.put(`/api/visit/${visit.id}/verify`, { resultIds: [ids.HB.id] })).status).toBe(200);
    const early = await pdf(A.client, `/api/visit/${visit.id}/report`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(`Visit ${visit.code} has no report yet: its results are not all verified`);
    expect((await pdf(A.client, `/api/visit/${visit.id}/report`, 'POST')).status).toBe(409);
    expect((await anonymous.get(`/api/visit/${visit.publicHash}`)).status).toBe(404);
    expect((await pdf(anonymous, `/api/visit/${visit.publicHash}/report`)).status).toBe(404);
    expect((await anonymous.get(`/api/visit/${randomBytes(32).toString('base64url')}`)).status).toBe(404);
  });

  it('prints the verified results: letterhead, patient, referrer, times, departments, units, ranges, flags, comments, verifier', async () => {
    const visit = await verifiedVisit();
    const res = await pdf(A.client, `/api/visit/${visit.id}/report`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    for (const s of [
      'reports-a laboratory',
      'Mr. Ravi Kumar',
      visit.patient.code,
      'Male / ',
      visit.code,
      'Referred by',
      'Collected',
      'Reported',
      'HAEMATOLOGY',
      'BIOCHEMISTRY',
      'Haemoglobin',
      '21.5',
      'g/dL',
      '13.0 – 17.0',
      'HH CRITICAL',
      'Comment: Repeated, confirmed',
      'Potassium',
      '4.2',
      'mmol/L',
      '3.5 – 5.1',
      'Verified by Mem Ber',
      'version 1',
    ]) {
      expect(res.text).toContain(s);
    }
    const plain = await pdf(A.client, `/api/visit/${visit.id}/report?letterhead=false`);
    expect(plain.text).not.toContain('reports-a laboratory');
    expect(plain.text).toContain('Haemoglobin');
    expect((await pdf(A.client, `/api/visit/${visit.id}/report?version=9`)).status).toBe(404);
    expect((await A.client.get(`/api/visit/${visit.id}/report?letterhead=maybe`)).status).toBe(400);
  });

  it('never prints a value that is not verified', async () => {
    const visit = await verifiedVisit();
    const ids = await resultsByCode(A.client, visit.id);
    // A value changed behind the report's back and not verified again must not reach a new version.
    await sql`update results set status = 'entered', value = '3.3' where id = ${ids.K.id}`.execute(t.app.ctx.db);
    const amended = await staff.pathologist.client.put(`/api/visit/${visit.id}/amend-result`, {
      resultId: ids.HB.id,
      value: '15.2',
      reason: 'Clotted sample rerun',
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const latest = await pdf(A.client, `/api/visit/${visit.id}/report?version=2`);
    expect(latest.text).toContain('15.2');
    expect(latest.text).not.toContain('Potassium');
    expect(latest.text).not.toContain('3.3');
    const snapshot = await sql<{ s: Json }>`select snapshot as s from report_versions where visit_id = ${visit.id} and version = 2`.execute(
      t.app.ctx.db,
    );
    expect(JSON.stringify(snapshot.rows[0].s)).not.toContain('Potassium');
  });

  it('issues the report (reported), and an amendment makes version 2 with its reason and sends the visit back to verified', async () => {
    const visit = await verifiedVisit();
    const issued = await pdf(staff.pathologist.client, `/api/visit/${visit.id}/report`, 'POST');
    expect(issued.status).toBe(200);
    expect(issued.text).toContain('Haemoglobin');
    expect(await getVisit(A.client, visit.id)).toMatchObject({ status: 'reported', reportedAt: expect.any(String) });

    const ids = await resultsByCode(A.client, visit.id);
    const res = await staff.pathologist.client.put(`/api/visit/${visit.id}/amend-result`, {
      resultId: ids.HB.id,
      value: '12.5',
      reason: 'Wrong sample tube',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'verified',
      reportedAt: null,
      reportVersions: [{ version: 1 }, { version: 2, reason: 'Wrong sample tube' }],
    });
    const v2 = await pdf(A.client, `/api/visit/${visit.id}/report`);
    expect(v2.text).toContain('Amended report, version 2: Wrong sample tube');
    expect(v2.text).toContain('12.5');
    expect(v2.text).not.toContain('21.5');
    const v1 = await pdf(A.client, `/api/visit/${visit.id}/report?version=1`);
    expect(v1.text).toContain('21.5');
    expect(v1.text).not.toContain('Amended report');
    expect((await pdf(staff.pathologist.client, `/api/visit/${visit.id}/report`, 'POST')).status).toBe(200);
    expect((await getVisit(A.client, visit.id)).status).toBe('reported');
  });

  it('opens the public link signed out once verified, holds it while due if the laboratory chose so', async () => {
    const visit = await verifiedVisit();
    const page = await anonymous.get(`/api/visit/${visit.publicHash}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toEqual({
      organisation: 'reports-a laboratory',
      visitCode: visit.code,
      patientName: 'Mr. Ravi Kumar',
      visitedAt: expect.any(String),
      reportVersion: 1,
      verifiedAt: expect.any(String),
    });
    const file = await pdf(anonymous, `/api/visit/${visit.publicHash}/report`);
    expect(file.status).toBe(200);
    expect(file.text).toContain('Haemoglobin');
    expect((await anonymous.get(`/api/visit/${visit.publicHash.slice(0, 42)}x`)).status).toBe(404);

    expect(visit.due).toBeGreaterThan(0);
    expect((await A.client.put('/api/settings/report', { holdWhileDue: true })).status).toBe(200);
    try {
      const held = await anonymous.get(`/api/visit/${visit.publicHash}`);
      expect(held.status).toBe(402);
      expect(held.body.error).toBe('The report will be available once the bill is settled');
      expect((await pdf(anonymous, `/api/visit/${visit.publicHash}/report`)).status).toBe(402);
    } finally {
      await A.client.put('/api/settings/report', { holdWhileDue: false });
    }
  });

  it('keeps the public routes beside the signed-in visit routes', async () => {
    const visit = await verifiedVisit();
    expect((await A.client.get(`/api/visit/${visit.id}`)).body).toMatchObject({ id: visit.id, code: visit.code });
    expect((await anonymous.get(`/api/visit/${visit.id}`)).status).toBe(401);
    expect((await anonymous.get(`/api/visit/${visit.id}/report`)).status).toBe(401);
    expect((await A.client.get(`/api/visit/worklist${listQuery({})}`)).status).toBe(200);
    expect((await A.client.get('/api/visit/critical-results')).status).toBe(200);
    expect((await anonymous.get('/api/visit/worklist')).status).toBe(401);
  });

  it('reads and changes the report settings; the letterhead and the link follow them', async () => {
    expect((await A.client.get('/api/settings/report')).body).toEqual({
      letterhead: true,
      header: { name: 'reports-a laboratory', address: null, phone: null, email: null },
      holdWhileDue: false,
      publicBaseUrl: null,
    });
    const bad = await A.client.put('/api/settings/report', { publicBaseUrl: 'not a url', colour: 'red' });
    expect(bad.status).toBe(400);
    const badEmail = await A.client.put('/api/settings/report', {
      letterhead: false,
      header: { name: 'Changed', email: 'lab at sunrise' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.details).toEqual([{ field: 'header.email', message: 'Letterhead: E-mail has an invalid format' }]);
    expect((await A.client.get('/api/settings/report')).body.header.name).toBe('reports-a laboratory');
    const blankEmail = await A.client.put('/api/settings/report', { header: { email: '' } });
    expect(blankEmail.status, JSON.stringify(blankEmail.body)).toBe(200);
    expect(blankEmail.body.header.email).toBeNull();
    const res = await A.client.put('/api/settings/report', {
      letterhead: false,
      header: { name: 'Sunrise Diagnostics', address: '12 MG Road', phone: '+91 80 1234', email: 'lab@sunrise.example' },
      publicBaseUrl: 'https://reports.sunrise.example/',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      letterhead: false,
      header: { name: 'Sunrise Diagnostics', address: '12 MG Road', phone: '+91 80 1234', email: 'lab@sunrise.example' },
      holdWhileDue: false,
      publicBaseUrl: 'https://reports.sunrise.example',
    });
    try {
      const visit = await verifiedVisit();
      expect((await pdf(A.client, `/api/visit/${visit.id}/report`)).text).not.toContain('Sunrise Diagnostics');
      const withHead = await pdf(A.client, `/api/visit/${visit.id}/report?letterhead=true`);
      expect(withHead.text).toContain('Sunrise Diagnostics');
      expect(withHead.text).toContain('12 MG Road');
      expect((await B.client.get('/api/settings/report')).body.header.name).toBe('reports-b laboratory');
    } finally {
      await A.client.put('/api/settings/report', {
        letterhead: true,
        header: { name: 'reports-a laboratory', address: null, phone: null, email: null },
        publicBaseUrl: null,
      });
    }
  });

  it('asks for report permissions and keeps reports to their organisation', async () => {
    const visit = await verifiedVisit();
    const reader = await memberWith(t.app, A.org, 'reader@reports-a.lab', ['report.show']);
    tokens.set(reader.client, reader.token);
    expect((await pdf(reader.client, `/api/visit/${visit.id}/report`)).status).toBe(200);
    expect((await pdf(reader.client, `/api/visit/${visit.id}/report`, 'POST')).status).toBe(403);
    expect((await reader.client.put('/api/settings/report', { holdWhileDue: true })).status).toBe(403);
    expect((await staff.technician.client.get('/api/settings/report')).status).toBe(403);
    expect((await pdf(staff.technician.client, `/api/visit/${visit.id}/report`)).status).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/visit/${visit.id}/report`,
      headers: { host: 'reports-b.localhost', authorization: `Bearer ${B.token}` },
    });
    expect(other.statusCode).toBe(404);
    expect((await getVisit(A.client, visit.id)).status).toBe('verified');
  });
});
