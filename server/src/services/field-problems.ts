import type { ErrorObject } from 'ajv';
import type { FieldProblem } from '../errors.ts';

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  object: 'an object',
  array: 'a list',
};

/** The key of a nested label: "referenceRanges.[].low" for /referenceRanges/3/low. */
export const labelKey = (segments: string[]) => segments.map((s) => (/^\d+$/.test(s) ? '[]' : s)).join('.');

/**
 * Labels of the parts of a json field's value, from the `title`s of its schema, keyed like labelKey:
 * a row's problem then names the column as the screen does ("Reference Ranges, row 2: Age To …").
 */
export function nestedLabels(name: string, schema: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Record<string, unknown> | undefined, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (path.length > 1 && typeof node.title === 'string') out[labelKey(path)] = node.title;
    if (node.items && typeof node.items === 'object') walk(node.items as Record<string, unknown>, [...path, '[]']);
    for (const [key, sub] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) walk(sub, [...path, key]);
  };
  walk(schema as Record<string, unknown> | undefined, [name]);
  return out;
}

/**
 * Labels of body fields from the `title`s of their schemas (a nullable field's title sits on its non-null branch):
 * a route's labels come from the contract's declarations, not a second list.
 */
export function fieldLabels(...bodies: { properties: object }[]): Record<string, string> {
  const titleOf = (schema: { title?: string; anyOf?: { title?: string }[] }) => schema.title ?? schema.anyOf?.find((s) => s.title)?.title;
  return Object.fromEntries(
    bodies.flatMap((body) =>
      Object.entries(body.properties).flatMap(([name, schema]) => {
        const title = titleOf(schema as Parameters<typeof titleOf>[0]);
        return title === undefined ? [] : [[name, title]];
      }),
    ),
  );
}

function problemText(e: ErrorObject, label: string): string {
  const params = e.params as Record<string, unknown>;
  const messages: Record<string, () => string> = {
    required: () => `${label} is required`,
    additionalProperties: () => `Unknown field '${label}'`,
    minLength: () => (params.limit === 1 ? `${label} is required` : `${label} must be at least ${String(params.limit)} characters`),
    maxLength: () => `${label} must be at most ${String(params.limit)} characters`,
    minimum: () => `${label} must be at least ${String(params.limit)}`,
    maximum: () => `${label} must be at most ${String(params.limit)}`,
    minItems: () => `${label} needs at least ${String(params.limit)} ${params.limit === 1 ? 'row' : 'rows'}`,
    maxItems: () => `${label} takes at most ${String(params.limit)} rows`,
    enum: () => `${label} must be one of: ${(params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`,
    format: () => `${label} must be a valid ${String(params.format)}`,
    pattern: () => `${label} has an invalid format`,
    cents: () => `${label} may have at most two decimals`,
    type: () => `${label} must be ${TYPE_WORDS[String(params.type).split(',')[0]] ?? String(params.type)}`,
  };
  return messages[e.keyword]?.() ?? `${label} ${e.message ?? 'is invalid'}`;
}

/** Where an error points: the path to the value, plus the property a `required` or unknown-property error names. */
function segmentsOf(e: ErrorObject): string[] {
  const params = e.params as Record<string, unknown>;
  const path = e.instancePath.split('/').slice(1);
  if (e.keyword === 'required') path.push(String(params.missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  return path;
}

function describe(e: ErrorObject, labels: Record<string, string>): FieldProblem {
  const segments = segmentsOf(e);
  const top = segments[0] ?? '';
  if (segments.length <= 1) {
    const label = e.keyword === 'additionalProperties' ? top : (labels[top] ?? top);
    return { field: top, message: problemText(e, label) };
  }
  // Inside a json field: "Reference Ranges, row 2: Low must be a number", field "referenceRanges.1.low".
  const last = segments[segments.length - 1];
  const rows = segments
    .slice(1)
    .filter((s) => /^\d+$/.test(s))
    .map((s) => `row ${Number(s) + 1}`);
  const own = /^\d+$/.test(last) ? undefined : (labels[labelKey(segments)] ?? last);
  const where = [labels[top] ?? top, ...rows].join(', ');
  const message =
    own === undefined ? problemText(e, where) : `${where}: ${problemText(e, e.keyword === 'additionalProperties' ? last : own)}`;
  return { field: segments.join('.'), message };
}

/** ajv's errors as sentences that name the field by its label. */
export function fieldProblems(errors: ErrorObject[] | null | undefined, labels: Record<string, string>): FieldProblem[] {
  const problems = (errors ?? []).map((e) => describe(e, labels));
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.field + p.message) && seen.add(p.field + p.message));
}
