import { FIELD_TYPES } from './field-types.ts';
import type { FieldDef, ResourceDef } from './types.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of one field's non-null value, with the field's own rules. */
export function valueSchema(field: FieldDef): JsonSchema {
  if (field.schema) return { ...field.schema };
  const schema: JsonSchema = { ...FIELD_TYPES[field.type].json };
  if (field.type === 'enum') schema.enum = field.values;
  if (field.min !== undefined) schema.minimum = field.min;
  if (field.max !== undefined) schema.maximum = field.max;
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  const minLength = field.minLength ?? (field.required && schema.type === 'string' ? 1 : undefined);
  if (minLength !== undefined) schema.minLength = minLength;
  if (field.pattern) schema.pattern = field.pattern;
  return schema;
}

/** An optional field also takes null: `type: [t, 'null']` (enum lists null too), so ajv reports one error, not two. */
function nullable(value: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...value, type: [value.type, 'null'] };
  if (Array.isArray(value.enum)) out.enum = [...value.enum, null];
  return out;
}

function propertySchema(field: FieldDef): JsonSchema {
  const value = valueSchema(field);
  const schema: JsonSchema = field.required || field.type === 'json' ? value : nullable(value);
  return {
    ...schema,
    title: field.label,
    ...(field.help ? { description: field.help } : {}),
    ...(field.example !== undefined ? { examples: [field.example] } : {}),
  };
}

const SYSTEM_PROPERTIES = {
  id: { type: 'string', format: 'uuid', readOnly: true },
  createdAt: { type: 'string', readOnly: true },
  updatedAt: { type: 'string', readOnly: true },
};

export interface ResourceSchemas {
  create: JsonSchema;
  update: JsonSchema;
}

export function resourceSchemas(def: ResourceDef): ResourceSchemas {
  const writable = def.fields.filter((f) => !f.readOnly);
  const properties = Object.fromEntries(writable.map((f) => [f.name, propertySchema(f)]));
  const required = writable.filter((f) => f.required && f.default === undefined).map((f) => f.name);
  const create: JsonSchema = { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
  const update: JsonSchema = {
    type: 'object',
    additionalProperties: false,
    // The record as read may be sent back whole (react-admin does): its read-only parts are accepted and ignored.
    properties: {
      ...properties,
      ...SYSTEM_PROPERTIES,
      ...Object.fromEntries(def.fields.filter((f) => f.readOnly).map((f) => [f.name, {}])),
      version: { type: 'integer', minimum: 1, title: 'Version' },
    },
    required: ['version'],
  };
  return { create, update };
}
