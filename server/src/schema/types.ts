import type { FieldConfig, FieldFlag, FieldType, ResourceHeader, ResourceSort } from '../../../contract/forms.ts';

export type { FieldType };

/** A field as the server holds it: every flag settled, its column, and what only the server uses. */
export type FieldDef = Omit<FieldConfig, FieldFlag> &
  Record<FieldFlag, boolean> & {
    column: string;
    /** JSON Schema of a json field's value */
    schema?: Record<string, unknown>;
    /** a valid value for documentation and generated test records */
    example?: unknown;
  };

export interface ResourceDef extends ResourceHeader {
  table: string;
  menuGroup: string;
  permissionResource: string;
  category: string;
  defaultSort: ResourceSort;
  fields: FieldDef[];
  seed: Record<string, unknown>[];
  /** resources seeded before this one although no reference field names them */
  seedAfter?: string[];
  /** the file it came from, relative to the resources directory */
  file: string;
}

export const SYSTEM_COLUMNS = {
  id: 'id',
  version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** The fields that are columns of the resource's table. */
export const storedFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => !f.virtual);
