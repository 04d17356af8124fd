import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

type Executor = Db;

export interface CatalogueItem {
  id: string;
  code: string;
  name: string;
}

export interface AnalyteSummary extends CatalogueItem {
  resultType: string;
}

export type ItemKind = 'analyte' | 'group';

const byCodeOrId = (column: 'code' | 'id', values: string[]) => sql`${sql.ref(column)} in (${sql.join(values)})`;

/** Analytes of the organisation with the given codes or ids. */
export async function findAnalytes(db: Executor, orgId: string, by: 'code' | 'id', values: string[]): Promise<AnalyteSummary[]> {
  if (values.length === 0) return [];
  const { rows } = await sql<AnalyteSummary>`select id, code, name, result_type as "resultType" from analytes
    where org_id = ${orgId} and ${byCodeOrId(by, values)}`.execute(db);
  return rows;
}

/** Item groups of the organisation with the given codes or ids. */
export async function findGroups(db: Executor, orgId: string, by: 'code' | 'id', values: string[]): Promise<CatalogueItem[]> {
  if (values.length === 0) return [];
  const { rows } = await sql<CatalogueItem>`select id, code, name from item_groups
    where org_id = ${orgId} and ${byCodeOrId(by, values)}`.execute(db);
  return rows;
}

/** Every analyte a formula reaches through the given inputs (the inputs, their inputs, …). */
export async function formulaClosure(db: Executor, orgId: string, inputIds: string[]): Promise<Set<string>> {
  if (inputIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    with recursive reach(id) as (
      select unnest(${sql.val(inputIds)}::uuid[])
      union
      select f.input_id from analyte_formula_inputs f join reach r on f.analyte_id = r.id where f.org_id = ${orgId}
    ) select id from reach`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Calculated analytes whose formula reads this analyte. */
export async function formulaUsers(db: Executor, orgId: string, analyteId: string): Promise<CatalogueItem[]> {
  const { rows } = await sql<CatalogueItem>`select a.id, a.code, a.name from analyte_formula_inputs f
    join analytes a on a.org_id = f.org_id and a.id = f.analyte_id
    where f.org_id = ${orgId} and f.input_id = ${analyteId} order by a.code`.execute(db);
  return rows;
}

export async function replaceFormulaInputs(db: Executor, orgId: string, analyteId: string, inputIds: string[]): Promise<void> {
  await sql`delete from analyte_formula_inputs where org_id = ${orgId} and analyte_id = ${analyteId}`.execute(db);
  if (inputIds.length === 0) return;
  const values = inputIds.map((id) => sql`(${orgId}, ${analyteId}, ${id})`);
  await sql`insert into analyte_formula_inputs (org_id, analyte_id, input_id) values ${sql.join(values)}`.execute(db);
}

/** For each given group, every group it contains, directly or through other groups. */
export async function groupDescendants(db: Executor, orgId: string, groupIds: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(groupIds.map((id) => [id, new Set<string>()]));
  if (groupIds.length === 0) return out;
  const { rows } = await sql<{ root: string; id: string }>`
    with recursive reach(root, id) as (
      select g, g from unnest(${sql.val(groupIds)}::uuid[]) g
      union
      select r.root, m.member_group_id from item_group_members m join reach r on m.group_id = r.id
      where m.org_id = ${orgId} and m.member_group_id is not null
    ) select root, id from reach where root <> id`.execute(db);
  for (const r of rows) out.get(r.root)!.add(r.id);
  return out;
}

export interface MemberRow {
  kind: ItemKind;
  id: string;
}

export async function replaceMembers(db: Executor, orgId: string, groupId: string, members: MemberRow[]): Promise<void> {
  await sql`delete from item_group_members where org_id = ${orgId} and group_id = ${groupId}`.execute(db);
  if (members.length === 0) return;
  const values = members.map(
    (m, i) => sql`(${orgId}, ${groupId}, ${i + 1}, ${m.kind === 'analyte' ? m.id : null}, ${m.kind === 'group' ? m.id : null})`,
  );
  await sql`insert into item_group_members (org_id, group_id, position, analyte_id, member_group_id) values ${sql.join(values)}`.execute(
    db,
  );
}

/** The members of some groups, in position order, with the code and name of each. */
export async function membersOf(
  db: Executor,
  orgId: string,
  groupIds: string[],
): Promise<(CatalogueItem & { groupId: string; kind: ItemKind })[]> {
  const { rows } = await sql<CatalogueItem & { groupId: string; kind: ItemKind }>`
    select m.group_id as "groupId", case when m.analyte_id is null then 'group' else 'analyte' end as kind,
      coalesce(a.id, g.id) as id, coalesce(a.code, g.code) as code, coalesce(a.name, g.name) as name
    from item_group_members m
    left join analytes a on a.org_id = m.org_id and a.id = m.analyte_id
    left join item_groups g on g.org_id = m.org_id and g.id = m.member_group_id
    where m.org_id = ${orgId} and m.group_id in (${sql.join(groupIds)})
    order by m.group_id, m.position`.execute(db);
  return rows;
}

/** Active item categories with how many item groups each holds. */
export async function itemCategories(db: Executor, orgId: string) {
  const { rows } = await sql<{ id: string; name: string; description: string | null; groups: number }>`
    select c.id, c.name, c.description, count(g.id)::int as groups from item_categories c
    left join item_groups g on g.org_id = c.org_id and g.category_id = c.id
    where c.org_id = ${orgId} and c.is_active is not false
    group by c.id order by c.display_order nulls last, lower(c.name), c.id`.execute(db);
  return rows;
}
