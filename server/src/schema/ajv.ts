import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** One ajv configuration for every body we validate (Fastify's too): unknown fields are errors, never dropped. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: false,
  removeAdditional: false,
  useDefaults: false,
  coerceTypes: false,
} as const;

/**
 * `cents: true` — at most two decimals. (multipleOf 0.01 fails in floating point: 0.07 / 0.01 is 7.000000000000001,
 * and 1234567.89 defeats any fixed tolerance.)
 */
export function addLabdeskKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'cents',
    type: 'number',
    schemaType: 'boolean',
    errors: true,
    validate: (on: boolean, value: number) => !on || Number(value.toFixed(2)) === value,
  });
  return ajv;
}

export function createAjv(): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  addFormats(ajv);
  return addLabdeskKeywords(ajv);
}

export type { ErrorObject };
