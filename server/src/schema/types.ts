export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'email'
  | 'phone'
  | 'color'
  | 'json';

export interface FieldDef {
  name: string;
  column: string;
  type: FieldType;
  label: string;
  help?: string;
  required: boolean;
  unique: boolean;
  searchable: boolean;
  listed: boolean;
  filterable: boolean;
  readOnly: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
  values?: string[];
  reference?: string;
  default?: unknown;
  /** not a column: the resource's hooks compute it (readOnly) or consume it from the body */
  virtual?: boolean;
  /** JSON Schema of a json field's value */
  schema?: Record<string, unknown>;
  /** a valid value for documentation and generated test records */
  example?: unknown;
}

export interface ResourceDef {
  name: string;
  label: string;
  labelSingular: string;
  description?: string;
  apiPath: string;
  route: string;
  table: string;
  menuGroup: string;
  icon?: string;
  permissionResource: string;
  category: string;
  recordRepresentation: string;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
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
