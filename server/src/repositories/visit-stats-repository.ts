/**
 * SQL of the visit dashboard (spec §7): counts and sums over visits and their payments, scoped by
 * stats-sql.ts's visitScope. A cancelled visit counts as cancelled, never as a visit nor in what was billed.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayText, FULL_NAME, local, PREFIX_JOIN, visitScope, type StatsScope } from './stats-sql.ts';

export interface Range {
  start: Date;
  end: Date;
}

export interface FigureRow {
  visits: number;
  billed: number;
  dues: number;
  cancelled: number;
  collected: number;
}

/** Visits, billed, dues and cancellations of each window (visits by visitedAt), and money collected in it (by receivedAt). */
export async function windowFigures(db: Db, s: StatsScope, windows: Range[]): Promise<FigureRow[]> {
  const min = new Date(Math.min(...windows.map((w) => w.start.getTime())));
  const max = new Date(Math.max(...windows.map((w) => w.end.getTime())));
  const within = (column: string, w: Range) => sql`${sql.ref(column)} >= ${w.start} and ${sql.ref(column)} < ${w.end}`;
  const visitCols = windows.map(
    (w, i) => sql`count(*) filter (where v.status <> 'cancelled' and ${within('v.visited_at', w)})::int as ${sql.ref(`visits_${i}`)},
      coalesce(sum(v.net) filter (where v.status <> 'cancelled' and ${within('v.visited_at', w)}), 0)::float8 as ${sql.ref(`billed_${i}`)},
      coalesce(sum(v.due) filter (where v.status <> 'cancelled' and ${within('v.visited_at', w)}), 0)::float8 as ${sql.ref(`dues_${i}`)},
      count(*) filter (where v.status = 'cancelled' and ${within('v.visited_at', w)})::int as ${sql.ref(`cancelled_${i}`)}`,
  );
  const payCols = windows.map(
    (w, i) => sql`coalesce(sum(case when vp.kind = 'payment' then vp.amount else -vp.amount end)
      filter (where ${within('vp.received_at', w)}), 0)::float8 as ${sql.ref(`collected_${i}`)}`,
  );
  const [visits, payments] = await Promise.all([
    sql<Record<string, number>>`select ${sql.join(visitCols)} from visits v
      where ${visitScope(s)} and v.visited_at >= ${min} and v.visited_at < ${max}`.execute(db),
    sql<Record<string, number>>`select ${sql.join(payCols)} from visit_payments vp
      join visits v on v.org_id = vp.org_id and v.id = vp.visit_id
      where vp.org_id = ${s.orgId} and ${visitScope(s)} and vp.received_at >= ${min} and vp.received_at < ${max}`.execute(db),
  ]);
  const [a, b] = [visits.rows[0], payments.rows[0]];
  return windows.map((_, i) => ({
    visits: Number(a[`visits_${i}`]),
    billed: Number(a[`billed_${i}`]),
    dues: Number(a[`dues_${i}`]),
    cancelled: Number(a[`cancelled_${i}`]),
    collected: Number(b[`collected_${i}`]),
  }));
}

export interface TrendRow {
  key: string;
  visits: number;
  cancelled: number;
  billed: number;
  collected: number;
}

/** Per local day (`day`) or per week from Monday (`week`) in a range: visits, cancellations, billed, collected. */
export async function trend(db: Db, s: StatsScope, tz: string, r: Range, by: 'day' | 'week'): Promise<TrendRow[]> {
  const bucket = (column: string) => (by === 'day' ? dayText(local(column, tz)) : dayText(sql`date_trunc('week', ${local(column, tz)})`));
  const [visits, payments] = await Promise.all([
    sql<TrendRow>`select ${bucket('v.visited_at')} as key,
        count(*) filter (where v.status <> 'cancelled')::int as visits,
        count(*) filter (where v.status = 'cancelled')::int as cancelled,
        coalesce(sum(v.net) filter (where v.status <> 'cancelled'), 0)::float8 as billed
      from visits v where ${visitScope(s)} and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
      group by 1`.execute(db),
    sql<{ key: string; collected: number }>`select ${bucket('vp.received_at')} as key,
        sum(case when vp.kind = 'payment' then vp.amount else -vp.amount end)::float8 as collected
      from visit_payments vp join visits v on v.org_id = vp.org_id and v.id = vp.visit_id
      where vp.org_id = ${s.orgId} and ${visitScope(s)} and vp.received_at >= ${r.start} and vp.received_at < ${r.end}
      group by 1`.execute(db),
  ]);
  const out = new Map<string, TrendRow>(visits.rows.map((row) => [row.key, { ...row, collected: 0 }]));
  for (const p of payments.rows) {
    const row = out.get(p.key) ?? { key: p.key, visits: 0, cancelled: 0, billed: 0, collected: 0 };
    out.set(p.key, { ...row, collected: Number(p.collected) });
  }
  return [...out.values()];
}

export interface ReferrerVisitsRow {
  referrer: { id: string; name: string } | null;
  visits: number;
  billed: number;
  patients: number;
}

/** Referral partners by visits (not cancelled) in a range, then by what they billed; null = no partner. */
export async function topVisitReferrers(db: Db, s: StatsScope, r: Range, limit: number): Promise<ReferrerVisitsRow[]> {
  const { rows } = await sql<ReferrerVisitsRow>`select
      case when rf.id is null then null else json_build_object('id', rf.id, 'name', rf.name) end as referrer,
      t.visits, t.billed, t.patients
    from (select v.referrer_id, count(*)::int as visits, coalesce(sum(v.net), 0)::float8 as billed,
            count(distinct v.patient_id)::int as patients
          from visits v
          where ${visitScope(s)} and v.status <> 'cancelled' and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
          group by v.referrer_id) t
    left join referrers rf on rf.org_id = ${s.orgId} and rf.id = t.referrer_id
    order by t.visits desc, t.billed desc, rf.name nulls last
    limit ${limit}`.execute(db);
  return rows;
}

/** Visits (not cancelled) in a range by the hour of the day they were registered, local time. */
export async function hourlyVisits(db: Db, s: StatsScope, tz: string, r: Range): Promise<{ hour: number; visits: number }[]> {
  const { rows } = await sql<{ hour: number; visits: number }>`select extract(hour from ${local('v.visited_at', tz)})::int as hour,
      count(*)::int as visits
    from visits v
    where ${visitScope(s)} and v.status <> 'cancelled' and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
    group by 1`.execute(db);
  return rows;
}

export interface LatestVisitRow {
  id: string;
  code: string;
  visitedAt: Date | string;
  status: string;
  patient: { id: string; code: string; fullName: string };
  referrer: { id: string; name: string } | null;
  node: { id: string; code: string; name: string } | null;
  net: number;
  due: number;
}

/** The newest visits, cancelled ones included. */
export async function latestVisits(db: Db, s: StatsScope, limit: number): Promise<LatestVisitRow[]> {
  const { rows } = await sql<LatestVisitRow>`select v.id, v.code, v.visited_at as "visitedAt", v.status,
      json_build_object('id', p.id, 'code', p.code, 'fullName', ${FULL_NAME}) as patient,
      case when rf.id is null then null else json_build_object('id', rf.id, 'name', rf.name) end as referrer,
      case when n.id is null then null else json_build_object('id', n.id, 'code', n.code, 'name', n.name) end as node,
      v.net::float8 as net, v.due::float8 as due
    from (select * from visits v where ${visitScope(s)} order by v.visited_at desc, v.id desc limit ${limit}) v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    ${PREFIX_JOIN}
    left join referrers rf on rf.org_id = v.org_id and rf.id = v.referrer_id
    left join nodes n on n.org_id = v.org_id and n.id = v.node_id
    order by v.visited_at desc, v.id desc`.execute(db);
  return rows;
}

export interface FrequentRow {
  patient: { id: string; code: string; fullName: string };
  visits: number;
  billed: number;
  lastVisitAt: Date | string;
}

/** Patients by visits (not cancelled) in a range, then by what they were billed, then the latest visit first. */
export async function frequentPatients(db: Db, s: StatsScope, r: Range, limit: number): Promise<FrequentRow[]> {
  const { rows } = await sql<FrequentRow>`select json_build_object('id', p.id, 'code', p.code, 'fullName', ${FULL_NAME}) as patient,
      t.visits, t.billed, t.last_at as "lastVisitAt"
    from (select v.patient_id, count(*)::int as visits, coalesce(sum(v.net), 0)::float8 as billed, max(v.visited_at) as last_at
          from visits v
          where ${visitScope(s)} and v.status <> 'cancelled' and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
          group by v.patient_id
          order by visits desc, billed desc, last_at desc, v.patient_id
          limit ${limit}) t
    join patients p on p.org_id = ${s.orgId} and p.id = t.patient_id
    ${PREFIX_JOIN}
    order by t.visits desc, t.billed desc, t.last_at desc, p.id`.execute(db);
  return rows;
}

export interface SeenRow {
  patientId: string;
  visitId: string;
  visitCode: string;
  visitedAt: Date | string;
  status: string;
}

/** The newest visits from `offset` on (cancelled ones included), for picking the patients seen most recently. */
export async function newestVisits(db: Db, s: StatsScope, offset: number, limit: number): Promise<SeenRow[]> {
  const { rows } = await sql<SeenRow>`select v.patient_id as "patientId", v.id as "visitId", v.code as "visitCode",
      v.visited_at as "visitedAt", v.status
    from visits v where ${visitScope(s)}
    order by v.visited_at desc, v.id desc offset ${offset} limit ${limit}`.execute(db);
  return rows;
}

export interface SeenPatientRow {
  id: string;
  code: string;
  fullName: string;
  gender: string | null;
  dateOfBirth: string | null;
  visits: number;
}

/** Patients by id with their gender and how many visits (any status) the member may see. */
export async function seenPatients(db: Db, s: StatsScope, ids: string[]): Promise<SeenPatientRow[]> {
  if (!ids.length) return [];
  const { rows } = await sql<SeenPatientRow>`select p.id, p.code, ${FULL_NAME} as "fullName", g.name as gender,
      to_char(p.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth",
      (select count(*)::int from visits v where ${visitScope(s)} and v.patient_id = p.id) as visits
    from patients p
    ${PREFIX_JOIN}
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    where p.org_id = ${s.orgId} and p.id = any(${ids}::uuid[])`.execute(db);
  return rows;
}
