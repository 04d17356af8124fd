/**
 * SQL of the laboratory's operations figures on the home screen: where samples and results stand now, what
 * is late, what is critical, the day's money and the dues. Visits not cancelled, scoped like every visit.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Range } from './visit-stats-repository.ts';
import { LIVE, lateResults, openCriticalResults } from './lab-attention-sql.ts';
import { FULL_NAME, PREFIX_JOIN, visitScope, type StatsScope } from './stats-sql.ts';

export interface PipelineRow {
  waitingPatients: number;
  toCollect: number;
  collected: number;
  inTransit: number;
  inLab: number;
  toVerify: number;
  resultsToVerify: number;
}

export async function pipeline(db: Db, s: StatsScope): Promise<PipelineRow> {
  const [samples, results] = await Promise.all([
    sql<Omit<PipelineRow, 'toVerify' | 'resultsToVerify'>>`select
        count(distinct sm.visit_id) filter (where sm.status in ('pending', 'collected'))::int as "waitingPatients",
        count(*) filter (where sm.status = 'pending')::int as "toCollect",
        count(*) filter (where sm.status = 'collected')::int as collected,
        count(*) filter (where sm.status = 'submitted')::int as "inTransit",
        count(*) filter (where sm.status = 'received' and exists (select 1 from results r
          where r.org_id = sm.org_id and r.sample_id = sm.id and r.status = 'pending'))::int as "inLab"
      from samples sm join visits v on v.org_id = sm.org_id and v.id = sm.visit_id
      where sm.org_id = ${s.orgId} and ${visitScope(s)} and ${LIVE} and sm.status <> 'rejected'
        and v.status not in ('verified', 'reported')`.execute(db),
    sql<{ toVerify: number; resultsToVerify: number }>`select count(distinct r.visit_id)::int as "toVerify",
        count(*)::int as "resultsToVerify"
      from results r join visits v on v.org_id = r.org_id and v.id = r.visit_id
      where r.org_id = ${s.orgId} and ${visitScope(s)} and ${LIVE} and r.status = 'entered'`.execute(db),
  ]);
  return { ...samples.rows[0], ...results.rows[0] };
}

export interface BreachRow {
  visitId: string;
  visitCode: string;
  patient: { id: string; code: string; fullName: string };
  analyte: string;
  dueAt: Date | string;
}

/** Results not verified whose analyte's turnaround time (hours from the visit) has passed by `now` (`lateResults`). */
export async function tatBreaches(db: Db, s: StatsScope, now: Date, limit: number) {
  const late = lateResults(s, now);
  const [totals, oldest] = await Promise.all([
    sql<{ results: number; visits: number }>`with ${late} select count(*)::int as results, count(distinct visit_id)::int as visits
      from late_results`.execute(db),
    sql<BreachRow>`with ${late} select v.id as "visitId", v.code as "visitCode",
        json_build_object('id', p.id, 'code', p.code, 'fullName', ${FULL_NAME}) as patient,
        a.name as analyte, t.due_at as "dueAt"
      from (select * from late_results order by due_at, visit_id, position limit ${limit}) t
      join visits v on v.org_id = ${s.orgId} and v.id = t.visit_id
      join analytes a on a.org_id = ${s.orgId} and a.id = t.analyte_id
      join patients p on p.org_id = v.org_id and p.id = v.patient_id
      ${PREFIX_JOIN}
      order by t.due_at, t.visit_id, t.position`.execute(db),
  ]);
  return { ...totals.rows[0], oldest: oldest.rows };
}

export interface CriticalRow {
  resultId: string;
  visitId: string;
  visitCode: string;
  patient: { id: string; code: string; fullName: string };
  analyte: string;
  value: string | null;
  unit: string | null;
  flag: string | null;
  enteredAt: Date | string;
}

/** Critical results entered and not verified yet (`openCriticalResults`). */
export async function openCriticals(db: Db, s: StatsScope, limit: number) {
  const open = openCriticalResults(s);
  const [totals, latest] = await Promise.all([
    sql<{ results: number; visits: number; oldestEnteredAt: Date | string | null }>`with ${open} select count(*)::int as results,
        count(distinct visit_id)::int as visits, min(entered_at) as "oldestEnteredAt" from open_criticals`.execute(db),
    sql<CriticalRow>`with ${open} select r.id as "resultId", v.id as "visitId", v.code as "visitCode",
        json_build_object('id', p.id, 'code', p.code, 'fullName', ${FULL_NAME}) as patient,
        a.name as analyte, r.value, r.unit, r.flag, r.entered_at as "enteredAt"
      from (select id from open_criticals order by entered_at desc, id limit ${limit}) t
      join results r on r.org_id = ${s.orgId} and r.id = t.id
      join visits v on v.org_id = r.org_id and v.id = r.visit_id
      join analytes a on a.org_id = r.org_id and a.id = r.analyte_id
      join patients p on p.org_id = v.org_id and p.id = v.patient_id
      ${PREFIX_JOIN}
      order by r.entered_at desc, r.id`.execute(db),
  ]);
  return { ...totals.rows[0], latest: latest.rows };
}

export interface CollectionRow {
  mode: { id: string; name: string };
  payments: number;
  received: number;
  refunded: number;
  net: number;
}

/** Money received and refunded in a range by payment mode (every visit, cancelled ones too: their refunds count). */
export async function collections(db: Db, s: StatsScope, r: Range): Promise<CollectionRow[]> {
  const { rows } = await sql<CollectionRow>`select json_build_object('id', m.id, 'name', m.name) as mode, t.payments, t.received,
      t.refunded, (t.received - t.refunded)::float8 as net
    from (select vp.mode_id, count(*) filter (where vp.kind = 'payment')::int as payments,
            coalesce(sum(vp.amount) filter (where vp.kind = 'payment'), 0)::float8 as received,
            coalesce(sum(vp.amount) filter (where vp.kind = 'refund'), 0)::float8 as refunded
          from visit_payments vp join visits v on v.org_id = vp.org_id and v.id = vp.visit_id
          where vp.org_id = ${s.orgId} and ${visitScope(s)} and vp.received_at >= ${r.start} and vp.received_at < ${r.end}
          group by vp.mode_id) t
    join m_payment_modes m on m.org_id = ${s.orgId} and m.id = t.mode_id
    order by net desc, m.name`.execute(db);
  return rows;
}

/** What visits (not cancelled) still owe, in buckets of visit date: [start, end) instants, oldest bucket without a start. */
export async function duesByAge(db: Db, s: StatsScope, edges: string[]): Promise<{ visits: number; amount: number }[]> {
  // edges: the first days of the newer buckets, newest first (e.g. 7, 30 and 90 days ago): bucket i is [edges[i], edges[i-1]);
  // whole days, read from the daily roll-ups (after/012-visit-rollups)
  const bucket = sql.join(
    edges.map((e, i) => sql`when r.day >= ${e}::date then ${i}`),
    sql` `,
  );
  const { rows } = await sql<{ bucket: number; visits: number; amount: number }>`select
      case ${bucket} else ${edges.length} end as bucket, sum(r.owing)::int as visits, sum(r.owed)::float8 as amount
    from visit_rollups r where ${visitScope(s, 'r')} and r.owing <> 0
    group by 1`.execute(db);
  return Array.from({ length: edges.length + 1 }, (_, i) => {
    const row = rows.find((x) => Number(x.bucket) === i);
    return { visits: row?.visits ?? 0, amount: Number(row?.amount ?? 0) };
  });
}
