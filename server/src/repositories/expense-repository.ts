import { sql, type RawBuilder } from 'kysely';
import type { ExpenseStatus } from '../../../contract/expense.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { escapeLike, orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';

type Executor = Db;

/** An expense as read (receipt bytes never: they have their own table and call). */
export interface ExpenseRow {
  id: string;
  date: string;
  categoryId: string;
  category: { id: string; name: string };
  nodeId: string;
  node: { id: string; code: string; name: string };
  paymentModeId: string;
  paymentMode: { id: string; name: string };
  amount: number;
  vendor: string | null;
  description: string | null;
  referenceNo: string | null;
  status: ExpenseStatus;
  reversalOf: string | null;
  reversedBy: string | null;
  receipt: { name: string; contentType: string; size: number } | null;
  recordedBy: { id: string; name: string } | null;
  approvedBy: { id: string; name: string } | null;
  approvedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a write sets. */
export interface ExpenseValues {
  date: string;
  categoryId: string;
  nodeId: string;
  paymentModeId: string;
  amount: number;
  vendor: string | null;
  description: string | null;
  referenceNo: string | null;
  status: ExpenseStatus;
}

/** A member as the record names them, or null. */
const person = (column: string) =>
  sql`(select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) from users u where u.id = ${sql.ref(column)})`;

/**
 * An entry `e` as read. Names, people and the reversal are subqueries rather than joins: each is a one-row index
 * read, and the planner does not weigh the orders of seven joins for every page (on PGlite that cost more than the
 * page itself).
 */
const COLUMNS = sql`e.id, e.expense_date as date, e.category_id as "categoryId",
  (select json_build_object('id', c.id, 'name', c.name) from m_expense_category c where c.org_id = e.org_id and c.id = e.category_id) as category,
  e.node_id as "nodeId",
  (select json_build_object('id', n.id, 'code', n.code, 'name', n.name) from nodes n where n.org_id = e.org_id and n.id = e.node_id) as node,
  e.payment_mode_id as "paymentModeId",
  (select json_build_object('id', m.id, 'name', m.name) from m_payment_modes m where m.org_id = e.org_id and m.id = e.payment_mode_id) as "paymentMode",
  e.amount, e.vendor, e.description, e.reference_no as "referenceNo", e.status, e.reversal_of as "reversalOf",
  (select r.id from expenses r where r.org_id = e.org_id and r.reversal_of = e.id) as "reversedBy",
  case when e.receipt_type is null then null
    else json_build_object('name', e.receipt_name, 'contentType', e.receipt_type, 'size', e.receipt_size) end as receipt,
  ${person('e.recorded_by')} as "recordedBy", ${person('e.approved_by')} as "approvedBy", e.approved_at as "approvedAt",
  e.version, e.created_at as "createdAt", e.updated_at as "updatedAt"`;

const LIST: ListColumns = {
  columns: {
    id: sql`e.id`,
    date: sql`e.expense_date`,
    categoryId: sql`e.category_id`,
    nodeId: sql`e.node_id`,
    paymentModeId: sql`e.payment_mode_id`,
    amount: sql`e.amount`,
    vendor: sql`e.vendor`,
    referenceNo: sql`e.reference_no`,
    status: sql`e.status`,
    createdAt: sql`e.created_at`,
  },
  filters: {
    hasReceipt: (values) => (values.includes(true) ? sql`e.receipt_type is not null` : sql`e.receipt_type is null`),
    isReversal: (values) => (values.includes(true) ? sql`e.reversal_of is not null` : sql`e.reversal_of is null`),
  },
  // not read: listExpenses builds the search itself (searchSql)
  search: sql`e.search_text`,
  id: sql`e.id`,
};

/**
 * A page of the list: the page's ids in order from the entries alone, and only those 25 rows joined with their names,
 * people and reversal (joining every row of a large list before the limit is what made it slow). The total:
 * unfiltered, the entries the summary's roll-ups count (one row per month, node and category); searched, counted
 * beside the page (one scan of the matches instead of two); filtered otherwise, counted first.
 */
/**
 * Every word of the search in the vendor, description or reference (search_text: them lowercased, trigram-indexed,
 * migration 011) or in the category's name. The organisation's categories whose name has a word are read first, so a
 * word no category name has is a plain `like` that the trigram index answers.
 */
async function searchSql(db: Executor, orgId: string, words: string[]): Promise<RawBuilder<unknown>> {
  const patterns = words.map((w) => `%${escapeLike(w)}%`);
  const { rows } = await sql<{ pattern: string; id: string }>`select p.pattern, c.id from unnest(${patterns}::text[]) as p(pattern)
    join m_expense_category c on c.org_id = ${orgId} and lower(c.name) like p.pattern`.execute(db);
  const conditions = patterns.map((pattern) => {
    const ids = rows.filter((r) => r.pattern === pattern).map((r) => r.id);
    const text = sql`e.search_text like ${pattern}`;
    return ids.length ? sql`(${text} or e.category_id in (${sql.join(ids)}))` : text;
  });
  return sql.join(conditions, sql` and `);
}

export async function listExpenses(db: Executor, orgId: string, who: NodeScoped, query: ListQuery) {
  const words = query.conditions.flatMap((c) => (c.kind === 'search' ? c.words : []));
  const filters = query.conditions.filter((c) => c.kind !== 'search');
  const scoped = whereSql(sql`e.org_id = ${orgId} and ${nodeScope(who, 'e.node_id')}`, filters, LIST);
  const where = words.length ? sql`${scoped} and ${await searchSql(db, orgId, words)}` : scoped;
  const order = orderSql(query, LIST);
  const count = () => sql<{ n: number }>`select count(*)::int as n from expenses e where ${where}`.execute(db);
  const page = async (total: RawBuilder<unknown>) => {
    const { rows } = await sql<ExpenseRow & { __total: number }>`with page as (
        select e.id, ${total} as total from expenses e where ${where} order by ${order} ${pageSql(query)}
      )
      select ${COLUMNS}, page.total as "__total" from expenses e join page on page.id = e.id order by ${order}`.execute(db);
    return { rows: rows.map(({ __total: _, ...row }) => row as ExpenseRow), total: rows.length ? Number(rows[0].__total) : undefined };
  };
  if (query.conditions.length === 0 || words.length) {
    const found = await page(
      query.conditions.length === 0
        ? sql`(select coalesce(sum(r.spent_count + r.pending_count), 0)::int from expense_rollups r
            where r.org_id = ${orgId} and r.grain = 'month' and ${nodeScope(who, 'r.node_id')})`
        : sql`count(*) over ()`,
    );
    if (found.total !== undefined) return { rows: found.rows, total: found.total };
    return { rows: [], total: query.offset === 0 ? 0 : (await count()).rows[0].n };
  }
  const total = (await count()).rows[0].n;
  if (total === 0 || query.offset >= total) return { rows: [], total };
  return { rows: (await page(sql`null`)).rows, total };
}

export async function getExpense(db: Executor, orgId: string, who: NodeScoped, id: string): Promise<ExpenseRow | undefined> {
  const { rows } = await sql<ExpenseRow>`select ${COLUMNS} from expenses e
    where e.org_id = ${orgId} and e.id = ${id} and ${nodeScope(who, 'e.node_id')}`.execute(db);
  return rows[0];
}

/** The stored entry, locked for the rest of the transaction; undefined when it is not the member's to see. */
export async function lockExpense(db: Executor, orgId: string, who: NodeScoped, id: string) {
  const { rows } = await sql<ExpenseValues & { id: string; version: number; reversalOf: string | null; reversedBy: string | null }>`
    select e.id, e.expense_date as date, e.category_id as "categoryId", e.node_id as "nodeId", e.payment_mode_id as "paymentModeId",
      e.amount, e.vendor, e.description, e.reference_no as "referenceNo", e.status, e.version, e.reversal_of as "reversalOf",
      (select r.id from expenses r where r.org_id = e.org_id and r.reversal_of = e.id) as "reversedBy"
    from expenses e where e.org_id = ${orgId} and e.id = ${id} and ${nodeScope(who, 'e.node_id')} for update`.execute(db);
  return rows[0];
}

export async function insertExpense(
  db: Executor,
  orgId: string,
  userId: string,
  v: ExpenseValues & { reversalOf?: string | null; approvedBy?: string | null },
): Promise<string> {
  const approved = v.status === 'approved';
  const { rows } = await sql<{ id: string }>`insert into expenses (org_id, expense_date, category_id, node_id, payment_mode_id, amount,
      vendor, description, reference_no, status, reversal_of, recorded_by, updated_by, approved_by, approved_at)
    values (${orgId}, ${v.date}, ${v.categoryId}, ${v.nodeId}, ${v.paymentModeId}, ${v.amount}, ${v.vendor}, ${v.description},
      ${v.referenceNo}, ${v.status}, ${v.reversalOf ?? null}, ${userId}, ${userId}, ${approved ? (v.approvedBy ?? userId) : null},
      ${approved ? sql`now()` : null})
    returning id`.execute(db);
  return rows[0].id;
}

export async function updateExpense(db: Executor, orgId: string, userId: string, id: string, v: ExpenseValues): Promise<void> {
  await sql`update expenses set expense_date = ${v.date}, category_id = ${v.categoryId}, node_id = ${v.nodeId},
      payment_mode_id = ${v.paymentModeId}, amount = ${v.amount}, vendor = ${v.vendor}, description = ${v.description},
      reference_no = ${v.referenceNo}, status = ${v.status}, version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

export async function approveExpense(db: Executor, orgId: string, userId: string, id: string): Promise<void> {
  await sql`update expenses set status = 'approved', approved_by = ${userId}, approved_at = now(), version = version + 1,
      updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

export async function deleteExpense(db: Executor, orgId: string, id: string): Promise<void> {
  await sql`delete from expenses where org_id = ${orgId} and id = ${id}`.execute(db);
}

/** Which of the references of an entry exist in the organisation, and whether they are active. */
export async function expenseReferences(db: Executor, orgId: string, r: { categoryId: string; nodeId: string; paymentModeId: string }) {
  const { rows } = await sql<{ kind: 'category' | 'node' | 'mode'; active: boolean }>`
    select 'category' as kind, is_active is not false as active from m_expense_category where org_id = ${orgId} and id = ${r.categoryId}
    union all select 'node', is_active from nodes where org_id = ${orgId} and id = ${r.nodeId}
    union all select 'mode', is_active is not false from m_payment_modes where org_id = ${orgId} and id = ${r.paymentModeId}`.execute(db);
  return new Map(rows.map((row) => [row.kind, row.active]));
}

export async function saveReceipt(
  db: Executor,
  orgId: string,
  userId: string,
  id: string,
  file: { name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await sql`insert into expense_receipts (org_id, expense_id, bytes) values (${orgId}, ${id}, ${file.bytes})
    on conflict (org_id, expense_id) do update set bytes = excluded.bytes`.execute(db);
  await sql`update expenses set receipt_name = ${file.name}, receipt_type = ${file.contentType}, receipt_size = ${file.bytes.length},
      version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

export async function removeReceipt(db: Executor, orgId: string, userId: string, id: string): Promise<void> {
  await sql`delete from expense_receipts where org_id = ${orgId} and expense_id = ${id}`.execute(db);
  await sql`update expenses set receipt_name = null, receipt_type = null, receipt_size = null, version = version + 1,
      updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

export async function readReceipt(db: Executor, orgId: string, who: NodeScoped, id: string) {
  const { rows } = await sql<{ name: string; contentType: string; bytes: Buffer }>`
    select e.receipt_name as name, e.receipt_type as "contentType", x.bytes
    from expenses e join expense_receipts x on x.org_id = e.org_id and x.expense_id = e.id
    where e.org_id = ${orgId} and e.id = ${id} and ${nodeScope(who, 'e.node_id')}`.execute(db);
  return rows[0];
}

/** Organisations with no expense category at all (created before the expense tracker). */
export async function organizationsWithoutExpenseCategories(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select o.id from organizations o
    where not exists (select 1 from m_expense_category c where c.org_id = o.id)`.execute(db);
  return rows.map((r) => r.id);
}

/** The active nodes a member may record expenses at (all of them, unless they are assigned to some). */
export async function expenseNodes(db: Executor, orgId: string, who: NodeScoped) {
  const { rows } = await sql<{ id: string; code: string; name: string }>`select n.id, n.code, n.name from nodes n
    where n.org_id = ${orgId} and n.is_active and ${nodeScope(who, 'n.id')} order by n.name, n.id`.execute(db);
  return rows;
}
