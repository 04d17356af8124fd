import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ResultCore } from '../../../contract/results.ts';
import type { RangeRow } from '../services/reference-ranges.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';

type Executor = Db;

export interface Person {
  id: string;
  name: string;
}

/** What results need to know of their visit: who the patient is (for the ranges) and where the visit stands. */
export interface VisitHead {
  id: string;
  code: string;
  status: string;
  version: number;
  visitedAt: Date;
  trimesterCode: string | null;
  dateOfBirth: string | null;
  sex: string | null;
  reportedAt: Date | null;
}

/** A result as stored, with what the server computes flags and values from. */
export interface ResultRow extends ResultCore {
  sampleStatus: string | null;
  choices: { value: string; abnormal?: boolean }[];
  referenceRanges: RangeRow[];
  formula: string | null;
  interpretation: string | null;
  flag: string | null;
  status: 'pending' | 'entered' | 'verified';
  enteredAt: Date | null;
  enteredBy: Person | null;
  verifiedAt: Date | null;
  verifiedBy: Person | null;
  version: number;
  position: number;
}

export interface AmendmentRow {
  resultId: string;
  oldValue: string | null;
  oldFlag: string | null;
  newValue: string | null;
  newFlag: string | null;
  reason: string;
  amendedAt: Date;
  amendedBy: Person | null;
  reportVersion: number | null;
}

/** A user as { id, name }: the name they go by, else their e-mail. */
export const personSql = (
  alias: string,
): RawBuilder<Person | null> => sql<Person | null>`case when ${sql.ref(`${alias}.id`)} is null then null
  else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.email`)})) end`;

/** The visit as results see it, within the member's nodes; `lock` holds it until the transaction ends. */
export async function visitHead(
  db: Executor,
  who: NodeScoped,
  orgId: string,
  visitId: string,
  lock = false,
): Promise<VisitHead | undefined> {
  const { rows } =
    await sql<VisitHead>`select v.id, v.code, v.status, v.version, v.visited_at as "visitedAt", v.trimester_code as "trimesterCode",
      p.date_of_birth as "dateOfBirth", g.code as sex, v.reported_at as "reportedAt"
    from visits v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    where v.org_id = ${orgId} and v.id = ${visitId} and ${nodeScope(who, 'v.node_id')}
    ${lock ? sql`for update of v` : sql``}`.execute(db);
  return rows[0];
}

/**
 * The visit locked for a change of its results, with the organisation's days per period code (what flags need
 * besides the results), in one round trip. Undefined when the visit is not there for the member.
 */
export async function lockedVisitHead(
  db: Executor,
  who: NodeScoped,
  orgId: string,
  visitId: string,
): Promise<{ head: VisitHead; periods: Map<string, number> } | undefined> {
  const { rows } = await sql<
    VisitHead & { periods: [string, number][] | null }
  >`select v.id, v.code, v.status, v.version, v.visited_at as "visitedAt",
      v.trimester_code as "trimesterCode", p.date_of_birth as "dateOfBirth", g.code as sex, v.reported_at as "reportedAt",
      (select json_agg(json_build_array(mp.code, mp.days)) from m_period mp where mp.org_id = v.org_id and mp.code is not null) as periods
    from visits v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    where v.org_id = ${orgId} and v.id = ${visitId} and ${nodeScope(who, 'v.node_id')}
    for update of v`.execute(db);
  if (!rows[0]) return undefined;
  const { periods, ...head } = rows[0];
  return { head, periods: new Map((periods ?? []).map(([code, days]) => [code, Number(days)])) };
}

/*
 * The department, unit and people come by key (scalar subqueries), and the analyte by a lateral lookup kept
 * apart from the plan (offset 0): a seven-way join cost PGlite more to plan than to run, and without
 * statistics on analytes the planner scanned the whole catalogue for every result.
 */
const RESULT_COLUMNS = sql`r.id, r.visit_id as "visitId", r.sample_id as "sampleId", s.barcode as "sampleBarcode", s.status as "sampleStatus",
  r.visit_item_id as "itemId", r.analyte_id as "analyteId", a.code, a.name, r.department_id as "departmentId",
  (select d.name from lab_departments d where d.org_id = r.org_id and d.id = r.department_id) as department,
  a.result_type as "resultType", a.decimals, coalesce(a.choices, '[]'::jsonb) as choices,
  coalesce(a.reference_ranges, '[]'::jsonb) as "referenceRanges", a.formula, a.interpretation,
  coalesce(r.unit, (select un.name from m_unit un where un.org_id = a.org_id and un.id = a.unit_id)) as unit,
  r.range_text as "rangeText", r.value, r.flag, r.is_critical as "isCritical", r.status, r.comment,
  r.entered_at as "enteredAt", (select ${personSql('eu')} from users eu where eu.id = r.entered_by) as "enteredBy",
  r.verified_at as "verifiedAt", (select ${personSql('vu')} from users vu where vu.id = r.verified_by) as "verifiedBy",
  r.version, r.position`;

const RESULT_JOINS = sql`cross join lateral (select * from analytes a where a.org_id = r.org_id and a.id = r.analyte_id offset 0) a
  left join samples s on s.org_id = r.org_id and s.id = r.sample_id`;

/** Every result of a visit in report order, with what its analyte says about entering and flagging it. */
export async function resultRows(db: Executor, orgId: string, visitId: string, lock = false): Promise<ResultRow[]> {
  const { rows } = await sql<ResultRow>`select ${RESULT_COLUMNS} from results r ${RESULT_JOINS}
    where r.org_id = ${orgId} and r.visit_id = ${visitId} order by r.position, r.id ${lock ? sql`for update of r` : sql``}`.execute(db);
  return rows;
}

/** Results by id (any visits of the organisation), in report order. */
export async function resultRowsById(db: Executor, orgId: string, ids: string[]): Promise<ResultRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ResultRow>`select ${RESULT_COLUMNS} from results r ${RESULT_JOINS}
    where r.org_id = ${orgId} and r.id = any(${ids}::uuid[]) order by r.visit_id, r.position`.execute(db);
  return rows;
}

export async function amendmentsOf(db: Executor, orgId: string, resultIds: string[]): Promise<AmendmentRow[]> {
  if (resultIds.length === 0) return [];
  const { rows } = await sql<AmendmentRow>`select m.result_id as "resultId", m.old_value as "oldValue", m.old_flag as "oldFlag",
      m.new_value as "newValue", m.new_flag as "newFlag", m.reason, m.amended_at as "amendedAt", ${personSql('u')} as "amendedBy",
      m.report_version as "reportVersion"
    from result_amendments m left join users u on u.id = m.amended_by
    where m.org_id = ${orgId} and m.result_id = any(${resultIds}::uuid[]) order by m.amended_at, m.id`.execute(db);
  return rows;
}

/** The values a result takes when it is entered, cleared, verified or amended. */
export interface ResultChange {
  status: 'pending' | 'entered' | 'verified';
  value: string | null;
  numericValue: number | null;
  flag: string | null;
  isCritical: boolean;
  rangeText: string | null;
  unit: string | null;
  comment: string | null;
  /** who entered it (null clears), or undefined to keep */
  enteredBy?: string | null;
  verifiedBy?: string | null;
}

/** A result's change in a batch: `writes` is how many changes it folds (its version moves by as many). */
export interface ResultBatchChange extends ResultChange {
  id: string;
  writes: number;
}

/** What a batch update answers of each result, as it now stands. */
export interface WrittenResult {
  id: string;
  enteredAt: Date | null;
  enteredBy: Person | null;
  verifiedAt: Date | null;
  verifiedBy: Person | null;
  version: number;
}

/**
 * Several results changed in one statement (each at most once), each as one write of its own would:
 * a stamp given (null clears it) sets who and when, one left undefined keeps them. Answers the stamps and versions.
 */
export async function updateResults(db: Executor, orgId: string, changes: ResultBatchChange[]): Promise<WrittenResult[]> {
  if (changes.length === 0) return [];
  const col = <T>(f: (c: ResultBatchChange) => T) => changes.map(f);
  const { rows } = await sql<WrittenResult>`update results r set status = v.status, value = v.value, numeric_value = v.numeric_value,
      flag = v.flag, is_critical = v.is_critical, range_text = v.range_text, unit = v.unit, comment = v.comment, version = r.version + v.writes,
      entered_by = case when v.set_entered then v.entered_by else r.entered_by end,
      entered_at = case when not v.set_entered then r.entered_at when v.entered_by is null then null else now() end,
      verified_by = case when v.set_verified then v.verified_by else r.verified_by end,
      verified_at = case when not v.set_verified then r.verified_at when v.verified_by is null then null else now() end
    from unnest(${col((c) => c.id)}::uuid[], ${col((c) => c.status)}::text[], ${col((c) => c.value)}::text[],
        ${col((c) => c.numericValue)}::numeric[], ${col((c) => c.flag)}::text[], ${col((c) => c.isCritical)}::boolean[],
        ${col((c) => c.rangeText)}::text[], ${col((c) => c.unit)}::text[], ${col((c) => c.comment)}::text[], ${col((c) => c.writes)}::int[],
        ${col((c) => c.enteredBy !== undefined)}::boolean[], ${col((c) => c.enteredBy ?? null)}::uuid[],
        ${col((c) => c.verifiedBy !== undefined)}::boolean[], ${col((c) => c.verifiedBy ?? null)}::uuid[])
      as v(id, status, value, numeric_value, flag, is_critical, range_text, unit, comment, writes, set_entered, entered_by, set_verified, verified_by)
    where r.org_id = ${orgId} and r.id = v.id
    returning r.id, r.entered_at as "enteredAt", (select ${personSql('eu')} from users eu where eu.id = r.entered_by) as "enteredBy",
      r.verified_at as "verifiedAt", (select ${personSql('vu')} from users vu where vu.id = r.verified_by) as "verifiedBy", r.version`.execute(
    db,
  );
  return rows;
}

export async function insertAmendment(
  db: Executor,
  orgId: string,
  a: Omit<AmendmentRow, 'amendedAt' | 'amendedBy'> & { amendedBy: string },
): Promise<void> {
  await sql`insert into result_amendments (org_id, result_id, old_value, old_flag, new_value, new_flag, reason, amended_by, report_version)
    values (${orgId}, ${a.resultId}, ${a.oldValue}, ${a.oldFlag}, ${a.newValue}, ${a.newFlag}, ${a.reason}, ${a.amendedBy}, ${a.reportVersion})`.execute(
    db,
  );
}

/** The visit's ordered items in order, for get-products. */
export async function visitItems(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<{ itemId: string; kind: 'analyte' | 'group'; code: string; name: string; price: number }>`
    select id as "itemId", case when analyte_id is null then 'group' else 'analyte' end as kind, code, name, price
    from visit_items where org_id = ${orgId} and visit_id = ${visitId} order by position`.execute(db);
  return rows;
}
