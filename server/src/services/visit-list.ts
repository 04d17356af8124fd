import type { ProductQuery } from '../../../contract/visits.ts';
import type { Db } from '../db/database.ts';
import { badRequest, invalidFields, notFound } from '../errors.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { analyteNames, expandGroups, priceListExists, priceListFor, searchProducts } from '../repositories/visit-order-repository.ts';
import { listVisits, VISIT_SORTS, type VisitListFilter, type VisitPage } from '../repositories/visit-list-repository.ts';
import { visitHistory, visitVisible, type AuditValues, type HistoryRow } from '../repositories/visit-repository.ts';
import { createAjv } from '../schema/ajv.ts';
import { parseJson, parseRange, type ListParams } from '../schema/list-query.ts';
import { fieldProblems } from './field-problems.ts';
import { VISIT_STATUSES } from './visit-status.ts';

const uuid = { type: 'string', format: 'uuid' };
const oneOrMany = (schema: object) => ({ anyOf: [schema, { type: 'array', maxItems: 100, items: schema }] });
const date = { type: 'string', format: 'date' };

const FILTER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 },
    from: date,
    to: date,
    status: oneOrMany({ enum: [...VISIT_STATUSES] }),
    referrerId: oneOrMany(uuid),
    nodeId: oneOrMany(uuid),
    patientId: oneOrMany(uuid),
    collectionType: oneOrMany({ enum: ['walk-in', 'home'] }),
    hasDue: { type: 'boolean' },
    id: { type: 'array', maxItems: 5000, items: uuid },
  },
};
const validateFilter = createAjv().compile(FILTER_SCHEMA);

const many = (v: unknown) => (v === undefined ? undefined : ((Array.isArray(v) ? v : [v]) as string[]));

/** The start of a calendar day in the server's time zone (the organisation's), as an instant. */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** `?sort&range&filter` of the visit list, checked: an unknown filter or sort is a 400. */
export function parseVisitPage(params: ListParams): VisitPage {
  const raw = parseJson<Record<string, unknown>>(params.filter, 'filter', {});
  if (!validateFilter(raw)) {
    const problems = fieldProblems(validateFilter.errors, {}).map((p) =>
      p.message.startsWith('Unknown field') ? { field: p.field, message: `Unknown filter '${p.field}'` } : p,
    );
    throw invalidFields(problems);
  }
  // Checked by FILTER_SCHEMA above.
  const f = raw as { q?: string; from?: string; to?: string; hasDue?: boolean; id?: string[] } & Record<string, unknown>;
  const filter: VisitListFilter = {
    q: f.q,
    status: many(f.status),
    referrerId: many(f.referrerId),
    nodeId: many(f.nodeId),
    patientId: many(f.patientId),
    collectionType: many(f.collectionType),
    hasDue: f.hasDue,
    id: f.id,
    from: f.from ? dayStart(f.from) : undefined,
    until: f.to ? dayStart(f.to, 1) : undefined,
  };
  const [column, order] = parseJson<unknown[]>(params.sort, 'sort', ['visitedAt', 'DESC']);
  if (typeof column !== 'string' || !(column in VISIT_SORTS))
    throw badRequest(`Cannot sort by '${String(column)}'`, [{ field: 'sort', message: `Cannot sort by '${String(column)}'` }]);
  const dir = String(order ?? 'ASC').toUpperCase();
  if (dir !== 'ASC' && dir !== 'DESC')
    throw badRequest('Sort order must be ASC or DESC', [{ field: 'sort', message: 'Sort order must be ASC or DESC' }]);
  return { filter, sort: { column: column as keyof typeof VISIT_SORTS, order: dir }, ...parseRange(params.range) };
}

export async function visitList(db: Db, p: Principal, params: ListParams) {
  const page = parseVisitPage(params);
  return { page, ...(await listVisits(db, p.organization.id, p, page)) };
}

/** Products a visit may order, priced by the given list, else the referrer's, else the default; groups with their analytes. */
export async function visitProducts(db: Db, p: Principal, query: ProductQuery) {
  const orgId = p.organization.id;
  if (query.priceListId) {
    if (!(await priceListExists(db, orgId, query.priceListId)))
      throw invalidFields([{ field: 'priceListId', message: 'No such price list' }]);
  }
  const listId = query.priceListId ?? (await priceListFor(db, orgId, query.referrerId ?? null));
  const found = await searchProducts(db, orgId, listId, query.q ?? '', query.limit ?? 30);
  const groups = found.filter((x) => x.kind === 'group').map((x) => x.id);
  const expanded = await expandGroups(db, orgId, groups);
  const names = await analyteNames(db, orgId, [...new Set([...expanded.analytes.values()].flat())]);
  return found.map(({ isActive: _active, ...product }) => ({
    ...product,
    priceListId: listId,
    analytes:
      product.kind === 'group'
        ? expanded.analytes
            .get(product.id)!
            .map((id) => names.get(id)!)
            .filter(Boolean)
        : [{ id: product.id, code: product.code, name: product.name }],
  }));
}

const money = (n: unknown) => (typeof n === 'number' ? n.toFixed(2) : String(n));

/** One line a person reads in the visit's history. */
function summary(e: HistoryRow): string {
  const a: AuditValues = e.after ?? {};
  switch (`${e.resource}.${e.action}`) {
    case 'visit.create':
      return `Visit ${a.code} registered: ${(a.items ?? []).map((i) => i.code).join(', ')}; net ${money(a.net)}`;
    case 'visit.update':
      return `Visit changed; net ${money(a.net)}, due ${money(a.due)}`;
    case 'visit.payment':
      return `Payment of ${money(a.amount)} received`;
    case 'visit.refund':
      return `Refund of ${money(a.amount)}: ${a.reason}`;
    case 'visit.cancel':
      return `Visit cancelled: ${a.reason}`;
    case 'sample.create':
      return `Sample ${a.barcode} created${a.replacesId ? ' for recollection' : ''}`;
    case 'sample.collect':
      return `Sample ${a.barcode} collected`;
    case 'sample.submit':
      return `Sample ${a.barcode} submitted to the laboratory`;
    case 'sample.receive':
      return `Sample ${a.barcode} received in the laboratory`;
    case 'sample.reject':
      return `Sample ${a.barcode} rejected: ${a.rejectReason}`;
    case 'result.enter':
    case 'result.calculate':
      return `${e.analyteCode} ${e.action === 'enter' ? 'entered' : 'calculated'}: ${a.value}${a.flag ? ` (${a.flag})` : ''}`;
    case 'result.clear':
      return `${e.analyteCode} cleared`;
    case 'result.verify':
      return `${e.analyteCode} verified: ${a.value}${a.flag ? ` (${a.flag})` : ''}`;
    case 'result.amend':
      return `${e.analyteCode} amended: ${e.before?.value} → ${a.value}`;
    case 'report.print':
      return `Report version ${a.version} printed`;
    default:
      return typeof a.summary === 'string' ? a.summary : `${e.resource} ${e.action}`;
  }
}

export async function history(db: Db, p: Principal, visitId: string) {
  const orgId = p.organization.id;
  if (!(await visitVisible(db, orgId, p, visitId))) throw notFound('Visit not found');
  const rows = await visitHistory(db, orgId, visitId);
  return rows.map((e) => ({ at: e.at, user: e.user, action: e.action, resource: e.resource, recordId: e.recordId, summary: summary(e) }));
}
