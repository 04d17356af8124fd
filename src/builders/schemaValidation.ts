import { type OutputUnit, Validator } from '@cfworker/json-schema';
import { pickWritable } from '../providers/writableFields';
import type { FieldConfig, FormConfig, JsonSchema } from '../providers/types';

/**
 * Client validation against the form config's JSON Schema (the one the server validates with).
 * The engine is @cfworker/json-schema rather than ajv: ajv compiles schemas with `new Function`,
 * which the server's Content-Security-Policy (`script-src 'self'`) rightly forbids in the browser.
 */
/**
 * `args` is always there, even empty: react-admin takes an object with both `message` and `args`
 * for one translatable message, and any other object for the errors of nested fields.
 */
export interface FieldError {
    message: string;
    args: Record<string, unknown>;
}
export type FieldErrors = Record<string, FieldError>;

const validators = new WeakMap<JsonSchema, Validator>();
const validatorFor = (schema: JsonSchema) => {
    let validator = validators.get(schema);
    if (!validator) {
        validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], '7', false);
        validators.set(schema, validator);
    }
    return validator;
};

/** The value of the schema keyword an error points at (`#/properties/n/anyOf/0/minimum` → 2). */
const keywordValue = (schema: JsonSchema, keywordLocation: string): unknown =>
    keywordLocation
        .replace(/^#\/?/, '')
        .split('/')
        .filter(Boolean)
        .reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[decodeURIComponent(key)],
            schema
        );

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const FORMAT_KEYS: Record<string, string> = {
    email: 'app.validation.format_email',
    date: 'app.validation.format_date',
    'date-time': 'app.validation.format_datetime',
    uuid: 'app.validation.format_reference',
};

/** ajv-style keyword → message; unknown keywords get the generic "is invalid". */
const messageFor = (unit: OutputUnit, field: FieldConfig, schema: JsonSchema): FieldError | null => {
    const limit = keywordValue(schema, unit.keywordLocation);
    const args = { field: field.label, limit };
    switch (unit.keyword) {
        case 'anyOf':
        case 'properties':
        case 'additionalProperties':
            return null;
        case 'type':
            // The `{ type: 'null' }` branch of an optional field says nothing useful.
            if (limit === 'null') return null;
            return { message: `app.validation.type_${String(limit)}`, args };
        case 'minLength':
            return { message: 'app.validation.min_length', args };
        case 'maxLength':
            return { message: 'app.validation.max_length', args };
        case 'minimum':
        case 'exclusiveMinimum':
            return { message: 'app.validation.minimum', args };
        case 'maximum':
        case 'exclusiveMaximum':
            return { message: 'app.validation.maximum', args };
        case 'multipleOf':
            return { message: 'app.validation.multiple_of', args };
        case 'pattern':
            return field.patternMessage
                ? { message: field.patternMessage, args }
                : { message: 'app.validation.pattern', args };
        case 'format':
            return { message: FORMAT_KEYS[String(limit)] ?? 'app.validation.invalid', args };
        case 'enum':
            return { message: 'app.validation.enum', args: { ...args, values: (field.values ?? []).join(', ') } };
        default:
            return { message: 'app.validation.invalid', args };
    }
};

/** Maps validator output to one message per field, in the order of the form. */
export const toFieldErrors = (
    units: OutputUnit[],
    config: FormConfig,
    schema: JsonSchema,
    data: Record<string, unknown>
): FieldErrors => {
    const errors: FieldErrors = {};
    const fields = new Map(config.fields.map(field => [field.name, field]));
    const required = (field: FieldConfig) => ({ message: 'app.validation.required', args: { field: field.label } });

    for (const unit of units) {
        if (unit.keyword === 'required') {
            for (const name of (schema.required as string[] | undefined) ?? []) {
                const field = fields.get(name);
                if (field && isEmpty(data[name]) && !errors[name]) errors[name] = required(field);
            }
            continue;
        }
        const name = unit.instanceLocation.replace(/^#\/?/, '').split('/')[0];
        const field = fields.get(name);
        if (!field || errors[name]) continue;
        if (field.required && isEmpty(data[name])) {
            errors[name] = required(field);
            continue;
        }
        const message = messageFor(unit, field, schema);
        if (message) errors[name] = message;
    }
    return errors;
};

/** The payload the data provider would send, as the server will see it. */
export const payloadFor = (config: FormConfig, values: Record<string, unknown>, mode: 'create' | 'update') => {
    const payload = pickWritable(config, values);
    // Required inputs left empty are reported as "required", like a missing property.
    for (const field of config.fields) {
        if (field.required && isEmpty(payload[field.name]) && mode === 'create') delete payload[field.name];
    }
    return mode === 'update' && values.version !== undefined ? { ...payload, version: values.version } : payload;
};

export const validateRecord = (
    config: FormConfig,
    values: Record<string, unknown>,
    mode: 'create' | 'update'
): FieldErrors => {
    const schema = config.jsonSchema?.[mode];
    if (!schema) return {};
    const data = payloadFor(config, values, mode);
    const result = validatorFor(schema).validate(data);
    const errors = result.valid ? {} : toFieldErrors(result.errors, config, schema, data);
    // JsonInput keeps text that does not parse as a string.
    for (const field of config.fields) {
        if (field.type === 'json' && typeof data[field.name] === 'string' && !errors[field.name]) {
            errors[field.name] = { message: 'app.validation.json', args: {} };
        }
    }
    return errors;
};
