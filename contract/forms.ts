/**
 * The fields of a schema-driven resource: what a resource file declares (resources/*.json) and what
 * GET /api/ui/get-forms-config serves to the SPA, which draws its lists and forms from them.
 */

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

/** The yes/no properties of a field; served only when set. */
export type FieldFlag = 'required' | 'unique' | 'searchable' | 'listed' | 'filterable' | 'readOnly';

/** A field as served: its name, type, label and the limits its value is checked against. */
export type FieldConfig = {
  name: string;
  type: FieldType;
  label: string;
  help?: string;
  /** No column: computed for the record (read-only) or an input the server's hooks consume. */
  virtual?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
  values?: string[];
  reference?: string;
  default?: unknown;
} & Partial<Record<FieldFlag, boolean>>;

/** A list's order: a field and its direction. */
export type ResourceSort = { field: string; order: 'ASC' | 'DESC' };

/**
 * What a schema-driven resource says of itself, as its file declares it (resources/*.json) and as
 * GET /api/ui/get-forms-config serves it; each side adds what only it holds (fields, seeds, access…).
 */
export interface ResourceHeader {
  name: string;
  label: string;
  labelSingular: string;
  description?: string;
  apiPath: string;
  route: string;
  icon?: string;
  recordRepresentation: string;
}
