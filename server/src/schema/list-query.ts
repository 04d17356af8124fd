import { badRequest } from '../errors.ts';
import { createAjv } from './ajv.ts';
import { FIELD_TYPES } from './field-types.ts';
import type { FieldDef, ResourceDef } from './types.ts';

export type Condition =
  | { kind: 'eq'; column: string; values: unknown[]; includesNull: boolean }
  | { kind: 'cmp'; column: string; op: '>=' | '<=' | '>' | '<'; value: unknown }
  | { kind: 'search'; words: string[] };

export interface ListQuery {
  sort: { column: string; textual: boolean; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  conditions: Condition[];
}

import type { ListParams } from '../../../contract/common.ts';

export type { ListParams };

export const MAX_PAGE = 5000;
const DEFAULT_PAGE = 25;
const OPS = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<' } as const;
const SYSTEM_FIELDS: Record<string, Pick<FieldDef, 'column' | 'type' | 'name'>> = {
  id: { name: 'id', column: 'id', type: 'reference' },
  createdAt: { name: 'createdAt', column: 'created_at', type: 'datetime' },
  updatedAt: { name: 'updatedAt', column: 'updated_at', type: 'datetime' },
};

const ajv = createAjv();
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

function checkValue(field: Pick<FieldDef, 'type' | 'name' | 'values'>, value: unknown, key: string): void {
  // Filters compare values: the type's own rules (int4 bounds, formats) apply, the field's form rules do not.
  const typeOnly = { ...FIELD_TYPES[field.type].json, ...(field.values ? { enum: field.values } : {}) };
  let validate = validators.get(field);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(typeOnly)));
    validators.set(field, validate);
  }
  if (!validate(value))
    throw badRequest(`Filter '${key}' has an invalid value`, [{ field: key, message: `Filter '${key}' has an invalid value` }]);
}

export function parseJson<T>(raw: string | undefined, name: string, fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw badRequest(`Parameter '${name}' is not valid JSON`, [{ field: name, message: `Parameter '${name}' is not valid JSON` }]);
  }
}

function fieldByName(def: ResourceDef, name: string) {
  return def.fields.find((f) => f.name === name && !f.virtual) ?? SYSTEM_FIELDS[name];
}

function parseSort(def: ResourceDef, raw: string | undefined): ListQuery['sort'] {
  const [name, order] = parseJson<unknown[]>(raw, 'sort', [def.defaultSort.field, def.defaultSort.order]);
  const field = typeof name === 'string' ? fieldByName(def, name) : undefined;
  if (!field || field.type === 'json')
    throw badRequest(`Cannot sort by '${String(name)}'`, [{ field: 'sort', message: `Cannot sort by '${String(name)}'` }]);
  const dir = String(order ?? 'ASC').toUpperCase();
  if (dir !== 'ASC' && dir !== 'DESC')
    throw badRequest(`Sort order must be ASC or DESC`, [{ field: 'sort', message: 'Sort order must be ASC or DESC' }]);
  return { column: field.column, textual: FIELD_TYPES[field.type].textual, order: dir };
}

export function parseRange(raw: string | undefined): { offset: number; limit: number } {
  const range = parseJson<unknown>(raw, 'range', [0, DEFAULT_PAGE - 1]);
  const ok =
    Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && (n as number) >= 0) && range[0] <= range[1];
  if (!ok) throw badRequest('Parameter range must be [first, last] with 0 ≤ first ≤ last', [{ field: 'range', message: 'Invalid range' }]);
  const [first, last] = range as [number, number];
  if (last - first + 1 > MAX_PAGE)
    throw badRequest(`A page holds at most ${MAX_PAGE} records`, [{ field: 'range', message: `At most ${MAX_PAGE} records` }]);
  return { offset: first, limit: last - first + 1 };
}

function searchWords(q: unknown): string[] {
  if (typeof q !== 'string') throw badRequest('Search text must be a string', [{ field: 'q', message: 'Search text must be a string' }]);
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

function parseCondition(def: ResourceDef, key: string, value: unknown): Condition | undefined {
  if (key === 'q') {
    const words = searchWords(value);
    if (!def.fields.some((f) => f.searchable))
      throw badRequest(`${def.label} cannot be searched`, [{ field: 'q', message: 'Not searchable' }]);
    return words.length ? { kind: 'search', words } : undefined;
  }
  const suffix = (Object.keys(OPS) as (keyof typeof OPS)[]).find((s) => key.endsWith(s));
  const field = fieldByName(def, suffix ? key.slice(0, -suffix.length) : key);
  if (!field || field.type === 'json') throw badRequest(`Unknown filter '${key}'`, [{ field: key, message: `Unknown filter '${key}'` }]);
  if (suffix) {
    if (!FIELD_TYPES[field.type].ranged)
      throw badRequest(`Filter '${key}' needs a number or date field`, [{ field: key, message: 'Not a range field' }]);
    checkValue(field, value, key);
    return { kind: 'cmp', column: field.column, op: OPS[suffix], value };
  }
  const values = Array.isArray(value) ? value : [value];
  const nonNull = values.filter((v) => v !== null);
  nonNull.forEach((v) => checkValue(field, v, key));
  return { kind: 'eq', column: field.column, values: nonNull, includesNull: nonNull.length < values.length };
}

/** Reads the ra-data-simple-rest parameters against a resource; anything it does not know is a 400. */
export function parseListQuery(def: ResourceDef, params: ListParams): ListQuery {
  const filter = parseJson<unknown>(params.filter, 'filter', {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest('Parameter filter must be an object', [{ field: 'filter', message: 'Must be an object' }]);
  }
  const conditions = Object.entries(filter)
    .map(([key, value]) => parseCondition(def, key, value))
    .filter((c): c is Condition => c !== undefined);
  return { sort: parseSort(def, params.sort), ...parseRange(params.range), conditions };
}
