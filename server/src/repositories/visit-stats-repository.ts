/**
 * SQL of the visit dashboard (spec §7): counts and sums over visits and their payments, scoped by
 * stats-sql.ts's visitScope. A cancelled visit counts as cancelled, never as a visit nor in what was billed.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedNodeIds } from './node-scope.ts';
import { dayText, FULL_NAME, PREFIX_JOIN, visitScope, type StatsScope } from './stats-sql.ts';

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

/** A window as whole days of the roll-ups ([fromDay, toDay)) and the parts of days around them, read from the rows. */
export interface SplitRange {
  fromDay: string;
  toDay: string;
  parts: Range[];
}

/** The roll-ups a member may count: their organisation's, at their nodes, at the node asked for (alias r). */
const rollupScope = (s: StatsScope, table: 'visit_rollups' | 'income_rollups', from: string, to: string) =>
  sql`from ${sql.table(table)} r where ${visitScope(s, 'r')} ${table === 'income_rollups' ? sql`and r.grain = 'day'` : sql``}
    and r.${sql.raw(table === 'income_rollups' ? 'period' : 'day')} >= ${from}::date
    and r.${sql.raw(table === 'income_rollups' ? 'period' : 'day')} < ${to}::date`;

const inDays = (column: string, w: SplitRange) => sql`${sql.ref(column)} >= ${w.fromDay}::date and ${sql.ref(column)} < ${w.toDay}::date`;

/**
 * Whether `column` falls in any of the parts of days; with `org`, each part also names the organisation, so that
 * every one is a range of the (org_id, time) index.
 */
const inAnyPart = (column: string, parts: Range[], org?: RawBuilder<unknown>) =>
  parts.length
    ? sql`(${sql.join(
        parts.map((p) => sql`${org ? sql`${org} and ` : sql``}${sql.ref(column)} >= ${p.start} and ${sql.ref(column)} < ${p.end}`),
        sql` or `,
      )})`
    : sql`false`;

/** Whether a scope narrows to nodes (a payment's node is its visit's: without it, no join to visits is needed). */
const byNode = (s: StatsScope) => Boolean(s.nodeId) || scopedNodeIds(s.who) !== undefined;

/** The days any window reads from the roll-ups, and every part of a day any reads from the rows. */
function extent(windows: SplitRange[]) {
  const days = windows.filter((w) => w.fromDay < w.toDay);
  const all = { parts: windows.flatMap((w) => w.parts) };
  return {
    fromDay: days.length ? days.map((w) => w.fromDay).sort()[0] : '9999-12-31',
    toDay: days.length
      ? days
          .map((w) => w.toDay)
          .sort()
          .at(-1)!
      : '0001-01-01',
    parts: (column: string, org: RawBuilder<unknown>) => inAnyPart(column, all.parts, org),
  };
}

/**
 * Visits, billed, dues and cancellations of each window (visits by visitedAt), and money collected in it (by
 * receivedAt): whole days from the daily roll-ups (visit_rollups, income_rollups), the parts of days from the rows.
 */
export async function windowFigures(db: Db, s: StatsScope, windows: SplitRange[]): Promise<FigureRow[]> {
  const x = extent(windows);
  const visitCols = (days: (w: SplitRange) => RawBuilder<unknown>, one: string, amount: (c: string) => string) =>
    windows.map(
      (
        w,
        i,
      ) => sql`coalesce(sum(${sql.raw(one)}) filter (where ${days(w)} and ${sql.raw(amount('live'))}), 0)::int as ${sql.ref(`visits_${i}`)},
        coalesce(sum(${sql.raw(amount('net'))}) filter (where ${days(w)}), 0)::float8 as ${sql.ref(`billed_${i}`)},
        coalesce(sum(${sql.raw(amount('due'))}) filter (where ${days(w)}), 0)::float8 as ${sql.ref(`dues_${i}`)},
        coalesce(sum(${sql.raw(amount('cancelled'))}) filter (where ${days(w)}), 0)::int as ${sql.ref(`cancelled_${i}`)}`,
    );
  // a roll-up row holds sums already; a visit row counts as one, its money when live
  const rolled = (c: string) => ({ live: 'true', net: 'r.billed', due: 'r.dues', cancelled: 'r.cancelled' })[c]!;
  const raw = (c: string) =>
    ({
      live: `v.status <> 'cancelled'`,
      net: `case when v.status <> 'cancelled' then v.net else 0 end`,
      due: `case when v.status <> 'cancelled' then v.due else 0 end`,
      cancelled: `case when v.status = 'cancelled' then 1 else 0 end`,
    })[c]!;
  const collected = (days: (w: SplitRange) => RawBuilder<unknown>, amount: string) =>
    windows.map((w, i) => sql`coalesce(sum(${sql.raw(amount)}) filter (where ${days(w)}), 0)::float8 as ${sql.ref(`collected_${i}`)}`);
  const [rolledVisits, partVisits, rolledMoney, partMoney] = await Promise.all([
    sql<Record<string, number>>`select ${sql.join(visitCols((w) => inDays('r.day', w), 'r.visits', rolled))}
      ${rollupScope(s, 'visit_rollups', x.fromDay, x.toDay)}`.execute(db),
    sql<Record<string, number>>`select ${sql.join(visitCols((w) => inAnyPart('v.visited_at', w.parts), '1', raw))} from visits v
      where ${visitScope(s)} and ${x.parts('v.visited_at', sql`v.org_id = ${s.orgId}`)}`.execute(db),
    sql<Record<string, number>>`select ${sql.join(collected((w) => inDays('r.period', w), 'r.income'))}
      ${rollupScope(s, 'income_rollups', x.fromDay, x.toDay)}`.execute(db),
    sql<
      Record<string, number>
    >`select ${sql.join(collected((w) => inAnyPart('vp.received_at', w.parts), `case when vp.kind = 'payment' then vp.amount else -vp.amount end`))}
      from visit_payments vp ${byNode(s) ? sql`join visits v on v.org_id = vp.org_id and v.id = vp.visit_id and ${visitScope(s)}` : sql``}
      where ${x.parts('vp.received_at', sql`vp.org_id = ${s.orgId}`)}`.execute(db),
  ]);
  const [a, b, c, d] = [rolledVisits.rows[0], partVisits.rows[0], rolledMoney.rows[0], partMoney.rows[0]];
  const sum = (key: string) => Number(a[key]) + Number(b[key]);
  return windows.map((_, i) => ({
    visits: sum(`visits_${i}`),
    billed: sum(`billed_${i}`),
    dues: sum(`dues_${i}`),
    cancelled: sum(`cancelled_${i}`),
    collected: Number(c[`collected_${i}`]) + Number(d[`collected_${i}`]),
  }));
}

export interface TrendRow {
  key: string;
  visits: number;
  cancelled: number;
  billed: number;
  collected: number;
}

/** Per day (`day`) or per week from Monday (`week`) of the whole days [fromDay, toDay): visits, cancellations, billed, collected. */
export async function trend(db: Db, s: StatsScope, fromDay: string, toDay: string, by: 'day' | 'week'): Promise<TrendRow[]> {
  const bucket = (column: string) =>
    by === 'day' ? dayText(sql`${sql.ref(column)}`) : dayText(sql`date_trunc('week', ${sql.ref(column)}::timestamp)`);
  const [visits, payments] = await Promise.all([
    sql<TrendRow>`select ${bucket('r.day')} as key, sum(r.visits)::int as visits, sum(r.cancelled)::int as cancelled,
        sum(r.billed)::float8 as billed
      ${rollupScope(s, 'visit_rollups', fromDay, toDay)}
      group by 1`.execute(db),
    sql<{ key: string; collected: number }>`select ${bucket('r.period')} as key, sum(r.income)::float8 as collected
      ${rollupScope(s, 'income_rollups', fromDay, toDay)}
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
    -- per referrer and patient first, then per referrer: two hash aggregates instead of a sort for count(distinct)
    from (select x.referrer_id, sum(x.visits)::int as visits, coalesce(sum(x.billed), 0)::float8 as billed, count(*)::int as patients
          from (select v.referrer_id, v.patient_id, count(*) as visits, sum(v.net) as billed
                from visits v
                where ${visitScope(s)} and v.status <> 'cancelled' and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
                group by v.referrer_id, v.patient_id) x
          group by x.referrer_id) t
    left join referrers rf on rf.org_id = ${s.orgId} and rf.id = t.referrer_id
    order by t.visits desc, t.billed desc, rf.name nulls last
    limit ${limit}`.execute(db);
  return rows;
}

/** Visits (not cancelled) on the whole days [fromDay, toDay) by the hour of the day they were registered, local time. */
export async function hourlyVisits(db: Db, s: StatsScope, fromDay: string, toDay: string): Promise<{ hour: number; visits: number }[]> {
  const { rows } = await sql<{ hour: number; visits: number }>`select r.hour, sum(r.visits)::int as visits
    from visit_hour_rollups r
    where ${visitScope(s, 'r')} and r.day >= ${fromDay}::date and r.day < ${toDay}::date
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
