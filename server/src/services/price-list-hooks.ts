import { conflict, invalidFields } from '../errors.ts';
import { addAllProducts, hasDefaultList, itemCounts } from '../repositories/price-list-repository.ts';
import type { ResourceHooks } from './resource-service.ts';

/** Exactly one default list per organisation; "every product at its base price" on request; how many products each prices. */
export function priceListHooks(): ResourceHooks {
  return {
    async prepare(values, ctx) {
      // The organisation's first list becomes its default; PUT /api/pl/{id}/make-default moves the flag later.
      if (ctx.mode === 'create') values.isDefault = !(await hasDefaultList(ctx.trx, ctx.actor.orgId));
      if (ctx.mode === 'update' && ctx.before!.isDefault && values.isActive === false) {
        throw invalidFields([
          { field: 'isActive', message: 'The default price list must stay active; make another list the default first' },
        ]);
      }
    },

    async afterWrite(row, values, ctx) {
      if (values.includeAllProducts === true) await addAllProducts(ctx.trx, ctx.actor.orgId, row.id, ctx.actor.userId);
    },

    async load(rows, db, orgId) {
      const counts = await itemCounts(
        db,
        orgId,
        rows.map((r) => r.id),
      );
      for (const r of rows) r.itemCount = counts.get(r.id) ?? 0;
    },

    async beforeDelete(row) {
      if (row.isDefault)
        throw conflict(`Price list '${String(row.name)}' is the default price list; make another list the default before deleting it`);
    },
  };
}
