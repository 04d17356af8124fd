import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';

/** The period (inclusive days), the node asked for and the member's own node scope. */
export interface SummaryScope {
  orgId: string;
  who: NodeScoped;
  from: string;
  to: string;
  nodeId?: string;
}

const SPENT = sql`e.status in ('recorded', 'approved')`;
const month = (column: RawBuilder<unknown>) => sql<string>`to_char(${column}, 'YYYY-MM')`;

function expenseWhere(s: SummaryScope): RawBuilder<unknown> {
  const node = s.nodeId ? sql`and e.node_id = ${s.nodeId}` : sql``;
  return sql`e.org_id = ${s.orgId} and e.expense_date between ${s.from}::date and ${s.to}::date and ${nodeScope(s.who, 'e.node_id')} ${node}`;
}

export async function expensesByCategory(db: Db, s: SummaryScope) {
  const { rows } = await sql<{ month: string; categoryId: string; category: string; expenses: number }>`
    select ${month(sql`e.expense_date`)} as month, c.id as "categoryId", c.name as category, sum(e.amount) as expenses
    from expenses e join m_expense_category c on c.org_id = e.org_id and c.id = e.category_id
    where ${expenseWhere(s)} and ${SPENT}
    group by 1, 2, 3 order by 1, 3`.execute(db);
  return rows;
}

export async function expensesByNode(db: Db, s: SummaryScope) {
  const { rows } = await sql<{ month: string; nodeId: string; node: string; expenses: number }>`
    select ${month(sql`e.expense_date`)} as month, n.id as "nodeId", n.name as node, sum(e.amount) as expenses
    from expenses e join nodes n on n.org_id = e.org_id and n.id = e.node_id
    where ${expenseWhere(s)} and ${SPENT}
    group by 1, 2, 3`.execute(db);
  return rows;
}

export async function pendingExpenses(db: Db, s: SummaryScope) {
  const { rows } = await sql<{ amount: number; count: number }>`
    select coalesce(sum(e.amount), 0) as amount, count(*)::int as count from expenses e
    where ${expenseWhere(s)} and e.status = 'pending'`.execute(db);
  return rows[0];
}

/**
 * Collections: payments received less refunds paid out, by the month the money moved (the server's time zone is the
 * laboratory's, as for every day range) and the node of the visit they belong to.
 */
export async function incomeByNode(db: Db, s: SummaryScope) {
  const node = s.nodeId ? sql`and v.node_id = ${s.nodeId}` : sql``;
  const { rows } = await sql<{ month: string; nodeId: string | null; node: string | null; income: number }>`
    select t.month, t.node_id as "nodeId", n.name as node, t.income
    from (
      select ${month(sql`p.received_at`)} as month, v.node_id,
        sum(case when p.kind = 'payment' then p.amount else -p.amount end) as income
      from visit_payments p join visits v on v.org_id = p.org_id and v.id = p.visit_id
      where p.org_id = ${s.orgId} and p.received_at >= ${s.from}::date and p.received_at < ${s.to}::date + 1
        and ${nodeScope(s.who, 'v.node_id')} ${node}
      group by 1, 2
    ) t left join nodes n on n.org_id = ${s.orgId} and n.id = t.node_id`.execute(db);
  return rows;
}
