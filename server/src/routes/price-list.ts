import { ListParams } from '../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../context.ts';
import { PriceListItemsInput, PriceListRemoval, ProductKind } from '../../../contract/catalogue.ts';
import type { ItemKind } from '../repositories/catalogue-repository.ts';
import { fieldLabels, nestedLabels } from '../services/field-problems.ts';
import { priceListHooks } from '../services/price-list-hooks.ts';
import { parseItemPage, PriceListItems } from '../services/price-list-items.ts';
import { sendPage } from './resources.ts';

const tags = ['Catalogue'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const productQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: 100, description: 'Words of the code or name' }, kind: ProductKind },
} as const;
const perm = (action: string) => ({ permission: { resource: 'priceList', action } });
/** Labels of the body's parts, so a row's problem reads "Items, row 2: Price must be at least 0". */
const labels = {
  ...fieldLabels(PriceListRemoval),
  ...nestedLabels('items', PriceListItemsInput.properties.items),
};

/** The price list calls of spec §7 beside the generated /api/pl routes, and the bulk price editing the screen needs. */
export async function priceListRoutes(app: FastifyInstance) {
  const { resources, db } = app.ctx;
  resources.setHooks('priceList', priceListHooks());
  const items = new PriceListItems(db, resources);
  productRoutes(app, items);
  priceRoutes(app, items);
}

/** What can be sold, and what a list does not sell yet. */
function productRoutes(app: FastifyInstance, items: PriceListItems) {
  app.get<{ Querystring: { q?: string; kind?: ItemKind } }>(
    '/api/pl/products',
    {
      config: perm('list'),
      schema: {
        tags,
        summary: 'Everything sellable: analytes and item groups with code, name, kind and base price',
        querystring: productQuery,
      },
    },
    async (req) => items.products(actorOf(req).orgId, req.query),
  );

  app.get<{ Params: { id: string }; Querystring: { q?: string; kind?: ItemKind } }>(
    '/api/pl/not-in-pricelist/:id',
    {
      config: perm('show'),
      schema: { tags, summary: 'Active products the price list does not price yet', params: idParams, querystring: productQuery },
    },
    async (req) => items.products(actorOf(req).orgId, { ...req.query, notInList: req.params.id, activeOnly: true }),
  );
}

/** A list's prices: read a page, add or re-price in bulk, remove, and which list is the default. */
function priceRoutes(app: FastifyInstance, items: PriceListItems) {
  app.put<{ Body: PriceListRemoval }>(
    '/api/pl/remove-group-from-pricelist',
    {
      config: { ...perm('edit'), labels },
      schema: {
        tags,
        summary: 'Take products (analytes and item groups) out of a price list',
        body: PriceListRemoval,
      },
    },
    async (req) => items.remove(actorOf(req), req.body.priceListId, req.body.items),
  );

  app.get<{ Params: { id: string }; Querystring: { sort?: string; range?: string; filter?: string } }>(
    '/api/pl/:id/items',
    {
      config: perm('show'),
      schema: {
        tags,
        summary: "A page of the list's prices (sort code|name|price|basePrice|kind|updatedAt; filter q, kind, id)",
        params: idParams,
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const page = parseItemPage(req.query);
      const { rows, total } = await items.page(actorOf(req).orgId, req.params.id, page);
      return sendPage(reply, 'priceListItem', page.offset, rows, total);
    },
  );

  app.put<{ Params: { id: string }; Body: PriceListItemsInput }>(
    '/api/pl/:id/items',
    {
      config: { ...perm('edit'), labels },
      schema: {
        tags,
        summary: 'Add products or change their prices in bulk (no price: the base price)',
        params: idParams,
        body: PriceListItemsInput,
      },
    },
    async (req) =>
      items.save(
        actorOf(req),
        req.params.id,
        req.body.items.map((i) => ({ ...i, price: i.price ?? null })),
      ),
  );

  app.put<{ Params: { id: string } }>(
    '/api/pl/:id/make-default',
    {
      config: perm('edit'),
      schema: { tags, summary: "Make this the organisation's default price list", params: idParams },
    },
    async (req) => items.makeDefault(actorOf(req), req.params.id),
  );
}
