import type { FastifyInstance } from 'fastify';
import { createAjv } from '../schema/ajv.ts';

type Json = Record<string, unknown>;
type Validate = ReturnType<ReturnType<typeof createAjv>['compile']>;

/**
 * A copy of a response schema in which every object that does not say otherwise is closed
 * (`additionalProperties: false`): a property the handler answers and the schema does not declare
 * would be dropped silently by the serialiser, so the check treats it as an error. Objects the
 * contract declares open (`additionalProperties: true`, records with dynamic fields) stay open.
 */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(mergedAllOf(schema as Json))) {
    if (key === '$id' || key === '$schema') continue;
    out[key] = key === 'properties' || key === 'patternProperties' ? mapValues(value as Json) : closedSchema(value);
  }
  if (out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/**
 * `allOf` of objects (TypeBox's Intersect), merged into one object as the serialiser merges it: closing
 * each part alone would refuse the other parts' properties.
 */
function mergedAllOf(schema: Json): Json {
  const parts = schema.allOf as Json[] | undefined;
  if (!Array.isArray(parts) || !parts.every((part) => part && typeof part === 'object' && part.properties)) return schema;
  const { allOf: _parts, ...rest } = schema;
  const open = parts.some((part) => part.additionalProperties === true);
  return {
    ...rest,
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: [...new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []))],
    ...(open ? { additionalProperties: true } : {}),
  };
}

const mapValues = (o: Json) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, closedSchema(v)]));

/**
 * Tests only (`checkResponses`): before Fastify serialises an answer that has a response schema, the
 * answer as plain JSON is validated against the closed schema, so a property missing from the contract,
 * a null where the contract says a string, or a wrong type fails the request (500) and is printed.
 */
// Shared by every app of the process (the server tests build hundreds): by the schema object, then by its text.
const ajv = createAjv();
const compiled = new WeakMap<object, Validate>();
const compiledByText = new Map<string, Validate>();

function validatorOf(schema: object): Validate {
  let validate = compiled.get(schema);
  if (validate) return validate;
  const text = JSON.stringify(schema);
  validate = compiledByText.get(text);
  if (!validate) compiledByText.set(text, (validate = ajv.compile(closedSchema(schema) as object)));
  compiled.set(schema, validate);
  return validate;
}

export function responseCheck(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) return payload;
    const responses = req.routeOptions.schema?.response as Record<string, object> | undefined;
    const schema = responses?.[String(status)] ?? responses?.['2xx'];
    if (!schema) return payload;
    const validate = validatorOf(schema);
    if (!validate(JSON.parse(JSON.stringify(payload ?? null)))) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
      const message = `response of ${req.method} ${req.routeOptions.url} does not match its schema: ${problems.join('; ')}`;
      console.error(message);
      throw new Error(message);
    }
    return payload;
  });
}
