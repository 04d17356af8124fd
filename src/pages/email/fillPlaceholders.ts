import type { PersonRecord } from './personRecord';

/** The placeholders a template may hold (spec §3). */
export const PLACEHOLDERS = ['fullname', 'age', 'gender', 'phone', 'email'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** '+' country code, a space, then the number (spec §4); without a number there is no phone, without a code just the number. */
const phoneOf = (person: PersonRecord): string => {
    const number = text(person.phone?.number?.number);
    const code = text(person.phone?.number?.countryCode).replace(/^\+/, '');
    if (!number) return '';
    return code ? `+${code} ${number}` : number;
};

/** The value of each placeholder for a person; a missing value is empty (spec §4). */
export const placeholderValues = (person: PersonRecord | null | undefined): Record<Placeholder, string> => {
    const p = person ?? {};
    return {
        fullname: [text(p.name?.firstName), text(p.name?.lastName)].filter(Boolean).join(' '),
        age: text(p.age?.years),
        gender: text(p.gender),
        phone: phoneOf(p),
        email: text(p.email) || text(p.primaryEmailAddress?.emailAddress),
    };
};

/** A template's content with [!fullname], [!age], [!gender], [!phone] and [!email] replaced from the person. */
export const fillPlaceholders = (content: string, person: PersonRecord | null | undefined): string => {
    const values = placeholderValues(person);
    return content.replace(/\[!([A-Za-z]+)\]/g, (token, name: string) => {
        const key = name.toLowerCase() as Placeholder;
        return key in values ? values[key] : token;
    });
};
