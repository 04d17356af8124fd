import { sql } from 'kysely';
import type { ExpenseStatus } from '../../../contract/expense.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import { userName } from './visit-repository.ts';

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

const FROM = sql`expenses e
  join m_expense_category c on c.org_id = e.org_id and c.id = e.category_id
  join nodes n on n.org_id = e.org_id and n.id = e.node_id
  join m_payment_modes m on m.org_id = e.org_id and m.id = e.payment_mode_id
  left join expenses r on r.org_id = e.org_id and r.reversal_of = e.id
  left join users ru on ru.id = e.recorded_by
  left join users au on au.id = e.approved_by`;

const COLUMNS = sql`e.id, e.expense_date as date, e.category_id as "categoryId", json_build_object('id', c.id, 'name', c.name) as category,
  e.node_id as "nodeId", json_build_object('id', n.id, 'code', n.code, 'name', n.name) as node,
  e.payment_mode_id as "paymentModeId", json_build_object('id', m.id, 'name', m.name) as "paymentMode",
  e.amount, e.vendor, e.description, e.reference_no as "referenceNo", e.status, e.reversal_of as "reversalOf", r.id as "reversedBy",
  case when e.receipt_type is null then null
    else json_build_object('name', e.receipt_name, 'contentType', e.receipt_type, 'size', e.receipt_size) end as receipt,
  ${userName('ru')} as "recordedBy", ${userName('au')} as "approvedBy", e.approved_at as "approvedAt",
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
  search: sql`coalesce(e.vendor, '') || ' ' || coalesce(e.description, '') || ' ' || coalesce(e.reference_no, '') || ' ' || c.name`,
  id: sql`e.id`,
};

/** What the count and the choice of a page read: the entries and their category (the search looks at its name). */
const FILTERED = sql`expenses e join m_expense_category c on c.org_id = e.org_id and c.id = e.category_id`;

/**
 * A page of the list: one count over the entries alone, then the page's ids in order, and only those 25 rows joined
 * with their names, people and reversal (joining every row of a large list before the limit is what made it slow).
 */
export async function listExpenses(db: Executor, orgId: string, who: NodeScoped, query: ListQuery) {
  const where = whereSql(sql`e.org_id = ${orgId} and ${nodeScope(who, 'e.node_id')}`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${FILTERED} where ${where}`.execute(db);
  const total = count[0].n;
  if (total === 0 || query.offset >= total) return { rows: [], total };
  const order = orderSql(query, LIST);
  const { rows } = await sql<ExpenseRow>`with page as (
      select e.id from ${FILTERED} where ${where} order by ${order} ${pageSql(query)}
    )
    select ${COLUMNS} from ${FROM} join page on page.id = e.id order by ${order}`.execute(db);
  return { rows, total };
}

export async function getExpense(db: Executor, orgId: string, who: NodeScoped, id: string): Promise<ExpenseRow | undefined> {
  const { rows } = await sql<ExpenseRow>`select ${COLUMNS} from ${FROM}
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
