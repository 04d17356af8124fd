/**
 * The statistics calls (issue 12): exact figures over a laboratory of known shape (stats-fixtures.ts), each
 * call behind its own permission, one organisation never counting another's rows, a member assigned to a
 * centre never counting another centre's.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_CALLS } from '../src/routes/stats.ts';
import { comparedWindows } from '../src/services/stats-calendar.ts';
import { memberWith, setPermissions, type Member } from './administration-helpers.ts';
import { databases, startApp, type Json, type TestApp } from './helpers.ts';
import { at, buildFixture, today, type Fixture } from './stats-fixtures.ts';
import { addDays } from '../src/services/stats-calendar.ts';
import { createLabOrg, createPatient, createVisit, type LabOrg } from './visit-fixtures.ts';

const ALL = STATS_CALLS.map((c) => `${c.resource}.${c.action}`);
const round = (n: number) => Math.round(n * 100) / 100;

describe.each(databases)('statistics on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let f: Fixture;
  let scoped: Member;
  let N: number;
  let birthday: string;
  const get = async (path: string, who = A.client) => {
    const res = await who.get(path);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const id = (key: string) => f.visits[key].id;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'stats-a');
    f = await buildFixture(t.app, A);
    N = f.net;
    scoped = await memberWith(t.app, A.org, 'centre@stats-a.lab', ALL);
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${scoped.id}, ${A.ids.centre})`.execute(t.app.ctx.db);
    // another organisation: a birthday in two days, an estimated one tomorrow, one visit yesterday at 09:00
    B = await createLabOrg(t.app, 'stats-b');
    birthday = addDays(today(), 2);
    const md = birthday.slice(5);
    const b1 = await createPatient(B.client, {
      firstName: 'Bina',
      lastName: 'Birthday',
      dateOfBirth: `${md === '02-29' ? 1984 : 1985}-${md}`,
    });
    const est = await createPatient(B.client, {
      firstName: 'Est',
      lastName: 'Imated',
      dateOfBirth: `1990-${addDays(today(), 1).slice(5)}`,
    });
    await sql`update patients set dob_estimated = true where id = ${est.id}`.execute(t.app.ctx.db);
    const bv = await createVisit(B.client, { productCodes: ['HB'], patient: b1 });
    await sql`update visits set visited_at = ${at(1, 9)} where id = ${bv.id}`.execute(t.app.ctx.db);
  });
  afterAll(() => t?.close());

  it('refuses every call without its permission (403) and answers with only that one', async () => {
    const nobody = await memberWith(t.app, A.org, 'nobody@stats-a.lab', ['visit.list', 'patient.list']);
    for (const call of STATS_CALLS) {
      const res = await nobody.client.get(call.path);
      expect(res.status, call.path).toBe(403);
      expect(res.body.error).toBe(`You do not have permission to ${call.action} ${call.resource}`);
    }
    for (const call of STATS_CALLS) {
      await setPermissions(t.app, nobody.roleId, [`${call.resource}.${call.action}`]);
      expect((await nobody.client.get(call.path)).status, call.path).toBe(200);
    }
  });

  it('lists every call in /api/docs and the seeded job roles hold their figures', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const call of STATS_CALLS) expect(doc.paths[call.path]?.get?.responses?.['200'], call.path).toBeDefined();
    const perms = await sql<{ name: string; p: string }>`select r.name, rp.resource || '.' || rp.action as p
      from role_permissions rp join roles r on r.id = rp.role_id where r.org_id = ${A.org.id} and rp.resource like '%Stats'`.execute(
      t.app.ctx.db,
    );
    const of = (name: string) =>
      perms.rows
        .filter((r) => r.name === name)
        .map((r) => r.p)
        .sort();
    expect(of('Phlebotomist')).toEqual(['labStats.sample-pipeline']);
    expect(of('Front desk')).toHaveLength(6 + 9 + 3);
    expect(of('Pathologist')).toEqual(['labStats.critical-results', 'labStats.sample-pipeline', 'labStats.tat-breaches']);
  });

  it('answers a query it cannot read with a 400', async () => {
    expect((await A.client.get('/api/visit/hourly-visits?from=2026-13-01')).status).toBe(400);
    expect((await A.client.get('/api/visit/hourly-visits?from=2026-02-10&to=2026-02-01')).status).toBe(400);
    expect((await A.client.get('/api/visit/latest-visits?limit=51')).status).toBe(400);
    expect((await A.client.get('/api/patient/demographics?nodeId=x')).status).toBe(400);
  });

  it('top-visit-referrers: visits, billed and patients per partner in the last 30 days', async () => {
    expect(await get('/api/visit/top-visit-referrers')).toEqual([
      { referrer: { id: f.refs.alpha, name: 'Dr Alpha' }, visits: 4, billed: 4 * N, patients: 3 },
      { referrer: { id: f.refs.beta, name: 'Beta Clinic' }, visits: 2, billed: 2 * N, patients: 2 },
      { referrer: null, visits: 1, billed: N, patients: 1 },
    ]);
    expect((await get('/api/visit/top-visit-referrers?limit=1', scoped.client))[0]).toEqual({
      referrer: { id: f.refs.alpha, name: 'Dr Alpha' },
      visits: 3,
      billed: 3 * N,
      patients: 2,
    });
    const wide = await get(`/api/visit/top-visit-referrers?from=${addDays(today(), -120)}&nodeId=${A.ids.mainLab}`);
    expect(wide).toEqual([{ referrer: { id: f.refs.alpha, name: 'Dr Alpha' }, visits: 1, billed: N, patients: 1 }]);
  });

  it('hourly-visits: visits (not cancelled) by local hour, every hour present', async () => {
    const range = `from=${addDays(today(), -5)}&to=${addDays(today(), -1)}`;
    const hours = (body: Json[]) => Object.fromEntries(body.filter((h) => h.visits > 0).map((h) => [h.hour, h.visits]));
    const all = await get(`/api/visit/hourly-visits?${range}`);
    expect(all).toHaveLength(24);
    expect(hours(all)).toEqual({ 8: 3, 10: 1, 17: 2 });
    expect(hours(await get(`/api/visit/hourly-visits?${range}`, scoped.client))).toEqual({ 8: 2, 10: 1, 17: 2 });
    expect(hours(await get(`/api/visit/hourly-visits?${range}&nodeId=${A.ids.mainLab}`))).toEqual({ 8: 1 });
    expect(hours(await get(`/api/visit/hourly-visits?${range}`, B.client))).toEqual({ 9: 1 });
    const lastMonth = hours(await get('/api/visit/hourly-visits'));
    expect(Object.values(lastMonth as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(7);
    expect(lastMonth[f.todayAt.getHours()]).toBeGreaterThanOrEqual(1);
  });

  it('past-week-trend and past-7week-trend: every day and week, today last', async () => {
    const week = await get('/api/visit/past-week-trend');
    expect(week.map((d: Json) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)));
    expect(week.map((d: Json) => [d.visits, d.cancelled, d.billed, d.collected])).toEqual([
      [0, 0, 0, 0],
      [1, 0, N, 0],
      [1, 0, N, N],
      [1, 0, N, 0],
      [1, 1, N, 50],
      [2, 0, 2 * N, 2 * N],
      [1, 0, N, round(N - 20)],
    ]);
    const centre = await get('/api/visit/past-week-trend', scoped.client);
    expect(centre[5]).toMatchObject({ visits: 1, billed: N, collected: N });
    const weeks = await get('/api/visit/past-7week-trend');
    expect(weeks).toHaveLength(7);
    expect(weeks.every((w: Json) => new Date(`${w.weekStart}T12:00:00`).getDay() === 1 && w.weekEnd === addDays(w.weekStart, 6))).toBe(
      true,
    );
    // the seven weeks reach 42 to 48 days back: v1–v9 (v6 cancelled), not v10 (100 days)
    const sum = (k: string) => weeks.reduce((s: number, w: Json) => s + w[k], 0);
    expect([sum('visits'), sum('cancelled'), round(sum('billed'))]).toEqual([8, 1, 8 * N]);
    expect(weeks[6].weekEnd >= today() && weeks[6].weekStart <= today()).toBe(true);
  });

  it('visit-periodical-stats: each period beside the one before, as a count over the same rows says', async () => {
    const body = await get('/api/visit/visit-periodical-stats');
    const { rows: vs } = await sql<{ at: Date; net: string; due: string; status: string }>`select visited_at as at, net, due, status
      from visits where org_id = ${A.org.id}`.execute(t.app.ctx.db);
    const { rows: ps } = await sql<{ at: Date; kind: string; amount: string }>`select received_at as at, kind, amount
      from visit_payments where org_id = ${A.org.id}`.execute(t.app.ctx.db);
    const count = (w: { start: Date; end: Date }) => {
      const inW = (d: Date) => new Date(d) >= w.start && new Date(d) < w.end;
      const live = vs.filter((v) => inW(v.at) && v.status !== 'cancelled');
      return {
        visits: live.length,
        billed: round(live.reduce((s, v) => s + Number(v.net), 0)),
        collected: round(ps.filter((p) => inW(p.at)).reduce((s, p) => s + (p.kind === 'payment' ? 1 : -1) * Number(p.amount), 0)),
        dues: round(live.reduce((s, v) => s + Number(v.due), 0)),
        cancelled: vs.filter((v) => inW(v.at) && v.status === 'cancelled').length,
      };
    };
    const windows = comparedWindows(new Date());
    expect(body.map((p: Json) => p.period)).toEqual(['today', 'week', 'month', 'year']);
    for (const [i, w] of windows.entries()) {
      expect(body[i].current, w.period).toEqual(count(w.current));
      expect(body[i].previous, w.period).toEqual(count(w.previous));
      expect([body[i].from, body[i].to, body[i].previousFrom]).toEqual([w.current.from, today(), w.previous.from]);
    }
    expect(body[0].current).toEqual({ visits: 1, billed: N, collected: round(N - 20), dues: 0, cancelled: 0 });
    expect(body[0].previousFrom).toBe(addDays(today(), -1));
    expect((await get('/api/visit/visit-periodical-stats', B.client))[3].current.visits).toBeLessThanOrEqual(1);
  });

  it('latest-visits, /api/visit/latest and frequently-visited-patients', async () => {
    const latest = await get('/api/visit/latest-visits?limit=3');
    expect(latest.map((v: Json) => v.id)).toEqual([id('v7'), id('v8'), id('v1')]);
    expect(latest[0]).toMatchObject({
      code: f.visits.v7.code,
      net: N,
      due: 0,
      referrer: { id: f.refs.beta },
      patient: { id: f.patients[3].id },
    });
    expect(latest[1].node.id).toBe(A.ids.mainLab);
    expect((await get('/api/visit/latest-visits?limit=2', scoped.client)).map((v: Json) => v.id)).toEqual([id('v7'), id('v1')]);

    const seen = await get('/api/visit/latest?limit=4');
    expect(seen.map((r: Json) => [r.patient.id, r.visitId, r.visits])).toEqual([
      [f.patients[3].id, id('v7'), 2],
      [f.patients[4].id, id('v8'), 1],
      [f.patients[0].id, id('v1'), 3],
      [f.patients[2].id, id('v6'), 2],
    ]);
    expect(seen[0].patient).toMatchObject({ gender: 'Male', ageYears: 70, code: f.patients[3].code });
    expect(seen[3].status).toBe('cancelled');
    expect((await get('/api/visit/latest?limit=2', scoped.client)).map((r: Json) => r.visitId)).toEqual([id('v7'), id('v1')]);

    const frequent = await get('/api/visit/frequently-visited-patients?limit=3');
    expect(frequent.map((r: Json) => [r.patient.id, r.visits, r.billed])).toEqual([
      [f.patients[0].id, 2, 2 * N],
      [f.patients[1].id, 2, 2 * N],
      [f.patients[3].id, 1, N],
    ]);
    expect(new Date(frequent[0].lastVisitAt).getTime()).toBe(at(1, 8, 15).getTime());
    const longer = await get(`/api/visit/frequently-visited-patients?from=${addDays(today(), -120)}&limit=1`);
    expect(longer).toEqual([
      { patient: expect.objectContaining({ id: f.patients[0].id }), visits: 3, billed: 3 * N, lastVisitAt: expect.any(String) },
    ]);
  });

  it('patient figures: demographics, genders, age bands, registrations, the last two weeks', async () => {
    expect(await get('/api/patient/demographics')).toEqual({
      patients: 5,
      withVisits: 5,
      returning: 3,
      averageAge: 33.6,
      withEmail: 2,
      withPhone: 5,
      byCategory: [{ category: null, patients: 5 }],
      byCity: [
        { city: 'Mysuru', patients: 3 },
        { city: 'Hubli', patients: 1 },
        { city: null, patients: 1 },
      ],
    });
    expect(await get('/api/patient/demographics', scoped.client)).toMatchObject({ patients: 5, withVisits: 4, returning: 3 });
    expect(await get(`/api/patient/demographics?from=${addDays(today(), -6)}`)).toMatchObject({ patients: 2, averageAge: 55 });
    expect(await get('/api/patient/demographics', B.client)).toMatchObject({ patients: 2, withVisits: 1, returning: 0 });

    const genders = await get('/api/patient/gender-distribution');
    expect(genders.map((g: Json) => [g.gender?.id ?? null, g.patients])).toEqual([
      [A.ids.female, 2],
      [A.ids.male, 2],
      [null, 1],
    ]);
    const bands = await get('/api/patient/age-demographics');
    expect(bands.map((b: Json) => [b.band, b.patients, b.byGender.map((g: Json) => g.patients)])).toEqual([
      ['0–12', 1, [0, 1, 0]],
      ['13–17', 0, [0, 0, 0]],
      ['18–30', 2, [2, 0, 0]],
      ['31–45', 1, [0, 0, 1]],
      ['46–60', 0, [0, 0, 0]],
      ['61–75', 1, [0, 1, 0]],
      ['76+', 0, [0, 0, 0]],
    ]);
    expect(bands[6]).toMatchObject({ fromYears: 76, toYears: null });

    const reg = await get('/api/patient/registration-stats-count');
    expect(reg.total).toBe(5);
    expect(reg.periods[0]).toMatchObject({ period: 'today', current: { patients: 1 }, previous: { patients: 0 } });
    expect((await get('/api/patient/registration-stats-count', B.client)).total).toBe(2);

    const trends = await get('/api/patient/trends-pastweek-and-last-7days');
    expect(trends.last7Days.map((d: Json) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)));
    expect(trends.last7Days.map((d: Json) => [d.newPatients, d.visitingPatients])).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
      [1, 1],
      [0, 1],
      [0, 2],
      [1, 1],
    ]);
    expect(trends.previous7Days.every((d: Json) => d.newPatients === 0 && d.visitingPatients === 0)).toBe(true);
    expect(trends.previous7Days[0].date).toBe(addDays(today(), -13));
    expect((await get('/api/patient/trends-pastweek-and-last-7days', scoped.client)).last7Days[5].visitingPatients).toBe(1);
  });

  it('top-referrers (refferal) and upcoming-birthdays', async () => {
    expect(await get('/api/refferal/top-referrers')).toEqual([
      { referrer: { id: f.refs.alpha, name: 'Dr Alpha', kind: 'Doctor' }, patients: 3, newPatients: 1, visits: 4 },
      { referrer: { id: f.refs.beta, name: 'Beta Clinic', kind: 'Hospital' }, patients: 2, newPatients: 1, visits: 2 },
    ]);
    expect(await get('/api/refferal/top-referrers', scoped.client)).toEqual([
      { referrer: { id: f.refs.alpha, name: 'Dr Alpha', kind: 'Doctor' }, patients: 2, newPatients: 0, visits: 3 },
      { referrer: { id: f.refs.beta, name: 'Beta Clinic', kind: 'Hospital' }, patients: 2, newPatients: 1, visits: 2 },
    ]);
    expect(await get('/api/patient/upcoming-birthdays')).toEqual([]);
    const b = await get('/api/patient/upcoming-birthdays', B.client);
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ fullName: expect.stringContaining('Bina Birthday'), birthday, inDays: 2 });
    expect(b[0].turns).toBe(Number(birthday.slice(0, 4)) - Number(b[0].dateOfBirth.slice(0, 4)));
    expect(await get('/api/patient/upcoming-birthdays?days=2', B.client)).toEqual([]);
  });

  it('laboratory figures: pipeline, turnaround breaches, criticals', async () => {
    const pipeline = { waitingPatients: 6, toCollect: 5, collected: 1, inTransit: 1, inLab: 1, toVerify: 1, resultsToVerify: 1 };
    expect(await get('/api/stats/sample-pipeline')).toEqual(pipeline);
    expect(await get('/api/stats/sample-pipeline', scoped.client)).toEqual({ ...pipeline, waitingPatients: 5, toCollect: 4 });
    expect(await get(`/api/stats/sample-pipeline?nodeId=${A.ids.mainLab}`)).toEqual({
      waitingPatients: 1,
      toCollect: 1,
      collected: 0,
      inTransit: 0,
      inLab: 0,
      toVerify: 0,
      resultsToVerify: 0,
    });
    const tat = await get('/api/stats/tat-breaches');
    expect([tat.results, tat.visits]).toEqual([8, 8]);
    expect(tat.oldest.map((r: Json) => r.visitId)).toEqual(['v10', 'v9', 'v5', 'v4', 'v3', 'v2', 'v1', 'v8'].map(id));
    expect(tat.oldest[0]).toMatchObject({ analyte: 'Haemoglobin', dueAt: new Date(at(100, 13).getTime()).toISOString() });
    expect(tat.oldest[0].overdueMinutes).toBeGreaterThan(99 * 24 * 60);
    expect((await get('/api/stats/tat-breaches', scoped.client)).results).toBe(7);
    const crit = await get('/api/stats/critical-results');
    expect(crit).toMatchObject({ results: 1, visits: 1, oldestEnteredAt: at(1, 11).toISOString() });
    expect(crit.latest).toEqual([
      expect.objectContaining({ visitId: id('v1'), analyte: 'Haemoglobin', value: '5.1', unit: 'g/dL', flag: 'LL' }),
    ]);
    expect((await get(`/api/stats/critical-results?nodeId=${A.ids.mainLab}`)).results).toBe(0);
    expect((await get('/api/stats/critical-results', B.client)).results).toBe(0);
  });

  it('collections by payment mode and dues by age', async () => {
    const cash = { id: A.ids.cash, name: 'Cash' };
    expect(await get('/api/stats/collections')).toEqual({
      day: today(),
      total: round(N - 20),
      byMode: [{ mode: cash, payments: 1, received: N, refunded: 20, net: round(N - 20) }],
    });
    const yesterday = addDays(today(), -1);
    expect((await get(`/api/stats/collections?day=${yesterday}`)).byMode).toEqual([
      { mode: cash, payments: 2, received: 2 * N, refunded: 0, net: 2 * N },
    ]);
    expect((await get(`/api/stats/collections?day=${yesterday}`, scoped.client)).total).toBe(N);
    expect((await get(`/api/stats/collections?day=${addDays(today(), -2)}`)).byMode).toEqual([
      { mode: { id: A.ids.card, name: 'Card' }, payments: 1, received: 50, refunded: 0, net: 50 },
    ]);
    expect((await get('/api/stats/collections', B.client)).byMode).toEqual([]);

    const dues = await get('/api/stats/dues-ageing');
    expect(dues.buckets.map((b: Json) => [b.bucket, b.visits, b.amount])).toEqual([
      ['0–7', 4, round(3 * N - 30)],
      ['8–30', 0, 0],
      ['31–90', 1, N],
      ['90+', 1, round(N - 50)],
    ]);
    expect([dues.total, dues.visits]).toEqual([round(5 * N - 80), 6]);
    expect(dues.buckets[0]).toMatchObject({ fromDays: 0, toDays: 7, from: addDays(today(), -7), to: today() });
    expect(dues.buckets[3]).toMatchObject({ fromDays: 91, toDays: null, from: null, to: addDays(today(), -91) });
    expect((await get(`/api/stats/dues-ageing?nodeId=${A.ids.mainLab}`)).visits).toBe(0);
  });
});
