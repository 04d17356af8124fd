import type { Db } from '../db/database.ts';
import { organizationsWithoutExpenseCategories } from '../repositories/expense-repository.ts';
import type { ResourceService } from './resource-service.ts';

export const EXPENSE_CATEGORY_RESOURCE = 'expenseCategory';

/**
 * Organisations created before the expense tracker have no expense category: they get the seed ones of
 * resources/masters/expenseCategory.json at start (new organisations get them with every other master's seed).
 */
export async function backfillExpenseCategories(db: Db, resources: ResourceService): Promise<number> {
  const resource = resources.registry.get(EXPENSE_CATEGORY_RESOURCE);
  if (!resource) return 0;
  const orgIds = await organizationsWithoutExpenseCategories(db);
  for (const orgId of orgIds) {
    await db.transaction().execute(async (trx) => {
      for (const row of resource.def.seed) await resources.create(resource, { orgId, userId: null }, row, trx);
    });
  }
  return orgIds.length;
}
