import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RangeRow, ResultType } from '../services/reference-ranges.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';

type Executor = Kysely<any>;

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

export interface ResultRow {
  id: string;
  visitId: string;
  sampleId: string | null;
  sampleBarcode: string | null;
  sampleStatus: string | null;
  itemId: string;
  analyteId: string;
  code: string;
  name: string;
  departmentId: string | null;
  department: string | null;
  resultType: ResultType;
  decimals: number | null;
  choices: { value: string; abnormal?: boolean }[];
  referenceRanges: RangeRow[];
  formula: string | null;
  interpretation: string | null;
  unit: string | null;
  rangeText: string | null;
  value: string | null;
  flag: string | null;
  isCritical: boolean;
  status: 'pending' | 'entered' | 'verified';
  comment: string | null;
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
export const personSql = (alias: string): RawBuilder<Person | null> => sql<Person | null>`case when ${sql.ref(`${alias}.id`)} is null then null
  else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.email`)})) end`;

/** The visit as results see it, within the member's nodes; `lock` holds it until the transaction ends. */
export async function visitHead(db: Executor, who: NodeScoped, orgId: string, visitId: string, lock = false): Promise<VisitHead | undefined> {
  const { rows } = await sql<VisitHead>`select v.id, v.code, v.status, v.version, v.visited_at as "visitedAt", v.trimester_code as "trimesterCode",
      p.date_of_birth as "dateOfBirth", g.code as sex, v.reported_at as "reportedAt"
    from visits v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    where v.org_id = ${orgId} and v.id = ${visitId} and ${nodeScope(who, 'v.node_id')}
    ${lock ? sql`for update of v` : sql``}`.execute(db);
  return rows[0];
}

const RESULT_COLUMNS = sql`r.id, r.visit_id as "visitId", r.sample_id as "sampleId", s.barcode as "sampleBarcode", s.status as "sampleStatus",
  r.visit_item_id as "itemId", r.analyte_id as "analyteId", a.code, a.name, r.department_id as "departmentId", d.name as department,
  a.result_type as "resultType", a.decimals, coalesce(a.choices, '[]'::jsonb) as choices,
  coalesce(a.reference_ranges, '[]'::jsonb) as "referenceRanges", a.formula, a.interpretation,
  coalesce(r.unit, un.name) as unit, r.range_text as "rangeText", r.value, r.flag, r.is_critical as "isCritical", r.status, r.comment,
  r.entered_at as "enteredAt", ${personSql('eu')} as "enteredBy", r.verified_at as "verifiedAt", ${personSql('vu')} as "verifiedBy",
  r.version, r.position`;

const RESULT_JOINS = sql`join analytes a on a.org_id = r.org_id and a.id = r.analyte_id
  left join samples s on s.org_id = r.org_id and s.id = r.sample_id
  left join lab_departments d on d.org_id = r.org_id and d.id = r.department_id
  left join m_unit un on un.org_id = a.org_id and un.id = a.unit_id
  left join users eu on eu.id = r.entered_by
  left join users vu on vu.id = r.verified_by`;

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

export async function updateResult(db: Executor, orgId: string, id: string, c: ResultChange): Promise<void> {
  const stamp = (column: string, by: string | null | undefined) => by === undefined
    ? sql``
    : sql`, ${sql.ref(`${column}_by`)} = ${by}, ${sql.ref(`${column}_at`)} = ${by === null ? null : sql`now()`}`;
  await sql`update results set status = ${c.status}, value = ${c.value}, numeric_value = ${c.numericValue}, flag = ${c.flag},
      is_critical = ${c.isCritical}, range_text = ${c.rangeText}, unit = ${c.unit}, comment = ${c.comment}, version = version + 1
      ${stamp('entered', c.enteredBy)} ${stamp('verified', c.verifiedBy)}
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

export async function insertAmendment(db: Executor, orgId: string, a: Omit<AmendmentRow, 'amendedAt' | 'amendedBy'> & { amendedBy: string }): Promise<void> {
  await sql`insert into result_amendments (org_id, result_id, old_value, old_flag, new_value, new_flag, reason, amended_by, report_version)
    values (${orgId}, ${a.resultId}, ${a.oldValue}, ${a.oldFlag}, ${a.newValue}, ${a.newFlag}, ${a.reason}, ${a.amendedBy}, ${a.reportVersion})`.execute(db);
}

/** Days per period code (D, W, M, Y…) of the organisation's period master. */
export async function periodDays(db: Executor, orgId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ code: string; days: number }>`select code, days from m_period where org_id = ${orgId} and code is not null`.execute(db);
  return new Map(rows.map((r) => [r.code, Number(r.days)]));
}

/** The visit's ordered items in order, for get-products. */
export async function visitItems(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<{ itemId: string; kind: 'analyte' | 'group'; code: string; name: string; price: number }>`
    select id as "itemId", case when analyte_id is null then 'group' else 'analyte' end as kind, code, name, price
    from visit_items where org_id = ${orgId} and visit_id = ${visitId} order by position`.execute(db);
  return rows;
}
