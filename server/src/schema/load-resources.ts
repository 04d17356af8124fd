import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAjv, type ErrorObject } from './ajv.ts';
import { FIELD_TYPES } from './field-types.ts';
import { snakeCase, type FieldDef, type ResourceDef } from './types.ts';

export class ResourceFileError extends Error {}

const schemaPath = fileURLToPath(new URL('../../../schemas/resource.schema.json', import.meta.url));
const ajv = createAjv();
const validateFile = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));

const SORTABLE_SYSTEM = ['id', 'createdAt', 'updatedAt'];

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return listJsonFiles(full);
      return entry.endsWith('.json') ? [full] : [];
    });
}

/** "fields[2] (quantity).values" from ajv's "/fields/2/values", so a person finds the field. */
function describeLocation(raw: Record<string, unknown>, pointer: string): string {
  const parts = pointer.split('/').filter(Boolean);
  if (parts.length === 0) return '(file)';
  let node: unknown = raw;
  return parts
    .map((part) => {
      node = (node as Record<string, unknown> | undefined)?.[part];
      if (/^\d+$/.test(part)) {
        const name = (node as { name?: unknown } | undefined)?.name;
        return `[${part}]${typeof name === 'string' ? ` (${name})` : ''}`;
      }
      return `.${part}`;
    })
    .join('')
    .replace(/^\./, '');
}

function describeError(raw: Record<string, unknown>, e: ErrorObject): string {
  let where = describeLocation(raw, e.instancePath);
  let problem = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties')
    problem = `has an unknown property '${(e.params as { additionalProperty: string }).additionalProperty}'`;
  if (e.keyword === 'required') {
    problem = `is missing '${(e.params as { missingProperty: string }).missingProperty}'`;
  }
  if (e.keyword === 'enum') problem = `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  if (where === '(file)') where = 'the file';
  return `${where} ${problem}`;
}

function normaliseField(f: Record<string, unknown>): FieldDef {
  const type = f.type as FieldDef['type'];
  const info = FIELD_TYPES[type];
  return {
    ...(f as unknown as FieldDef),
    column: snakeCase(f.name as string),
    required: f.required === true,
    unique: f.unique === true,
    searchable: f.searchable === true,
    listed: (f.listed as boolean | undefined) ?? (f.virtual ? false : info.listed),
    // A virtual field has no column to filter on.
    filterable: f.virtual ? false : ((f.filterable as boolean | undefined) ?? info.filterable),
    readOnly: f.readOnly === true,
  };
}

function normalise(raw: Record<string, unknown>, file: string): ResourceDef {
  const fields = (raw.fields as Record<string, unknown>[]).map(normaliseField);
  const name = raw.name as string;
  return {
    ...(raw as unknown as ResourceDef),
    permissionResource: (raw.permissionResource as string | undefined) ?? name,
    category: (raw.category as string | undefined) ?? (raw.menuGroup as string),
    defaultSort: (raw.defaultSort as ResourceDef['defaultSort'] | undefined) ?? { field: raw.recordRepresentation as string, order: 'ASC' },
    fields,
    seed: (raw.seed as Record<string, unknown>[] | undefined) ?? [],
    seedAfter: (raw.seedAfter as string[] | undefined) ?? [],
    file,
  };
}

/** A virtual field has no column: nothing that needs one (an index, a constraint, a column default) fits it. */
function virtualProblems(f: FieldDef, at: string): string[] {
  const problems: string[] = [];
  for (const rule of ['unique', 'searchable'] as const) if (f[rule]) problems.push(`${at}.${rule} is not possible for a virtual field`);
  if (f.type === 'reference') problems.push(`${at}.virtual is not possible for type reference`);
  if (f.default !== undefined) problems.push(`${at}.default is not possible for a virtual field`);
  return problems;
}

/** Checks the rules JSON Schema cannot express within one file. */
function checkFile(def: ResourceDef): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  def.fields.forEach((f, i) => {
    const at = `fields[${i}] (${f.name})`;
    if (names.has(f.name)) problems.push(`${at}.name is declared twice`);
    names.add(f.name);
    const info = FIELD_TYPES[f.type];
    if (f.searchable && !info.searchable) problems.push(`${at}.searchable is not possible for type ${f.type}`);
    if (f.values && f.type !== 'enum') problems.push(`${at}.values is only for type enum`);
    if (f.reference && f.type !== 'reference') problems.push(`${at}.reference is only for type reference`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) problems.push(`${at}.min is greater than max`);
    if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength)
      problems.push(`${at}.minLength is greater than maxLength`);
    if (f.unique && ['json', 'boolean'].includes(f.type)) problems.push(`${at}.unique is not possible for type ${f.type}`);
    if (f.schema && f.type !== 'json') problems.push(`${at}.schema is only for type json`);
    if (f.virtual) problems.push(...virtualProblems(f, at));
  });
  const stored = new Set(def.fields.filter((f) => !f.virtual).map((f) => f.name));
  if (!names.has(def.recordRepresentation)) problems.push(`recordRepresentation '${def.recordRepresentation}' is not a field`);
  else if (!stored.has(def.recordRepresentation)) problems.push(`recordRepresentation '${def.recordRepresentation}' is a virtual field`);
  if (!stored.has(def.defaultSort.field) && !SORTABLE_SYSTEM.includes(def.defaultSort.field)) {
    problems.push(`defaultSort.field '${def.defaultSort.field}' is not a ${names.has(def.defaultSort.field) ? 'stored ' : ''}field`);
  }
  return problems;
}

/** Checks across files: names, paths, tables and references. */
function checkAll(defs: ResourceDef[]): string[] {
  const problems: string[] = [];
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const key of ['name', 'apiPath', 'route', 'table'] as const) {
    const seen = new Map<string, string>();
    for (const d of defs) {
      const other = seen.get(d[key]);
      if (other) problems.push(`${d.file}: ${key} '${d[key]}' is already used by ${other}`);
      seen.set(d[key], d.file);
    }
  }
  for (const d of defs) {
    d.fields.forEach((f, i) => {
      if (f.type === 'reference' && f.reference && !byName.has(f.reference)) {
        problems.push(`${d.file}: fields[${i}] (${f.name}).reference '${f.reference}' is not a resource`);
      }
    });
    for (const name of (d.seedAfter ?? []).filter((n) => !byName.has(n))) problems.push(`${d.file}: seedAfter '${name}' is not a resource`);
  }
  return problems;
}

export function parseResource(raw: unknown, file: string): ResourceDef {
  if (!validateFile(raw)) {
    const messages = (validateFile.errors ?? []).map((e) => describeError(raw as Record<string, unknown>, e));
    throw new ResourceFileError(`${file}: ${messages.join('; ')}`);
  }
  const def = normalise(raw as Record<string, unknown>, file);
  const problems = checkFile(def);
  if (problems.length) throw new ResourceFileError(`${file}: ${problems.join('; ')}`);
  return def;
}

/** Loads and validates every resources/**\/*.json; the first bad file stops the server with file, field and problem. */
export function loadResources(dir: string): ResourceDef[] {
  const defs = listJsonFiles(dir).map((full) => {
    const file = path.relative(path.dirname(dir), full);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, 'utf8'));
    } catch (e) {
      throw new ResourceFileError(`${file}: is not valid JSON (${(e as Error).message})`);
    }
    return parseResource(raw, file);
  });
  const problems = checkAll(defs);
  if (problems.length) throw new ResourceFileError(problems.join('; '));
  return defs;
}
