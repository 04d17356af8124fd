import type { FastifyInstance } from 'fastify';
import { actorOf } from '../context.ts';
import { itemCategories } from '../repositories/catalogue-repository.ts';
import { analyteHooks } from '../services/analyte-hooks.ts';
import { itemGroupHooks } from '../services/item-group-hooks.ts';

/**
 * Analytes and item groups: their rules as hooks of the generated routes, the child tables that point at
 * them (so a used analyte or group is not deleted: "Analyte 'Haemoglobin' is used by 2 item groups and
 * 1 price list"), and the categories call of the item group screen.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const { resources, registry, db } = app.ctx;
  resources.setHooks('analyte', analyteHooks(resources));
  resources.setHooks('itemGroup', itemGroupHooks());

  registry.addReference('analyte', { table: 'item_group_members', column: 'analyte_id', plural: 'item groups', singular: 'item group' });
  registry.addReference('analyte', { table: 'price_list_items', column: 'analyte_id', plural: 'price lists', singular: 'price list' });
  registry.addReference('analyte', {
    table: 'analyte_formula_inputs',
    column: 'input_id',
    plural: 'calculated analytes',
    singular: 'calculated analyte',
  });
  registry.addReference('itemGroup', {
    table: 'item_group_members',
    column: 'member_group_id',
    plural: 'item groups',
    singular: 'item group',
  });
  registry.addReference('itemGroup', { table: 'price_list_items', column: 'item_group_id', plural: 'price lists', singular: 'price list' });

  app.get(
    '/api/item-group/item-categoryId',
    {
      config: { permission: { resource: 'itemGroup', action: 'list' } },
      schema: {
        tags: ['Catalogue'],
        summary: 'Active item categories in display order, each with how many item groups it holds',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name', 'groups'],
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                description: { type: ['string', 'null'] },
                groups: { type: 'integer' },
              },
            },
          },
        },
      },
    },
    async (req) => itemCategories(db, actorOf(req).orgId),
  );
}
