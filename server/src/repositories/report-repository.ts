import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import { personSql, type Person } from './result-repository.ts';

type Executor = Db;

export interface ReportVersionRow {
  version: number;
  reason: string | null;
  snapshot: unknown;
  createdAt: Date;
  createdBy: Person | null;
}

export async function latestReportVersion(db: Executor, orgId: string, visitId: string): Promise<number | null> {
  const { rows } = await sql<{
    v: number | null;
  }>`select max(version) as v from report_versions where org_id = ${orgId} and visit_id = ${visitId}`.execute(db);
  return rows[0]?.v ?? null;
}

/** Adds the next version of a visit's report (the visit row is locked by the caller, so numbers do not race). */
export async function insertReportVersion(
  db: Executor,
  orgId: string,
  visitId: string,
  userId: string | null,
  reason: string | null,
  snapshot: unknown,
): Promise<number> {
  const { rows } = await sql<{ version: number }>`insert into report_versions (org_id, visit_id, version, reason, snapshot, created_by)
    select ${orgId}, ${visitId}, coalesce(max(version), 0) + 1, ${reason}, ${JSON.stringify(snapshot)}::jsonb, ${userId}
    from report_versions where org_id = ${orgId} and visit_id = ${visitId}
    returning version`.execute(db);
  return rows[0].version;
}

/** One version of a visit's report, or the latest when `version` is undefined. */
export async function reportVersion(db: Executor, orgId: string, visitId: string, version?: number): Promise<ReportVersionRow | undefined> {
  const { rows } =
    await sql<ReportVersionRow>`select rv.version, rv.reason, rv.snapshot, rv.created_at as "createdAt", ${personSql('u')} as "createdBy"
    from report_versions rv left join users u on u.id = rv.created_by
    where rv.org_id = ${orgId} and rv.visit_id = ${visitId} ${version === undefined ? sql`` : sql`and rv.version = ${version}`}
    order by rv.version desc limit 1`.execute(db);
  return rows[0];
}

/** An amendment makes a version that has not been issued yet: the visit is verified again, not reported. */
export async function clearReported(db: Executor, orgId: string, visitId: string): Promise<void> {
  await sql`update visits set reported_at = null where org_id = ${orgId} and id = ${visitId}`.execute(db);
}

export async function markReported(db: Executor, orgId: string, visitId: string): Promise<void> {
  await sql`update visits set reported_at = now() where org_id = ${orgId} and id = ${visitId}`.execute(db);
}

/** What a report prints about the visit, read when a version is made. */
export interface ReportHead {
  id: string;
  code: string;
  status: string;
  visitedAt: Date;
  publicHash: string;
  due: number;
  patientName: string;
  patientCode: string;
  sex: string | null;
  dateOfBirth: string | null;
  phone: string | null;
  referrer: string | null;
  centre: string | null;
  collectedAt: Date | null;
  verifiedAt: Date | null;
}

const HEAD = sql`v.id, v.code, v.status, v.visited_at as "visitedAt", v.public_hash as "publicHash", v.due,
  concat_ws(' ', pre.name, p.first_name, p.last_name) as "patientName", p.code as "patientCode",
  coalesce(g.report_label, g.name) as sex, p.date_of_birth as "dateOfBirth",
  case when p.phone_number is null then null else concat_ws(' ', '+' || p.phone_country_code, p.phone_number) end as phone,
  rf.name as referrer, n.name as centre, v.verified_at as "verifiedAt",
  (select min(s.collected_at) from samples s where s.org_id = v.org_id and s.visit_id = v.id and s.status <> 'rejected') as "collectedAt"`;
const HEAD_JOINS = sql`join patients p on p.org_id = v.org_id and p.id = v.patient_id
  left join m_patient_name_prefixes pre on pre.org_id = p.org_id and pre.id = p.prefix_id
  left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
  left join referrers rf on rf.org_id = v.org_id and rf.id = v.referrer_id
  left join nodes n on n.org_id = v.org_id and n.id = v.node_id`;

/** What printing a visit's report needs of it (its code and public hash), within the member's nodes. */
export async function reportTarget(
  db: Executor,
  who: NodeScoped,
  orgId: string,
  visitId: string,
): Promise<Pick<ReportHead, 'id' | 'code' | 'publicHash'> | undefined> {
  const { rows } = await sql<
    Pick<ReportHead, 'id' | 'code' | 'publicHash'>
  >`select v.id, v.code, v.public_hash as "publicHash" from visits v
    where v.org_id = ${orgId} and v.id = ${visitId} and ${nodeScope(who, 'v.node_id')}`.execute(db);
  return rows[0];
}

export async function reportHead(db: Executor, who: NodeScoped | null, orgId: string, visitId: string): Promise<ReportHead | undefined> {
  const scope = who ? nodeScope(who, 'v.node_id') : sql`true`;
  const { rows } = await sql<ReportHead>`select ${HEAD} from visits v ${HEAD_JOINS}
    where v.org_id = ${orgId} and v.id = ${visitId} and ${scope}`.execute(db);
  return rows[0];
}

/** The visit a public link names, in whichever organisation it is. */
export async function visitByHash(db: Executor, hash: string): Promise<(ReportHead & { orgId: string; organisation: string }) | undefined> {
  const { rows } = await sql<
    ReportHead & { orgId: string; organisation: string }
  >`select ${HEAD}, v.org_id as "orgId", o.name as organisation
    from visits v ${HEAD_JOINS} join organizations o on o.id = v.org_id
    where v.public_hash = ${hash}`.execute(db);
  return rows[0];
}

export interface OrgHead {
  name: string;
  settings: Record<string, unknown>;
}

export async function orgHead(db: Executor, orgId: string): Promise<OrgHead> {
  const { rows } = await sql<OrgHead>`select name, settings from organizations where id = ${orgId}`.execute(db);
  return rows[0];
}

/** Replaces one key of the organisation's settings, leaving the others as they are. */
export async function saveOrgSetting(db: Executor, orgId: string, key: string, value: unknown): Promise<void> {
  await sql`update organizations set settings = jsonb_set(coalesce(settings, '{}'::jsonb), ${sql.val([key])}::text[], ${JSON.stringify(value)}::jsonb, true)
    where id = ${orgId}`.execute(db);
}
