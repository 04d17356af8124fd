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

const pad = (n: number) => String(n).padStart(2, '0');
/** The first day of the month `months` after the one of a YYYY-MM-DD day. */
const monthStart = (day: string, months: number) => {
  const [y, m] = day.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
};

/**
 * The whole months of a period, [start, end) as first days: read from the monthly roll-up rows; the days before and
 * after them from the daily ones (start ≥ end: no whole month, every day from the daily rows).
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } {
  const start = from.endsWith('-01') ? from : monthStart(from, 1);
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start, end: monthStart(next, 0) };
}

/**
 * The roll-up rows (migration 011-money-rollups: kept by triggers with the writes) that add up to the period, each
 * with the first day of its month: the monthly rows of its whole months and the daily rows of the days around them.
 */
function rollups(table: 'expense_rollups' | 'income_rollups', s: SummaryScope): RawBuilder<unknown> {
  const { start, end } = wholeMonths(s.from, s.to);
  const node = s.nodeId ? sql`and r.node_id = ${s.nodeId}` : sql``;
  const where = sql`r.org_id = ${s.orgId} and ${nodeScope(s.who, 'r.node_id')} ${node}`;
  return sql`(select r.period as month, r.* from ${sql.table(table)} r
      where ${where} and r.grain = 'month' and r.period >= ${start}::date and r.period < ${end}::date
    union all
    select date_trunc('month', r.period::timestamp)::date, r.* from ${sql.table(table)} r
      where ${where} and r.grain = 'day' and r.period between ${s.from}::date and ${s.to}::date
        and (r.period < ${start}::date or r.period >= ${end}::date))`;
}

/**
 * Spent (recorded and approved entries, reversals included) by month and category, and by month and node, and what
 * waits for approval, from one read of the roll-ups, named after adding up; a group shows when it has entries, as a
 * recount of them would.
 */
export async function expenseFigures(db: Db, s: SummaryScope) {
  const { rows } = await sql<{
    month: string | null;
    categoryId: string | null;
    category: string | null;
    nodeId: string | null;
    node: string | null;
    expenses: number;
    entries: number;
    pending: number;
    pendingCount: number;
  }>`
    select to_char(g.month, 'YYYY-MM') as month, c.id as "categoryId", c.name as category, n.id as "nodeId", n.name as node,
      g.expenses, g.entries, g.pending, g.pending_count as "pendingCount"
    from (
      select r.month, r.category_id, r.node_id, sum(r.spent) as expenses, sum(r.spent_count)::int as entries,
        sum(r.pending) as pending, sum(r.pending_count)::int as pending_count
      from ${rollups('expense_rollups', s)} r
      group by grouping sets ((r.month, r.category_id), (r.month, r.node_id), ())
    ) g
    left join m_expense_category c on c.org_id = ${s.orgId} and c.id = g.category_id
    left join nodes n on n.org_id = ${s.orgId} and n.id = g.node_id
    order by 1, 3`.execute(db);
  const spent = rows.filter((r) => r.month !== null && r.entries > 0);
  const total = rows.find((r) => r.month === null);
  return {
    byCategory: spent
      .filter((r) => r.categoryId !== null)
      .map((r) => ({ month: r.month!, categoryId: r.categoryId!, category: r.category!, expenses: r.expenses })),
    byNode: spent
      .filter((r) => r.nodeId !== null)
      .map((r) => ({ month: r.month!, nodeId: r.nodeId!, node: r.node!, expenses: r.expenses })),
    pending: { amount: total?.pending ?? 0, count: total?.pendingCount ?? 0 },
  };
}

/**
 * Collections: payments received less refunds paid out, by the month the money moved (the database's time zone, the
 * laboratory's, as for every day range) and the node of the visit they belong to.
 */
export async function incomeByNode(db: Db, s: SummaryScope) {
  const { rows } = await sql<{ month: string; nodeId: string | null; node: string | null; income: number }>`
    select to_char(t.month, 'YYYY-MM') as month, t.node_id as "nodeId", n.name as node, t.income
    from (
      select r.month, r.node_id, sum(r.income) as income from ${rollups('income_rollups', s)} r
      group by 1, 2 having sum(r.movements) > 0
    ) t left join nodes n on n.org_id = ${s.orgId} and n.id = t.node_id`.execute(db);
  return rows;
}
