import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ItemKind } from './catalogue-repository.ts';

type Executor = Db;

/** Something a laboratory sells: an analyte or an item group, at its base price. */
export interface Product {
  kind: ItemKind;
  id: string;
  code: string;
  name: string;
  basePrice: number;
  isActive: boolean;
}

/** A product as a price list prices it. */
export interface PriceListItem extends Omit<Product, 'isActive'> {
  price: number;
  updatedAt: string;
}

export interface ProductFilter {
  q?: string;
  kind?: ItemKind;
  /** only products this list does not price */
  notInList?: string;
  activeOnly?: boolean;
}

const likeWords = (q: string | undefined) =>
  (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => '\\' + c)}%`);

/** Analytes and groups as one relation: kind, id, code, name, base price, active. */
const PRODUCTS = sql`(
  select 'analyte' as kind, id, org_id, code, name, base_price as "basePrice", is_active as "isActive" from analytes
  union all
  select 'group', id, org_id, code, name, price, is_active from item_groups
)`;

function productWhere(orgId: string, f: ProductFilter): RawBuilder<unknown> {
  const parts = [sql`p.org_id = ${orgId}`];
  if (f.kind) parts.push(sql`p.kind = ${f.kind}`);
  if (f.activeOnly) parts.push(sql`p."isActive" is not false`);
  for (const w of likeWords(f.q)) parts.push(sql`lower(p.code || ' ' || p.name) like ${w}`);
  if (f.notInList) {
    parts.push(sql`not exists (select 1 from price_list_items i where i.org_id = p.org_id and i.price_list_id = ${f.notInList}
      and (i.analyte_id = p.id or i.item_group_id = p.id))`);
  }
  return sql.join(parts, sql` and `);
}

export async function products(db: Executor, orgId: string, f: ProductFilter): Promise<Product[]> {
  const { rows } = await sql<Product>`select p.kind, p.id, p.code, p.name, p."basePrice", p."isActive" from ${PRODUCTS} p
    where ${productWhere(orgId, f)} order by lower(p.name), p.id limit 5000`.execute(db);
  return rows;
}

export async function hasDefaultList(db: Executor, orgId: string): Promise<boolean> {
  const { rows } = await sql`select 1 from price_lists where org_id = ${orgId} and is_default`.execute(db);
  return rows.length > 0;
}

/** Moves the default flag to one list (first off the old one: the unique index allows one at a time). */
export async function makeDefaultList(db: Executor, orgId: string, id: string, userId: string | null): Promise<void> {
  await sql`update price_lists set is_default = false, version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and is_default and id <> ${id}`.execute(db);
  await sql`update price_lists set is_default = true, is_active = true, version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id} and not is_default`.execute(db);
}

export async function itemCounts(db: Executor, orgId: string, listIds: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; n: number }>`select price_list_id as id, count(*)::int as n from price_list_items
    where org_id = ${orgId} and price_list_id in (${sql.join(listIds)}) group by price_list_id`.execute(db);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export interface PriceInput {
  kind: ItemKind;
  id: string;
  price: number | null;
}

/** Adds or re-prices products; a missing price is the product's base price. Answers how many rows were written. */
export async function upsertItems(
  db: Executor,
  orgId: string,
  listId: string,
  items: PriceInput[],
  userId: string | null,
): Promise<number> {
  let n = 0;
  for (const kind of ['analyte', 'group'] as const) {
    const mine = items.filter((i) => i.kind === kind);
    if (mine.length === 0) continue;
    const [column, table, base] = kind === 'analyte' ? ['analyte_id', 'analytes', 'base_price'] : ['item_group_id', 'item_groups', 'price'];
    const values = mine.map((i) => sql`(${i.id}::uuid, ${i.price}::numeric)`);
    const { rows } = await sql`insert into price_list_items (org_id, price_list_id, ${sql.raw(column)}, price, updated_by)
      select ${orgId}, ${listId}, p.id, coalesce(v.price, p.${sql.raw(base)}), ${userId}
      from (values ${sql.join(values)}) as v(id, price) join ${sql.raw(table)} p on p.org_id = ${orgId} and p.id = v.id
      on conflict (price_list_id, ${sql.raw(column)}) do update set price = excluded.price, updated_at = now(), updated_by = excluded.updated_by
      returning 1`.execute(db);
    n += rows.length;
  }
  return n;
}

/** Every active product the list does not price yet, at its base price. */
export async function addAllProducts(db: Executor, orgId: string, listId: string, userId: string | null): Promise<number> {
  const missing = await products(db, orgId, { notInList: listId, activeOnly: true });
  return upsertItems(
    db,
    orgId,
    listId,
    missing.map((p) => ({ kind: p.kind, id: p.id, price: null })),
    userId,
  );
}

export async function removeItems(db: Executor, orgId: string, listId: string, items: { kind: ItemKind; id: string }[]): Promise<number> {
  const analytes = items.filter((i) => i.kind === 'analyte').map((i) => i.id);
  const groups = items.filter((i) => i.kind === 'group').map((i) => i.id);
  const { rows } = await sql`delete from price_list_items where org_id = ${orgId} and price_list_id = ${listId}
    and (analyte_id = any(${sql.val(analytes)}::uuid[]) or item_group_id = any(${sql.val(groups)}::uuid[])) returning 1`.execute(db);
  return rows.length;
}

export interface ItemPage {
  q?: string;
  kind?: ItemKind;
  ids?: string[];
  sort: { column: 'code' | 'name' | 'price' | 'basePrice' | 'kind' | 'updatedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const ITEMS = (orgId: string, listId: string) => sql`(
  select 'analyte' as kind, a.id, a.code, a.name, a.base_price as "basePrice", i.price, i.updated_at as "updatedAt"
  from price_list_items i join analytes a on a.org_id = i.org_id and a.id = i.analyte_id
  where i.org_id = ${orgId} and i.price_list_id = ${listId}
  union all
  select 'group', g.id, g.code, g.name, g.price, i.price, i.updated_at
  from price_list_items i join item_groups g on g.org_id = i.org_id and g.id = i.item_group_id
  where i.org_id = ${orgId} and i.price_list_id = ${listId}
)`;

/** One page of a list's prices and the total of the filter: two queries. */
export async function listItems(
  db: Executor,
  orgId: string,
  listId: string,
  page: ItemPage,
): Promise<{ rows: PriceListItem[]; total: number }> {
  const parts = [sql`true`];
  if (page.kind) parts.push(sql`t.kind = ${page.kind}`);
  if (page.ids) parts.push(page.ids.length ? sql`t.id in (${sql.join(page.ids)})` : sql`false`);
  for (const w of likeWords(page.q)) parts.push(sql`lower(t.code || ' ' || t.name) like ${w}`);
  const where = sql.join(parts, sql` and `);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from ${ITEMS(orgId, listId)} t where ${where}`.execute(db);
  const total = counted[0].n;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const textual = page.sort.column === 'code' || page.sort.column === 'name' || page.sort.column === 'kind';
  const col = sql.ref(`t.${page.sort.column}`);
  const order = sql.raw(page.sort.order);
  const { rows } = await sql<PriceListItem>`select t.* from ${ITEMS(orgId, listId)} t where ${where}
    order by ${textual ? sql`lower(${col})` : col} ${order}, t.id ${order} limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows, total };
}
