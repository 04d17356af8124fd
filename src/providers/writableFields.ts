import type { FormConfig } from './types';

/** JSON has no Date and the server reads an empty input as "no value". */
const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : value === '' ? null : value);

/** Only the config's writable fields go to the server: it answers 400 on unknown ones. */
export const pickWritable = (config: FormConfig | undefined, data: Record<string, unknown>) => {
    if (!config) return data;
    const body: Record<string, unknown> = {};
    for (const field of config.fields) {
        if (field.readOnly || !(field.name in data) || data[field.name] === undefined) continue;
        body[field.name] = normalise(data[field.name]);
    }
    return body;
};
