import { type Age, ageOn, AGE_LIMITS, parseAge, todayIso } from '../../../contract/patientAge';

/** Which of date of birth and age the front desk typed last: that one goes to the server. */
export type BirthSource = 'dob' | 'age';

export type PatientFormValues = Record<string, unknown> & {
    dateOfBirth?: string | null;
    age?: Partial<Record<keyof Age, unknown>> | null;
    birthSource?: BirthSource;
};

/** A translatable message; `args` is always present (see FieldError in builders/schemaValidation.ts). */
interface Message {
    message: string;
    args: Record<string, unknown>;
}

const message = (key: string, args: Record<string, unknown> = {}): Message => ({ message: `app.patient.${key}`, args });

/**
 * The body of the POST or PUT: a typed age goes as `age` without a date of birth (the server
 * then stores an estimated one); a typed date goes alone (the age shown was derived from it).
 */
export const patientPayload = ({ birthSource, ...values }: PatientFormValues): Record<string, unknown> => {
    if (birthSource === 'age') {
        const { dateOfBirth: _derived, ...rest } = values;
        return { ...rest, age: parseAge(values.age ?? {}) };
    }
    const { age: _derived, ...rest } = values;
    return rest;
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Checks the JSON Schema cannot make: one of the two given, no future date, each age part in range. */
export const birthErrors = (
    values: PatientFormValues,
    today = todayIso()
): Record<string, Message | Record<string, Message>> => {
    if (values.birthSource === 'age') {
        const age = values.age ?? {};
        const parts: Record<string, Message> = {};
        for (const part of Object.keys(AGE_LIMITS) as (keyof Age)[]) {
            const raw = age[part];
            if (blank(raw)) continue;
            const value = Number(String(raw).trim());
            if (!Number.isInteger(value) || value < 0 || value > AGE_LIMITS[part]) {
                parts[part] = message('age_part_invalid', { max: AGE_LIMITS[part] });
            }
        }
        if (Object.keys(parts).length > 0) return { age: parts };
        return parseAge(age) ? {} : { dateOfBirth: message('birth_required') };
    }
    const dob = values.dateOfBirth;
    if (blank(dob)) return { dateOfBirth: message('birth_required') };
    if (String(dob) > today) return { dateOfBirth: message('birth_future') };
    if ((ageOn(String(dob), today)?.years ?? 0) > AGE_LIMITS.years) return { dateOfBirth: message('birth_too_old') };
    return {};
};
