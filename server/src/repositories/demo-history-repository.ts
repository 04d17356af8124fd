/** SQL of the demo laboratory's history (services/demo-history.ts): what it builds on, and inserts in bulk. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Rows per insert statement: a few parameters (one array per column) whatever the number of rows. */
const CHUNK = 5000;

const cell = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * Inserts rows (values in the order of `columns`, each `name:type`) as one array per column unnested:
 * a handful of parameters per statement, however many rows, which PGlite parses far faster than one
 * parameter per value.
 */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const names = columns.map((c) => c.split(':')[0]);
  const types = columns.map((c) => c.split(':')[1] ?? 'text');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const arrays = types.map((type, j) => sql`${chunk.map((r) => cell(r[j]))}::${sql.raw(type)}[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((c) => sql.ref(c)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** id by name of an organisation's master rows (m_gender by code). */
async function idsBy(db: Db, table: string, key: 'name' | 'code', orgId: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ k: string; id: string }>`select ${sql.ref(key)} as k, id from ${sql.table(table)}
    where org_id = ${orgId}`.execute(db);
  return new Map(rows.map((r) => [r.k, r.id]));
}

export interface DemoAnalyte {
  id: string;
  code: string;
  name: string;
  departmentId: string | null;
  containerId: string | null;
  specimenId: string | null;
  price: number;
  department: string | null;
  interpretation: string | null;
}

/** The records the history points at: genders, prefixes, categories, payment modes, analytes, the member who works. */
export async function demoBasis(db: Db, orgId: string, codes: string[]) {
  const [genders, prefixes, categories, modes, analytes, member, self, sexes] = await Promise.all([
    idsBy(db, 'm_gender', 'code', orgId),
    idsBy(db, 'm_patient_name_prefixes', 'name', orgId),
    idsBy(db, 'm_patient_categories', 'name', orgId),
    idsBy(db, 'm_payment_modes', 'name', orgId),
    sql<DemoAnalyte>`select a.id, a.code, a.name, a.department_id as "departmentId", a.container_id as "containerId",
        a.specimen_id as "specimenId", coalesce(a.base_price, 0)::float8 as price, d.name as department, a.interpretation
      from analytes a left join lab_departments d on d.org_id = a.org_id and d.id = a.department_id
      where a.org_id = ${orgId} and a.code = any(${codes}::text[])`.execute(db),
    sql<{ id: string; name: string }>`select m.user_id as id, trim(u.first_name || ' ' || u.last_name) as name
      from memberships m join users u on u.id = m.user_id where m.org_id = ${orgId} order by m.created_at limit 1`.execute(db),
    sql<{ id: string }>`select id from referrers where org_id = ${orgId} and kind = 'Self' order by created_at limit 1`.execute(db),
    sql<{ code: string; label: string }>`select code, coalesce(report_label, name) as label from m_gender where org_id = ${orgId}`.execute(
      db,
    ),
  ]);
  return {
    genders,
    prefixes,
    categories,
    modes,
    analytes: new Map(analytes.rows.map((a) => [a.code, a])),
    userId: member.rows[0]?.id ?? null,
    userName: member.rows[0]?.name ?? null,
    sexes: new Map(sexes.rows.map((r) => [r.code, r.label])),
    selfReferrerId: self.rows[0]?.id ?? null,
  };
}

/** Whether the organisation has any visit yet (the history goes only into an empty laboratory). */
export async function hasVisits(db: Db, orgId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from visits where org_id = ${orgId}) as found`.execute(db);
  return rows[0].found;
}

/** The last patient number given, so codes the front desk gets next follow the history's. */
export async function setPatientCounter(db: Db, orgId: string, last: number): Promise<void> {
  await sql`insert into patient_code_counters (org_id, last_number) values (${orgId}, ${last})
    on conflict (org_id) do update set last_number = greatest(patient_code_counters.last_number, excluded.last_number)`.execute(db);
}

export async function setVisitCounter(db: Db, orgId: string, year: number, last: number): Promise<void> {
  await sql`insert into visit_code_counters (org_id, year, last_number) values (${orgId}, ${year}, ${last})
    on conflict (org_id, year) do update set last_number = greatest(visit_code_counters.last_number, excluded.last_number)`.execute(db);
}

/** id → name of the organisation's nodes. */
export async function nodeNames(db: Db, orgId: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; name: string }>`select id, name from nodes where org_id = ${orgId}`.execute(db);
  return new Map(rows.map((r) => [r.id, r.name]));
}
