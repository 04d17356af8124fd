/**
 * A laboratory of known shape for the statistics tests: patients of known gender, age, city and registration
 * day; visits at known days and hours, by known referrers, at the centre and at the main laboratory; one
 * cancelled; payments, a refund, dues of every age; samples at several stages and a critical result.
 * Times are local (the server's time zone), relative to today.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { isoDay } from '../src/services/patient-age.ts';
import { addDays, dayStart } from '../src/services/stats-calendar.ts';
import type { Json } from './helpers.ts';
import { collectAndSubmitAll, createPatient, createVisit, getVisit, receiveAll, type LabOrg } from './visit-fixtures.ts';

export const today = () => isoDay(new Date());

/** A local instant `daysAgo` days before today at hh:mm. */
export const at = (daysAgo: number, hh: number, mm = 0) => new Date(dayStart(today(), -daysAgo).getTime() + (hh * 60 + mm) * 60_000);

/** A date of birth making someone `years` old today (their birthday 20 days ago). */
export function bornYearsAgo(years: number): string {
  const d = addDays(today(), -20);
  return `${Number(d.slice(0, 4)) - years}${d.slice(4).replace('-02-29', '-02-28')}`;
}

export interface Fixture {
  refs: { alpha: string; beta: string };
  patients: Json[];
  visits: Record<string, Json>;
  /** when today's visit was registered (10 minutes before the fixture was made, never before midnight) */
  todayAt: Date;
  net: number;
}

async function setVisitTime(app: FastifyInstance, visitId: string, when: Date) {
  await sql`update visits set visited_at = ${when} where id = ${visitId}`.execute(app.ctx.db);
  await sql`update visit_payments set received_at = ${when} where visit_id = ${visitId} and kind = 'payment'`.execute(app.ctx.db);
}

/** Builds the fixture in organisation A. */
export async function buildFixture(app: FastifyInstance, A: LabOrg): Promise<Fixture> {
  const c = A.client;
  const referrer = async (name: string, kind: string) => {
    const res = await c.post('/api/refferal', { name, kind });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const refs = { alpha: await referrer('Dr Alpha', 'Doctor'), beta: await referrer('Beta Clinic', 'Hospital') };
  const city = (n: number) => ['Mysuru', 'Mysuru', 'Hubli', null, 'Mysuru'][n];
  const people = [
    { genderId: A.ids.male, dateOfBirth: bornYearsAgo(8), email: 'p1@example.com' },
    { genderId: A.ids.female, dateOfBirth: bornYearsAgo(25) },
    { genderId: A.ids.female, dateOfBirth: bornYearsAgo(25), email: 'p3@example.com' },
    { genderId: A.ids.male, dateOfBirth: bornYearsAgo(70) },
    { genderId: null, dateOfBirth: bornYearsAgo(40) },
  ];
  const patients: Json[] = [];
  for (const [i, p] of people.entries()) patients.push(await createPatient(c, { ...p, city: city(i), lastName: `Stat${i + 1}` }));
  // registered: P1–P3 long ago, P4 three days ago, P5 today
  const registeredAt = [at(200, 9), at(200, 9), at(60, 9), at(3, 9), new Date()];
  for (const [i, p] of patients.entries())
    await sql`update patients set created_at = ${registeredAt[i]} where id = ${p.id}`.execute(app.ctx.db);

  const todayAt = new Date(Math.max(dayStart(today()).getTime(), Date.now() - 10 * 60_000));
  const plan: [key: string, patient: number, ref: string | null, when: Date, pay: 'full' | 'part' | 'none', node?: string][] = [
    ['v1', 0, refs.alpha, at(1, 8, 15), 'full'],
    ['v2', 0, refs.alpha, at(2, 8, 45), 'part'],
    ['v3', 1, refs.alpha, at(3, 10, 30), 'none'],
    ['v4', 1, refs.beta, at(4, 17, 5), 'full'],
    ['v5', 2, null, at(5, 17, 40), 'none'],
    ['v6', 2, refs.beta, at(2, 10, 10), 'none'],
    ['v7', 3, refs.beta, todayAt, 'full'],
    ['v8', 4, refs.alpha, at(1, 8, 30), 'full', A.ids.mainLab],
    ['v9', 0, refs.alpha, at(40, 9), 'none'],
    ['v10', 3, null, at(100, 9), 'part'],
  ];
  const visits: Record<string, Json> = {};
  let net = 0;
  for (const [key, patient, ref, when, pay, node] of plan) {
    const first = await createVisit(c, { productCodes: ['HB'], patient: patients[patient], referrerId: ref, nodeId: node });
    net = Number(first.net);
    const amount = pay === 'full' ? net : pay === 'part' ? 50 : 0;
    if (amount) {
      const res = await c.post(`/api/visit/${first.id}/payments`, {
        modeId: key === 'v2' ? A.ids.card : A.ids.cash,
        amount,
        reference: key === 'v2' ? 'TXN-1' : null,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await setVisitTime(app, first.id, when);
    visits[key] = first;
  }
  expect((await c.put(`/api/visit/${visits.v6.id}/cancel`, { reason: 'Patient left' })).status).toBe(200);
  // a refund today on v4 (20, cash)
  const refund = await c.post(`/api/visit/${visits.v4.id}/refunds`, { modeId: A.ids.cash, amount: 20, reason: 'Goodwill' });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);

  // samples: v1 received with its result entered and critical; v4 received; v2 collected; v3 submitted (in transit)
  for (const key of ['v1', 'v4']) {
    await collectAndSubmitAll(c, visits[key].id);
    await receiveAll(c, visits[key].id);
  }
  await sql`update results set status = 'entered', value = '5.1', flag = 'LL', is_critical = true, unit = 'g/dL', entered_at = ${at(1, 11)}
    where visit_id = ${visits.v1.id}`.execute(app.ctx.db);
  const v2 = await getVisit(c, visits.v2.id);
  expect((await c.put(`/api/sample-management/submit-sample-collection-timestamp/${v2.samples[0].id}`, {})).status).toBe(200);
  await collectAndSubmitAll(c, visits.v3.id);
  for (const key of Object.keys(visits)) visits[key] = await getVisit(c, visits[key].id);
  return { refs, patients, visits, todayAt, net };
}
