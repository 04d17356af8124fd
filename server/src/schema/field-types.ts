import type { FieldType } from './types.ts';

interface FieldTypeInfo {
  /** PostgreSQL column type */
  sql: string;
  /** JSON Schema of a non-null value */
  json: Record<string, unknown>;
  /** may be part of the q search (text-like, immutable cast to text) */
  searchable: boolean;
  /** supports _gte/_lte/_gt/_lt filters */
  ranged: boolean;
  /** sorted case-insensitively */
  textual: boolean;
  /** offered as a list filter unless the field says otherwise */
  filterable: boolean;
  /** shown as a list column unless the field says otherwise */
  listed: boolean;
}

const text = (json: Record<string, unknown>, extra: Partial<FieldTypeInfo> = {}): FieldTypeInfo => ({
  sql: 'text',
  json: { type: 'string', ...json },
  searchable: true,
  ranged: false,
  textual: true,
  filterable: false,
  listed: true,
  ...extra,
});

/** The one table that maps a field type to its column, its JSON Schema and its list behaviour. */
export const FIELD_TYPES: Record<FieldType, FieldTypeInfo> = {
  string: text({}),
  text: text({}, { listed: false }),
  email: text({ format: 'email' }),
  phone: text({ pattern: '^\\+?[0-9 ()-]{4,20}$' }),
  color: text({ pattern: '^#[0-9a-fA-F]{6}$' }, { searchable: false }),
  enum: text({}, { filterable: true }),
  integer: {
    sql: 'integer',
    json: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
    searchable: false,
    ranged: true,
    textual: false,
    filterable: true,
    listed: true,
  },
  number: {
    sql: 'double precision',
    json: { type: 'number' },
    searchable: false,
    ranged: true,
    textual: false,
    filterable: true,
    listed: true,
  },
  money: {
    sql: 'numeric(14,2)',
    json: { type: 'number', minimum: -1e12, maximum: 1e12, cents: true },
    searchable: false,
    ranged: true,
    textual: false,
    filterable: true,
    listed: true,
  },
  boolean: { sql: 'boolean', json: { type: 'boolean' }, searchable: false, ranged: false, textual: false, filterable: true, listed: true },
  date: {
    sql: 'date',
    json: { type: 'string', format: 'date' },
    searchable: false,
    ranged: true,
    textual: false,
    filterable: true,
    listed: true,
  },
  datetime: {
    sql: 'timestamptz',
    json: { type: 'string', format: 'date-time' },
    searchable: false,
    ranged: true,
    textual: false,
    filterable: true,
    listed: true,
  },
  reference: {
    sql: 'uuid',
    json: { type: 'string', format: 'uuid' },
    searchable: false,
    ranged: false,
    textual: false,
    filterable: true,
    listed: true,
  },
  json: { sql: 'jsonb', json: {}, searchable: false, ranged: false, textual: false, filterable: false, listed: false },
};
