import type { ValidateFunction } from 'ajv';
import { nestedLabels } from '../services/field-problems.ts';
import { createAjv } from './ajv.ts';
import { constraintName } from './apply-schema.ts';
import { resourceSchemas, type ResourceSchemas } from './json-schema.ts';
import { ResourceFileError } from './load-resources.ts';
import type { FieldDef, ResourceDef } from './types.ts';

/** A table column that points at records of a resource; deleting such a record is refused while it is used. */
export interface ReferenceSource {
  table: string;
  column: string;
  /** plural and singular, lower-case, as read in "used by 12 analytes" */
  plural: string;
  singular: string;
}

export interface CompiledResource {
  def: ResourceDef;
  schemas: ResourceSchemas;
  validateCreate: ValidateFunction;
  validateUpdate: ValidateFunction;
  labels: Record<string, string>;
}

/** Everything derived once from the resource files, looked up by name, path and constraint. */
export class ResourceRegistry {
  readonly resources = new Map<string, CompiledResource>();
  private readonly referencedBy = new Map<string, ReferenceSource[]>();
  private readonly constraints = new Map<string, { resource: CompiledResource; field: FieldDef }>();

  constructor(defs: ResourceDef[]) {
    const ajv = createAjv();
    for (const def of defs) {
      const schemas = resourceSchemas(def);
      const labels = Object.fromEntries(def.fields.flatMap((f) => [[f.name, f.label], ...Object.entries(nestedLabels(f.name, f.schema))]));
      const compiled: CompiledResource = {
        def,
        schemas,
        labels,
        validateCreate: ajv.compile(schemas.create),
        validateUpdate: ajv.compile(schemas.update),
      };
      this.resources.set(def.name, compiled);
      for (const f of def.fields) {
        if (f.unique) this.constraints.set(constraintName(def.table, f.column, 'uq'), { resource: compiled, field: f });
        if (f.type === 'reference') this.constraints.set(constraintName(def.table, f.column, 'fk'), { resource: compiled, field: f });
      }
    }
    for (const def of defs) {
      for (const f of def.fields.filter((x) => x.type === 'reference')) {
        this.addReference(f.reference!, {
          table: def.table,
          column: f.column,
          plural: def.label.toLowerCase(),
          singular: def.labelSingular.toLowerCase(),
        });
      }
    }
    this.checkSeeds();
  }

  /** Bespoke tables (analytes, visits…) declare what they point at, so deletes stay safe. */
  addReference(target: string, source: ReferenceSource): void {
    this.referencedBy.set(target, [...(this.referencedBy.get(target) ?? []), source]);
  }

  referencesTo(name: string): ReferenceSource[] {
    return this.referencedBy.get(name) ?? [];
  }

  get(name: string): CompiledResource | undefined {
    return this.resources.get(name);
  }

  byConstraint(name: string | undefined) {
    return name ? this.constraints.get(name) : undefined;
  }

  all(): CompiledResource[] {
    return [...this.resources.values()];
  }

  private checkSeeds(): void {
    for (const r of this.resources.values()) {
      r.def.seed.forEach((row, i) => {
        const plain = Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, isLookup(v) ? '00000000-0000-4000-8000-000000000000' : v]),
        );
        if (!r.validateCreate(plain)) {
          const why = (r.validateCreate.errors ?? []).map((e) => `${e.instancePath || '(row)'} ${e.message}`).join(', ');
          throw new ResourceFileError(`${r.def.file}: seed[${i}] is invalid: ${why}`);
        }
      });
    }
  }
}

export const isLookup = (v: unknown): v is { $lookup: string } =>
  typeof v === 'object' && v !== null && typeof (v as { $lookup?: unknown }).$lookup === 'string';
