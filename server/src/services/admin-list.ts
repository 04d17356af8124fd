import { badRequest } from '../errors.ts';
import { parseListQuery, type Condition, type ListParams, type ListQuery } from '../schema/list-query.ts';
import type { FieldDef, FieldType, ResourceDef } from '../schema/types.ts';

export interface ListField {
  name: string;
  type: FieldType;
  searchable?: boolean;
  values?: string[];
  /** a filter only (roleId of an employee): the list cannot be sorted by it */
  filterOnly?: boolean;
}

export interface ListShape {
  def: ResourceDef;
  sortable: Set<string>;
}

/**
 * The bespoke lists (employees, roles, nodes…) read the same ra-data-simple-rest parameters as the
 * schema-driven ones: a small resource definition lets parseListQuery check sort, range and filter
 * the same way, with the same 400s. A field's `column` is its API name; repositories map it to SQL.
 */
export function listShape(name: string, label: string, fields: ListField[], defaultSort: ResourceDef['defaultSort']): ListShape {
  const defs: FieldDef[] = fields.map((f) => ({
    name: f.name,
    column: f.name,
    type: f.type,
    label: f.name,
    values: f.values,
    required: false,
    unique: false,
    searchable: f.searchable === true,
    listed: true,
    filterable: true,
    readOnly: false,
  }));
  const def: ResourceDef = {
    name,
    label,
    labelSingular: label,
    apiPath: `/${name}`,
    route: `/${name}`,
    table: name,
    menuGroup: 'Administration',
    permissionResource: name,
    category: 'Administration',
    recordRepresentation: fields[0].name,
    defaultSort,
    fields: defs,
    seed: [],
    file: '',
  };
  return { def, sortable: new Set(fields.filter((f) => !f.filterOnly).map((f) => f.name)) };
}

export function parseAdminList(shape: ListShape, params: ListParams): ListQuery {
  const query = parseListQuery(shape.def, params);
  if (!shape.sortable.has(query.sort.column)) {
    throw badRequest(`Cannot sort by '${query.sort.column}'`, [{ field: 'sort', message: `Cannot sort by '${query.sort.column}'` }]);
  }
  return query;
}

type Plain = Record<string, unknown>;

function matches(row: Plain, c: Condition, searchText: (row: Plain) => string): boolean {
  if (c.kind === 'search') {
    const text = searchText(row).toLowerCase();
    return c.words.every((w) => text.includes(w));
  }
  const value = row[c.column];
  if (value === null || value === undefined) return c.kind === 'eq' && c.includesNull;
  if (c.kind === 'cmp') {
    const order = compare(value, c.value);
    return { '>=': order >= 0, '<=': order <= 0, '>': order > 0, '<': order < 0 }[c.op];
  }
  return c.values.some((v) => (typeof v === 'string' && typeof value === 'string' ? v.toLowerCase() === value.toLowerCase() : v === value));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'en', { sensitivity: 'base' });
  return a < b ? -1 : 1;
}

/** Filter, sort and page of a list held in memory (the permission catalogue: code-registered plus the organisation's own). */
export function pageInMemory<T extends Plain>(rows: T[], query: ListQuery, searchText: (row: T) => string): { rows: T[]; total: number } {
  const kept = rows.filter((r) => query.conditions.every((c) => matches(r, c, searchText as (row: Plain) => string)));
  const dir = query.sort.order === 'ASC' ? 1 : -1;
  kept.sort((a, b) => dir * (compare(a[query.sort.column], b[query.sort.column]) || compare(a.id, b.id)));
  return { rows: kept.slice(query.offset, query.offset + query.limit), total: kept.length };
}
