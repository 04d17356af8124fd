/**
 * Generated records for the schema-driven resources: a valid body for any resource, derived from its
 * field types and rules, so the CRUD, tenancy and permission walks cover every resource file without
 * a hand-written fixture per table.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../src/schema/ajv.ts';
import { valueSchema } from '../src/schema/json-schema.ts';
import { loadResources } from '../src/schema/load-resources.ts';
import { isLookup, ResourceRegistry, type CompiledResource } from '../src/schema/registry.ts';
import type { FieldDef, ResourceDef } from '../src/schema/types.ts';
import { listQuery, type Client } from './helpers.ts';

export const RESOURCES_DIR = fileURLToPath(new URL('../../resources', import.meta.url));

/**
 * The registry as the app builds it, available when vitest collects the tests (before any app starts),
 * so every resource gets its own named test. Each suite also checks that the app's registry matches it.
 */
export function staticRegistry(dir = RESOURCES_DIR): ResourceRegistry {
  return new ResourceRegistry(loadResources(path.resolve(dir)));
}

const ajv = createAjv();
const checkers = new Map<FieldDef, (v: unknown) => boolean>();

function fits(field: FieldDef, value: unknown): boolean {
  let check = checkers.get(field);
  if (!check) {
    const validate = ajv.compile(valueSchema(field));
    check = (v) => validate(v) as boolean;
    checkers.set(field, check);
  }
  return check(value);
}

/** Values already handed out per organisation (client) and resource field: unique text must not repeat there. */
const usedBy = new WeakMap<object, Map<string, Set<string>>>();
const anyOrg = {};
let counter = 0;

function seedValues(def: ResourceDef, field: FieldDef): Set<string> {
  return new Set(
    def.seed
      .map((row) => row[field.name])
      .filter((v) => typeof v === 'string')
      .map((v) => (v as string).toLowerCase()),
  );
}

function textCandidates(field: FieldDef, n: number): string[] {
  const letters = 'ZYXWVQJKGHLNPRSTABCDEFIMOU'.split('');
  return [`${field.label} zq${n}`, `Gen zq${n}`, `zq${n}`, `T${n}`, `T-${n}`, `${n}`, ...letters, ...letters.map((l) => l.toLowerCase())];
}

/** A value of the field's type that passes its rules (length, range, pattern, enum) and is not a seed value. */
export function valueFor(def: ResourceDef, field: FieldDef, n = ++counter, scope: object = anyOrg): unknown {
  // The file's own example, where a valid value depends on other fields (a formula only for calculated analytes).
  if (field.example !== undefined) return structuredClone(field.example);
  const clampNumber = (preferred: number) => {
    const lo = field.min ?? -Infinity;
    const hi = field.max ?? Infinity;
    return Math.min(Math.max(preferred, lo), hi);
  };
  switch (field.type) {
    case 'integer':
      return clampNumber(7);
    case 'number':
      return clampNumber(2.5);
    case 'money':
      return clampNumber(1234.5);
    case 'boolean':
      return field.default === true ? false : true;
    case 'date':
      return '2024-02-29';
    case 'datetime':
      return '2024-02-29T10:20:30.000Z';
    case 'enum':
      return field.values![field.values!.length - 1];
    case 'email':
      return `person${n}@example.com`;
    case 'phone':
      return `+91 98765 ${String(10000 + n).slice(-5)}`;
    case 'color':
      return '#12ab9f';
    case 'json':
      return { generated: n, list: [1, 2] };
    case 'text':
      return `Notes ${n}\nsecond line`;
    case 'reference':
      throw new Error('reference values come from the target list');
    default: {
      const key = `${def.name}.${field.name}`;
      const used = usedBy.get(scope) ?? new Map<string, Set<string>>();
      usedBy.set(scope, used);
      const taken = used.get(key) ?? new Set<string>();
      used.set(key, taken);
      const seeds = seedValues(def, field);
      const value = textCandidates(field, n).find((c) => fits(field, c) && !seeds.has(c.toLowerCase()) && !taken.has(c.toLowerCase()));
      if (value === undefined) throw new Error(`No generated value fits ${key}`);
      taken.add(value.toLowerCase());
      return value;
    }
  }
}

/** The id of some record of a resource, as the client's organisation lists it. */
export async function someId(c: Client, target: ResourceDef): Promise<string> {
  const res = await c.get(`/api${target.apiPath}${listQuery({ range: [0, 0] })}`);
  if (res.status !== 200 || !res.body[0]) throw new Error(`No ${target.name} record to reference (${res.status})`);
  return res.body[0].id as string;
}

/**
 * A complete valid create body: every writable stored field, references pointing at the client's own records.
 * Virtual fields are left out: they are inputs of a resource's hooks (an age, a group's members), which that
 * resource's own tests exercise.
 */
export async function validBody(c: Client, registry: ResourceRegistry, r: CompiledResource): Promise<Record<string, unknown>> {
  const n = ++counter;
  const body: Record<string, unknown> = {};
  for (const f of r.def.fields) {
    if (f.readOnly || f.virtual) continue;
    const reference = f.type === 'reference' && f.example === undefined;
    body[f.name] = reference ? await someId(c, registry.get(f.reference!)!.def) : valueFor(r.def, f, n, c);
  }
  return body;
}

/** The field's value in a seed row, resolving {$lookup} to undefined (ids differ per organisation). */
export const seedValue = (row: Record<string, unknown>, name: string) => (isLookup(row[name]) ? undefined : row[name]);

export const apiBase = (def: ResourceDef) => `/api${def.apiPath}`;
