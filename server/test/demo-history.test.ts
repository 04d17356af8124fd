/**
 * The demo laboratory's history (issue 12, item 4), made small: rows that agree with each other the way the
 * screens make them (status derived from samples and results, dues from payments, codes that continue),
 * reports that print, and a laboratory that already has visits left alone.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoHistory, type DemoHistorySummary } from '../src/services/demo-history.ts';
import { deriveStatus, visitProgress } from '../src/services/visit-status.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { createLabOrg, createPatient, createVisit, type LabOrg } from './visit-fixtures.ts';

describe.each(databases)('demo history on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let made: DemoHistorySummary;
  const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.app.ctx.db)).rows[0].n;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'demo-h');
    made = await addDemoHistory(t.app.ctx.db, A.org.id, { days: 14, visitsPerDay: 12, seed: 7 });
  });
  afterAll(() => t?.close());

  it('makes patients and visits across partners, centres, payment modes and every stage', async () => {
    const org = A.org.id;
    expect(made.visits).toBeGreaterThan(100);
    expect(await count(sql`select count(*)::int as n from visits where org_id = ${org}`)).toBe(made.visits);
    expect(await count(sql`select count(*)::int as n from patients where org_id = ${org}`)).toBe(made.patients);
    expect(await count(sql`select count(distinct node_id)::int as n from visits where org_id = ${org}`)).toBe(3);
    expect(await count(sql`select count(distinct referrer_id)::int as n from visits where org_id = ${org}`)).toBeGreaterThan(5);
    expect(await count(sql`select count(distinct mode_id)::int as n from visit_payments where org_id = ${org}`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from visits where org_id = ${org} and status = 'cancelled'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from visits where org_id = ${org} and due > 0 and status <> 'cancelled'`),
    ).toBeGreaterThan(0);
    const verified = await count(sql`select count(*)::int as n from visits where org_id = ${org} and status = 'verified'`);
    expect(await count(sql`select count(*)::int as n from report_versions where org_id = ${org}`)).toBe(verified);
  });

  it('keeps every visit in the status its samples and results give it', async () => {
    const { rows } = await sql<{ id: string; status: string }>`select id, status from visits where org_id = ${A.org.id}`.execute(
      t.app.ctx.db,
    );
    for (const v of rows) expect(deriveStatus((await visitProgress(t.app.ctx.db, A.org.id, v.id))!), v.id).toBe(v.status);
  });

  it('answers the screens: a report prints, the lists read, codes continue', async () => {
    const { rows } = await sql<{ id: string }>`select id from visits where org_id = ${A.org.id} and status = 'verified' limit 1`.execute(
      t.app.ctx.db,
    );
    const pdf = await t.app.inject({
      url: `/api/visit/${rows[0].id}/report`,
      headers: { host: 'demo-h.localhost', authorization: `Bearer ${A.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await A.client.get(`/api/visit/${rows[0].id}`)).status).toBe(200);
    const patient = await createPatient(A.client);
    expect(patient.code).toBe(`P-${String(made.patients + 1).padStart(6, '0')}`);
    const visit = await createVisit(A.client, { productCodes: ['HB'], patient });
    expect(visit.code).toMatch(/^V-\d{4}-\d{6}$/);
    const worklist = await A.client.get('/api/visit/worklist?range=[0,9]');
    expect(worklist.status).toBe(200);
    const top = await A.client.get('/api/visit/top-visit-referrers?limit=50');
    const live = await count(sql`select count(*)::int as n from visits where org_id = ${A.org.id} and status <> 'cancelled'`);
    expect(top.body.reduce((s: number, r: { visits: number }) => s + r.visits, 0)).toBe(live);
  });

  it('adds nothing to a laboratory that has visits, and other organisations start empty', async () => {
    expect((await addDemoHistory(t.app.ctx.db, A.org.id)).visits).toBe(0);
    const B = await createLabOrg(t.app, 'demo-h-other');
    expect((await B.client.get('/api/visit')).body).toEqual([]);
  });
});
