import { sql } from 'kysely';
import { adminDb } from '../db/administration-types.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';

/** A site of the laboratory: the main lab, a branch, a collection centre. Nodes form a tree per organisation. */
export interface NodeRow {
  id: string;
  code: string;
  name: string;
  type: string;
  parentId: string | null;
  address: string | null;
  phone: string | null;
  isActive: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface NodeValues {
  code: string;
  name: string;
  type: string;
  parentId: string | null;
  address: string | null;
  phone: string | null;
  isActive: boolean;
}

const columnsSql = sql`n.id, n.code, n.name, n.type, n.parent_id as "parentId", n.address, n.phone, n.is_active as "isActive",
  n.version, n.created_at as "createdAt", n.updated_at as "updatedAt"`;

const LIST: ListColumns = {
  columns: {
    id: sql`n.id`,
    code: sql`n.code`,
    name: sql`n.name`,
    type: sql`n.type`,
    parentId: sql`n.parent_id`,
    address: sql`n.address`,
    phone: sql`n.phone`,
    isActive: sql`n.is_active`,
    createdAt: sql`n.created_at`,
    updatedAt: sql`n.updated_at`,
  },
  search: sql`n.code || ' ' || n.name || ' ' || coalesce(n.address, '') || ' ' || coalesce(n.phone, '')`,
  id: sql`n.id`,
};

export async function listNodes(db: Db, orgId: string, query: ListQuery): Promise<{ rows: NodeRow[]; total: number }> {
  const where = whereSql(sql`n.org_id = ${orgId}`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from nodes n where ${where}`.execute(db);
  if (count[0].n === 0 || query.offset >= count[0].n) return { rows: [], total: count[0].n };
  const { rows } =
    await sql<NodeRow>`select ${columnsSql} from nodes n where ${where} order by ${orderSql(query, LIST)} ${pageSql(query)}`.execute(db);
  return { rows, total: count[0].n };
}

export async function getNode(db: Db, orgId: string, id: string, lock = false): Promise<NodeRow | undefined> {
  const forUpdate = lock ? sql`for update` : sql``;
  const { rows } = await sql<NodeRow>`select ${columnsSql} from nodes n where n.org_id = ${orgId} and n.id = ${id} ${forUpdate}`.execute(
    db,
  );
  return rows[0];
}

/** id by code (case-insensitive) for the given codes that exist in the organisation. */
export async function nodeIdsByCode(db: Db, orgId: string, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { rows } = await sql<{ id: string; code: string }>`select id::text as id, lower(code) as code from nodes
    where org_id = ${orgId} and lower(code) = any(${codes.map((c) => c.toLowerCase())}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Moves within one organisation's tree are serialised: two concurrent moves (A under B, B under A)
 * would each pass the cycle check on their own snapshot.
 */
export async function lockTree(db: Db, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`nodes:${orgId}`}))`.execute(db);
}

/** The node and all its ancestors, up to the root. */
export async function pathToRoot(db: Db, orgId: string, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from nodes where org_id = ${orgId} and id = ${id}
      union all
      select n.id, n.parent_id, up.depth + 1 from nodes n join up on n.id = up.parent_id
      where n.org_id = ${orgId} and up.depth < 1000
    ) select id::text as id from up`.execute(db);
  return rows.map((r) => r.id);
}

export async function insertNode(db: Db, orgId: string, userId: string | null, v: NodeValues): Promise<string> {
  const row = await adminDb(db)
    .insertInto('nodes')
    .values({
      org_id: orgId,
      code: v.code,
      name: v.name,
      type: v.type,
      parent_id: v.parentId,
      address: v.address,
      phone: v.phone,
      is_active: v.isActive,
      created_by: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers false when the version is stale. */
export async function updateNode(db: Db, orgId: string, userId: string, id: string, version: number, v: NodeValues): Promise<boolean> {
  const res = await adminDb(db)
    .updateTable('nodes')
    .set({
      code: v.code,
      name: v.name,
      type: v.type,
      parent_id: v.parentId,
      address: v.address,
      phone: v.phone,
      is_active: v.isActive,
      updated_by: userId,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteNode(db: Db, orgId: string, id: string): Promise<void> {
  await adminDb(db).deleteFrom('nodes').where('org_id', '=', orgId).where('id', '=', id).execute();
}

/** What still points at a node: its child nodes and the employees who work there. */
export async function nodeUsage(db: Db, orgId: string, id: string): Promise<{ children: number; employees: number }> {
  const { rows } = await sql<{ children: number; employees: number }>`select
      (select count(*)::int from nodes where org_id = ${orgId} and parent_id = ${id}) as children,
      (select count(*)::int from user_nodes where org_id = ${orgId} and node_id = ${id}) as employees`.execute(db);
  return rows[0];
}

export async function countNodes(db: Db, orgId: string): Promise<number> {
  const row = await adminDb(db)
    .selectFrom('nodes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return row.n;
}
