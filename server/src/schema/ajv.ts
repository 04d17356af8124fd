import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** One ajv configuration for every body we validate: unknown fields are errors, never dropped. */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, removeAdditional: false, useDefaults: false, coerceTypes: false });
  addFormats(ajv);
  return ajv;
}

export type { ErrorObject };
