import { inTransaction, type Db } from '../db/database.ts';
import { badRequest, invalidFields, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { findAnalytes, findGroups, type ItemKind } from '../repositories/catalogue-repository.ts';
import {
  listItems,
  makeDefaultList,
  products,
  removeItems,
  upsertItems,
  type ItemPage,
  type PriceInput,
  type ProductFilter,
} from '../repositories/price-list-repository.ts';
import { parseJson, parseRange } from '../schema/list-query.ts';
import type { Actor, ResourceService } from './resource-service.ts';

const SORTABLE = ['code', 'name', 'price', 'basePrice', 'kind', 'updatedAt'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: ItemKind[] = ['analyte', 'group'];

/** The ra-data-simple-rest parameters of a list's prices: sort by code, name, price, basePrice, kind or updatedAt; filter q, kind, id. */
export function parseItemPage(params: { sort?: string; range?: string; filter?: string }): ItemPage {
  const [field, dir] = parseJson<unknown[]>(params.sort, 'sort', ['name', 'ASC']);
  const order = String(dir ?? 'ASC').toUpperCase();
  if (!SORTABLE.includes(field as never) || (order !== 'ASC' && order !== 'DESC')) {
    throw badRequest(`Cannot sort by '${String(field)}'`, [
      { field: 'sort', message: `Sort by one of: ${SORTABLE.join(', ')}; ASC or DESC` },
    ]);
  }
  const filter = parseJson<Record<string, unknown>>(params.filter, 'filter', {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('Parameter filter must be an object', [{ field: 'filter', message: 'Must be an object' }]);
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const ok =
      key === 'q'
        ? typeof value === 'string'
        : key === 'kind'
          ? KINDS.includes(value as ItemKind)
          : key === 'id'
            ? Array.isArray(value) && value.every((v) => typeof v === 'string' && UUID.test(v))
            : false;
    if (!ok)
      problems.push({
        field: key,
        message: ['q', 'kind', 'id'].includes(key) ? `Filter '${key}' has an invalid value` : `Unknown filter '${key}'`,
      });
  }
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return {
    sort: { column: field as ItemPage['sort']['column'], order: order as 'ASC' | 'DESC' },
    ...parseRange(params.range),
    q: filter.q as string | undefined,
    kind: filter.kind as ItemKind | undefined,
    ids: filter.id as string[] | undefined,
  };
}

/** Prices of a price list: read a page, add or re-price in bulk, remove, and which list is the default. Writes are audited on the list. */
export class PriceListItems {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceService,
  ) {}

  private async list(orgId: string, id: string, db: Db = this.db) {
    return this.resources.get(this.resources.registry.get('priceList')!, orgId, id, db);
  }

  async page(orgId: string, listId: string, page: ItemPage) {
    await this.list(orgId, listId);
    return listItems(this.db, orgId, listId, page);
  }

  async products(orgId: string, filter: ProductFilter) {
    if (filter.notInList) await this.list(orgId, filter.notInList);
    return products(this.db, orgId, filter);
  }

  /** Problems of the products named: repeated, or not analytes or groups of this organisation. */
  private async productProblems(trx: Db, orgId: string, items: { kind: ItemKind; id: string }[]): Promise<FieldProblem[]> {
    const ids = (kind: ItemKind) => items.filter((i) => i.kind === kind).map((i) => i.id);
    const [analytes, groups] = await Promise.all([
      findAnalytes(trx, orgId, 'id', ids('analyte')),
      findGroups(trx, orgId, 'id', ids('group')),
    ]);
    const known = new Set([...analytes, ...groups].map((x) => x.id));
    const seen = new Set<string>();
    const problems: FieldProblem[] = [];
    items.forEach((item, i) => {
      if (!known.has(item.id))
        problems.push({
          field: `items.${i}.id`,
          message: `Items, row ${i + 1}: the selected ${item.kind === 'analyte' ? 'analyte' : 'item group'} does not exist`,
        });
      else if (seen.has(item.id))
        problems.push({ field: `items.${i}.id`, message: `Items, row ${i + 1}: the product is already in an earlier row` });
      seen.add(item.id);
    });
    return problems;
  }

  async save(actor: Actor, listId: string, items: PriceInput[]) {
    return inTransaction(this.db, async (trx) => {
      await this.list(actor.orgId, listId, trx);
      const problems = await this.productProblems(trx, actor.orgId, items);
      if (problems.length) throw invalidFields(problems);
      const saved = await upsertItems(trx, actor.orgId, listId, items, actor.userId);
      await writeAudit(trx, { ...actor, resource: 'priceList', recordId: listId, action: 'set-prices', before: null, after: items });
      const { rows } = await listItems(trx, actor.orgId, listId, {
        sort: { column: 'name', order: 'ASC' },
        offset: 0,
        limit: items.length,
        ids: items.map((i) => i.id),
      });
      return { priceListId: listId, saved, items: rows };
    });
  }

  async remove(actor: Actor, listId: string, items: { kind: ItemKind; id: string }[]) {
    return inTransaction(this.db, async (trx) => {
      await this.list(actor.orgId, listId, trx);
      const removed = await removeItems(trx, actor.orgId, listId, items);
      await writeAudit(trx, { ...actor, resource: 'priceList', recordId: listId, action: 'remove-prices', before: items, after: null });
      return { priceListId: listId, removed };
    });
  }

  /** Moves the default flag here (the list becomes active too); the previous default stays as an ordinary list. */
  async makeDefault(actor: Actor, listId: string) {
    return inTransaction(this.db, async (trx) => {
      const before = await this.list(actor.orgId, listId, trx);
      if (before.isDefault) return before;
      await makeDefaultList(trx, actor.orgId, listId, actor.userId);
      const after = await this.list(actor.orgId, listId, trx);
      await writeAudit(trx, { ...actor, resource: 'priceList', recordId: listId, action: 'make-default', before, after });
      return after;
    });
  }
}
