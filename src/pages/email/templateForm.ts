import { PLACEHOLDERS } from './fillPlaceholders';
import type { PersonRecord } from './personRecord';

/** The person the template editor previews on. */
export const SAMPLE_PERSON: PersonRecord = {
    name: { firstName: 'Asha', lastName: 'Rao' },
    age: { years: 34 },
    gender: 'Female',
    phone: { number: { countryCode: '91', number: '9876543210' } },
    email: 'asha.rao@example.com',
};

/** The `[!name]` tokens of a content that are not placeholders (the server refuses them too). */
export const unknownPlaceholders = (content: string): string[] => {
    const unknown = new Set<string>();
    for (const [token, name] of content.matchAll(/\[!([A-Za-z0-9_-]*)\]/g)) {
        if (!(PLACEHOLDERS as readonly string[]).includes(name.toLowerCase())) unknown.add(token);
    }
    return [...unknown];
};

/** Content validation for react-admin: a message naming what is wrong, or undefined. */
export const validateContent = (content: unknown) => {
    const unknown = typeof content === 'string' ? unknownPlaceholders(content) : [];
    if (unknown.length === 0) return undefined;
    return {
        message: 'app.email.templates.unknown',
        args: { tokens: unknown.join(', '), allowed: PLACEHOLDERS.map(p => `[!${p}]`).join(', ') },
    };
};

/** The content with a placeholder added where the cursor was (or at the end). */
export const insertAt = (content: string, placeholder: string, start?: number | null, end?: number | null) => {
    const from = start ?? content.length;
    const to = end ?? from;
    return content.slice(0, from) + `[!${placeholder}]` + content.slice(to);
};
