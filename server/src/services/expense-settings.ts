import type { ExpenseSettings } from '../../../contract/expense.ts';
import { orgHead, saveOrgSetting } from '../repositories/report-repository.ts';

type Executor = Parameters<typeof orgHead>[0];

/** organizations.settings.expense over its default: no threshold, so no entry waits for approval. */
export function expenseSettingsFrom(stored: unknown): ExpenseSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const threshold = s.approvalThreshold;
  return { approvalThreshold: typeof threshold === 'number' && Number.isFinite(threshold) && threshold >= 0 ? threshold : null };
}

export async function expenseSettings(db: Executor, orgId: string): Promise<ExpenseSettings> {
  return expenseSettingsFrom((await orgHead(db, orgId)).settings?.expense);
}

/** A new threshold applies to entries recorded or changed from now on; entries already pending stay pending. */
export async function saveExpenseSettings(db: Executor, orgId: string, input: ExpenseSettings): Promise<ExpenseSettings> {
  const next = expenseSettingsFrom(input);
  await saveOrgSetting(db, orgId, 'expense', next);
  return next;
}
