import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { LIVE, lateResults, openCriticalResults } from './lab-attention-sql.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import type { VisitPatientRow } from './visit-repository.ts';

type Executor = Db;

export interface Page {
  offset: number;
  limit: number;
}

export interface WorklistFilter {
  departmentId?: string;
  status?: 'pending' | 'entered';
  nodeId?: string;
  /** 'YYYY-MM-DD', on visitedAt, inclusive */
  from?: string;
  to?: string;
  /** only results past their turnaround time, as the home screen counts them (visits at any stage) */
  overdue?: boolean;
  /** only critical results not verified yet, as the home screen counts them */
  critical?: boolean;
}

export interface CriticalFilter {
  from?: string;
  to?: string;
  verified?: boolean;
}

const PATIENT = sql`json_build_object('id', p.id, 'code', p.code, 'fullName', concat_ws(' ', px.name, p.first_name, p.last_name),
  'gender', g.name, 'dateOfBirth', p.date_of_birth,
  'phone', case when coalesce(p.phone_number, '') = '' then null else concat_ws(' ', '+' || p.phone_country_code, p.phone_number) end)`;
const PATIENT_JOINS = sql`join patients p on p.org_id = v.org_id and p.id = v.patient_id
  left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
  left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id`;

/** A day range on a timestamp, in the server's time zone (the laboratory's day). */
function dayRange(column: RawBuilder<unknown>, from?: string, to?: string): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (from) out.push(sql`${column} >= ${from}::date`);
  if (to) out.push(sql`${column} < ${to}::date + 1`);
  return out;
}

export interface Listed<T> {
  rows: T[];
  total: number;
}

export interface CriticalRow {
  id: string;
  visitCode: string;
  patient: Record<string, unknown>;
}

const and = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);

/**
 * The laboratory's work: visits in progress (a sample in the laboratory, results not all verified) with
 * counts of their results, in one department when asked; with `status` only visits that have results in
 * that state (pending ones only once their sample is in the laboratory); with `overdue` / `critical` only
 * visits that have such results (late ones at any stage of the visit: what the home screen's figures count).
 * Oldest visit first, total by window.
 */
export async function worklist(
  db: Executor,
  who: NodeScoped,
  orgId: string,
  f: WorklistFilter,
  page: Page,
  now = new Date(),
): Promise<Listed<VisitPatientRow>> {
  const scope = { orgId, who, nodeId: f.nodeId };
  const attention = [
    ...(f.overdue ? [{ ctes: lateResults(scope, now), table: sql`late_results` }] : []),
    ...(f.critical ? [{ ctes: openCriticalResults(scope), table: sql`open_criticals` }] : []),
  ];
  const dept = f.departmentId ? sql`and r.department_id = ${f.departmentId}` : sql``;
  const wanted = and([
    f.status === 'entered'
      ? sql`r.status = 'entered'`
      : f.status === 'pending'
        ? sql`r.status = 'pending' and s.status in ('submitted', 'received')`
        : sql`r.status <> 'verified'`,
    ...attention.map(({ table }) => sql`r.id in (select id from ${table})`),
  ]);
  const visitWhere = and([
    sql`v.org_id = ${orgId}`,
    // overdue and critical results pick their visits at any stage (a late result may not have left the front desk)
    attention.length ? LIVE : sql`v.status in ('in-progress', 'results-entered')`,
    nodeScope(who, 'v.node_id'),
    ...(f.nodeId ? [sql`v.node_id = ${f.nodeId}`] : []),
    ...dayRange(sql`v.visited_at`, f.from, f.to),
    ...attention.map(({ table }) => sql`v.id in (select visit_id from ${table})`),
  ]);
  const ctes = attention.length ? sql`with ${sql.join(attention.map((a) => a.ctes))} ` : sql``;
  const { rows } = await sql<VisitPatientRow & { total: number }>`${ctes}
    select v.id as "visitId", v.code as "visitCode", v.visited_at as "visitedAt", v.status, ${PATIENT} as patient,
      c.departments, c.pending, c.entered, c.verified, c.critical, count(*) over ()::int as total
    from visits v ${PATIENT_JOINS}
    cross join lateral (
      select coalesce(array_agg(distinct d.name) filter (where d.name is not null), '{}') as departments,
        count(*) filter (where r.status = 'pending')::int as pending, count(*) filter (where r.status = 'entered')::int as entered,
        count(*) filter (where r.status = 'verified')::int as verified, count(*) filter (where r.is_critical)::int as critical,
        bool_or(${wanted}) as wanted
      from results r
      left join samples s on s.org_id = r.org_id and s.id = r.sample_id
      left join lab_departments d on d.org_id = r.org_id and d.id = r.department_id
      where r.org_id = v.org_id and r.visit_id = v.id ${dept}
    ) c
    where ${visitWhere} and c.wanted
    order by v.visited_at, v.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  // Past the last page the window count is not there to read: count with a first page instead.
  const total = rows[0]?.total ?? (page.offset > 0 ? (await worklist(db, who, orgId, f, { offset: 0, limit: 1 }, now)).total : 0);
  return { rows: rows.map(({ total: _, ...r }) => r), total };
}

/** Critical results of visits not cancelled, newest entry first, with the visit code and the patient. */
export async function criticalResults(
  db: Executor,
  who: NodeScoped,
  orgId: string,
  f: CriticalFilter,
  page: Page,
): Promise<Listed<CriticalRow>> {
  const where = and([
    sql`r.org_id = ${orgId}`,
    sql`r.is_critical`,
    sql`v.status <> 'cancelled'`,
    nodeScope(who, 'v.node_id'),
    ...(f.verified === undefined ? [] : [f.verified ? sql`r.status = 'verified'` : sql`r.status <> 'verified'`]),
    ...dayRange(sql`r.entered_at`, f.from, f.to),
  ]);
  const { rows } = await sql<CriticalRow & { total: number }>`
    select r.id, v.code as "visitCode", ${PATIENT} as patient, count(*) over ()::int as total
    from results r join visits v on v.org_id = r.org_id and v.id = r.visit_id ${PATIENT_JOINS}
    where ${where}
    order by r.entered_at desc nulls last, r.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const total: number = rows[0]?.total ?? (page.offset > 0 ? (await criticalResults(db, who, orgId, f, { offset: 0, limit: 1 })).total : 0);
  return { rows: rows.map(({ total: _, ...r }) => r), total };
}
