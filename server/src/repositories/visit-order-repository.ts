import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ItemKind } from './catalogue-repository.ts';

type Executor = Db;

/** Something a visit can order, priced by a list (or at its base price when the list does not price it). */
export interface PricedProduct {
  kind: ItemKind;
  id: string;
  code: string;
  name: string;
  groupKind: 'panel' | 'package' | null;
  price: number;
  isActive: boolean;
}

const PRODUCTS = sql`(
  select 'analyte' as kind, id, org_id, code, name, null::text as group_kind, base_price as base, is_active from analytes
  union all
  select 'group', id, org_id, code, name, lower(kind), price, is_active from item_groups
)`;

const priced = (listId: string | null) => sql`select p.kind, p.id, p.code, p.name, p.group_kind as "groupKind",
    coalesce(ia.price, ig.price, p.base) as price, p.is_active is not false as "isActive"
  from ${PRODUCTS} p
  left join price_list_items ia on ia.org_id = p.org_id and ia.price_list_id = ${listId} and ia.analyte_id = p.id and p.kind = 'analyte'
  left join price_list_items ig on ig.org_id = p.org_id and ig.price_list_id = ${listId} and ig.item_group_id = p.id and p.kind = 'group'`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** Active products whose code or name holds every word of `q`, code matches first. */
export async function searchProducts(
  db: Executor,
  orgId: string,
  listId: string | null,
  q: string,
  limit: number,
): Promise<PricedProduct[]> {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const text = words.join(' ');
  const match = words.map((w) => sql`lower(p.code || ' ' || p.name) like ${`%${escapeLike(w)}%`}`);
  const { rows } = await sql<PricedProduct>`select * from (${priced(listId)}
      where p.org_id = ${orgId} and p.is_active is not false ${match.length ? sql`and ${sql.join(match, sql` and `)}` : sql``}) t
    order by (lower(t.code) = ${text}) desc, (lower(t.code) like ${`${escapeLike(text)}%`}) desc, lower(t.name), t.id
    limit ${limit}`.execute(db);
  return rows;
}

/** The given products, priced (inactive ones too, so the caller can say which is inactive). */
export async function productsByIds(db: Executor, orgId: string, listId: string | null, ids: string[]): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<PricedProduct>`${priced(listId)} where p.org_id = ${orgId} and p.id = any(${sql.val(ids)}::uuid[])`.execute(
    db,
  );
  return rows;
}

/**
 * For each group, the analytes it holds (through member groups too) in report order, and the groups it
 * holds: members in position order, a member group's analytes where the member group stands.
 */
export async function expandGroups(
  db: Executor,
  orgId: string,
  groupIds: string[],
): Promise<{ analytes: Map<string, string[]>; groups: Map<string, Set<string>> }> {
  const analytes = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  const groups = new Map<string, Set<string>>(groupIds.map((id) => [id, new Set()]));
  if (groupIds.length === 0) return { analytes, groups };
  const { rows } = await sql<{ root: string; groupId: string; analyteId: string | null }>`
    with recursive reach(root, group_id, path) as (
      select g, g, array[]::int[] from unnest(${sql.val(groupIds)}::uuid[]) g
      union all
      select r.root, m.member_group_id, r.path || m.position from item_group_members m join reach r on m.group_id = r.group_id
      where m.org_id = ${orgId} and m.member_group_id is not null and cardinality(r.path) < 10
    )
    select r.root, r.group_id as "groupId", m.analyte_id as "analyteId" from reach r
    left join item_group_members m on m.org_id = ${orgId} and m.group_id = r.group_id and m.analyte_id is not null
    order by r.root, r.path || coalesce(m.position, 0)`.execute(db);
  for (const r of rows) {
    if (r.groupId !== r.root) groups.get(r.root)!.add(r.groupId);
    if (r.analyteId && !analytes.get(r.root)!.includes(r.analyteId)) analytes.get(r.root)!.push(r.analyteId);
  }
  return { analytes, groups };
}

/** What a result row and its sample need of an analyte. */
export interface AnalyteForOrder {
  id: string;
  code: string;
  name: string;
  resultType: string;
  departmentId: string | null;
  containerId: string | null;
  specimenId: string | null;
  drawOrder: number | null;
  unit: string | null;
  /** calculated analytes: the formula and the analytes it reads */
  formula: string | null;
  inputs: string[];
}

export async function analytesForOrder(db: Executor, orgId: string, ids: string[]): Promise<Map<string, AnalyteForOrder>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<AnalyteForOrder>`select a.id, a.code, a.name, a.result_type as "resultType", a.department_id as "departmentId",
      a.container_id as "containerId", a.specimen_id as "specimenId", c.draw_order as "drawOrder", u.name as unit, a.formula,
      coalesce((select array_agg(f.input_id::text order by f.input_id) from analyte_formula_inputs f
        where f.org_id = a.org_id and f.analyte_id = a.id), '{}') as inputs
    from analytes a
    left join m_container c on c.org_id = a.org_id and c.id = a.container_id
    left join m_unit u on u.org_id = a.org_id and u.id = a.unit_id
    where a.org_id = ${orgId} and a.id = any(${sql.val(ids)}::uuid[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The code and name of analytes, in the order given (for a product's analyte list). */
export async function analyteNames(
  db: Executor,
  orgId: string,
  ids: string[],
): Promise<Map<string, { id: string; code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; code: string; name: string }>`select id, code, name from analytes
    where org_id = ${orgId} and id = any(${sql.val(ids)}::uuid[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The organisation's default price list, or the referrer's when it has one. */
export async function priceListFor(db: Executor, orgId: string, referrerId: string | null): Promise<string | null> {
  const { rows } = await sql<{ id: string | null }>`select coalesce(
      (select r.price_list_id from referrers r join price_lists l on l.org_id = r.org_id and l.id = r.price_list_id and l.is_active is not false
        where r.org_id = ${orgId} and r.id = ${referrerId}),
      (select l.id from price_lists l where l.org_id = ${orgId} and l.is_default)) as id`.execute(db);
  return rows[0]?.id ?? null;
}

export async function priceListExists(db: Executor, orgId: string, id: string): Promise<boolean> {
  const { rows } = await sql`select 1 from price_lists where org_id = ${orgId} and id = ${id}`.execute(db);
  return rows.length > 0;
}
