/**
 * Shapes every call shares: the error body, list parameters, ids and date ranges.
 * Each declaration is a JSON Schema (typebox) that the server's routes validate and document with,
 * and a type of the same name that the SPA imports with `import type` (so no runtime reaches the bundle).
 */
import { Type, type Static, type TOptional, type TProperties, type TSchema, type TUnknown } from 'typebox';

/** One entry of an error's `details`: a field's problem, or (409) a record the conflict is about. */
export const ErrorDetail = Type.Object({ field: Type.Optional(Type.String()), message: Type.String() }, { additionalProperties: true });
export type ErrorDetail = Static<typeof ErrorDetail>;

/** Every 4xx/5xx answer: `{ status, error, title, details }` (docs/api-contract.md). */
export const ErrorBody = Type.Object({
  status: Type.Integer(),
  error: Type.String(),
  title: Type.Optional(Type.String()),
  details: Type.Optional(Type.Array(ErrorDetail)),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** ra-data-simple-rest list parameters: `?sort=["field","ASC"]&range=[0,24]&filter={"q":"…"}`. */
const SORT = Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]' }));
const RANGE = Type.Optional(Type.String({ description: 'JSON [first, last], zero-based and inclusive' }));

/** The list parameters of ra-data-simple-rest; `filter` says what this list's filter takes. */
export const listParams = (filter = 'JSON object: field values (an array = any of), q, id array') =>
  Type.Object({ sort: SORT, range: RANGE, filter: Type.Optional(Type.String({ description: filter })) }, { additionalProperties: false });

/** A list that keeps its own order (a queue, a worklist): a range and a filter, no sort. */
export const PageParams = Type.Object(
  { range: RANGE, filter: Type.Optional(Type.String({ description: 'JSON object of the filters the list names' })) },
  { additionalProperties: false },
);
export type PageParams = Static<typeof PageParams>;
export const ListParams = listParams();
export type ListParams = Static<typeof ListParams>;

export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

/** An optional period and node filter, as statistics and summaries take it (ISO dates, inclusive). */
export const PeriodQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    nodeId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type PeriodQuery = Static<typeof PeriodQuery>;

/** A value or null (JSON null; the serialiser keeps it null rather than coercing it). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 instant (the server's dates are serialised as strings). */
export const Instant = Type.String({ description: 'ISO 8601 date-time' });

/** Who did something: a member's id and name. */
export const PersonRef = Type.Object({ id: Type.String(), name: Type.String() });
export type PersonRef = Static<typeof PersonRef>;

/** A node (collection centre, branch, laboratory) as lists show it. */
export const NodeRef = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() });
export type NodeRef = Static<typeof NodeRef>;

/** An age in years, months and days (contract/patientAge.ts computes it). */
export const AgeSchema = Type.Object({ years: Type.Integer(), months: Type.Integer(), days: Type.Integer() });

/**
 * A body's optional text that may be null, as `type: ['string', 'null']` (one ajv error for a bad value, where a
 * union would give three): for request bodies; answers use `Nullable`.
 */
export const NullableString = (
  options: { maxLength?: number; minLength?: number; pattern?: string; format?: string; title?: string } = {},
) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/**
 * A body (or a part of one) that may also be null, as `type: [t, 'null']`: an object a change may clear, or a body a
 * client may leave empty. For request bodies, like `NullableString`.
 */
export const OrNull = <T extends TSchema & { type: string }>(schema: T, options: { title?: string; description?: string } = {}) =>
  Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] });

/**
 * A change of a record the screen read: every writable field optional, the `version` read required (a stale one is
 * refused); react-admin sends the record back whole, so `id`, the stamps and the named read-only parts are accepted
 * and ignored.
 */
export function UpdateBody<P extends TProperties, N extends string>(properties: P, readOnly: readonly N[]) {
  const writable = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)]));
  const echoes = Object.fromEntries(['id', 'createdAt', 'updatedAt', ...readOnly].map((name) => [name, Type.Optional(Type.Unknown())]));
  return Type.Object(
    {
      ...(writable as { [K in keyof P]: TOptional<P[K]> }),
      ...(echoes as Record<'id' | 'createdAt' | 'updatedAt' | N, TOptional<TUnknown>>),
      version: Type.Integer({ minimum: 1, title: 'Version' }),
    },
    { additionalProperties: false },
  );
}
