import type { ExpenseSummary, ExpenseSummaryQuery } from '../../../contract/expense.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { expenseFigures, incomeByNode, type SummaryScope } from '../repositories/expense-summary-repository.ts';
import { scopedNodeIds } from '../repositories/node-scope.ts';

/** At most three years in one summary: a longer span is a 400 rather than a slow answer. */
export const SUMMARY_MAX_MONTHS = 36;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day in the server's time zone (the laboratory's, as every day range of the API). */
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Every month from the one of `from` to the one of `to`, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${pad(m)}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/** The period asked for, or the current month and the five before it. */
export function summaryPeriod(q: ExpenseSummaryQuery, today = new Date()): { from: string; to: string } {
  const to = q.to ?? localDay(today);
  const [y, m] = to.split('-').map(Number);
  const from = q.from ?? localDay(new Date(y, m - 1 - 5, 1));
  const problems = [];
  if (from > to) problems.push({ field: 'from', message: 'From must be on or before To' });
  else if (monthsBetween(from, to).length > SUMMARY_MAX_MONTHS) {
    problems.push({ field: 'to', message: `A summary covers at most ${SUMMARY_MAX_MONTHS} months` });
  }
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return { from, to };
}

/** Income and expenses per node and month, one row for every pair that has either. */
export async function expenseSummary(db: Db, p: Principal, q: ExpenseSummaryQuery): Promise<ExpenseSummary> {
  const scoped = scopedNodeIds(p);
  if (q.nodeId && scoped && !scoped.includes(q.nodeId)) throw forbidden('You are not assigned to this node');
  const { from, to } = summaryPeriod(q);
  const s: SummaryScope = { orgId: p.organization.id, who: p, from, to, nodeId: q.nodeId };
  const [{ byCategory, byNode: spent, pending }, income] = await Promise.all([expenseFigures(db, s), incomeByNode(db, s)]);
  const rows = new Map<string, ExpenseSummary['byNode'][number]>();
  const row = (month: string, nodeId: string | null, node: string | null) => {
    const key = `${month}|${nodeId ?? ''}`;
    const found = rows.get(key) ?? { month, nodeId, node, income: 0, expenses: 0, difference: 0 };
    rows.set(key, found);
    return found;
  };
  for (const r of income) row(r.month, r.nodeId, r.node).income = round2(r.income);
  for (const r of spent) row(r.month, r.nodeId, r.node).expenses = round2(r.expenses);
  const byNode = [...rows.values()]
    .map((r) => ({ ...r, difference: round2(r.income - r.expenses) }))
    .sort((a, b) => a.month.localeCompare(b.month) || (a.node ?? '\uffff').localeCompare(b.node ?? '\uffff'));
  const sum = (key: 'income' | 'expenses') => round2(byNode.reduce((t, r) => t + r[key], 0));
  return {
    from,
    to,
    nodeId: q.nodeId ?? null,
    months: monthsBetween(from, to),
    byCategory: byCategory.map((r) => ({ ...r, expenses: round2(r.expenses) })),
    byNode,
    totals: {
      income: sum('income'),
      expenses: sum('expenses'),
      difference: round2(sum('income') - sum('expenses')),
      pending: round2(pending.amount),
      pendingCount: pending.count,
    },
  };
}
