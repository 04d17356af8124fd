import type { PossibleDuplicate } from '../providers/domainTypes';

/** What the server says a match shares with the new patient, as translation keys. */
const MATCH_KEYS: Record<string, string> = {
    'phone number': 'app.patient.duplicate.matched_phone',
    'name and date of birth': 'app.patient.duplicate.matched_name_dob',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The matches of a 409 "Possible duplicate patient" answer (POST /api/patient), or null when the
 * error is something else (then the usual error toast applies).
 */
export const possibleDuplicates = (error: unknown): PossibleDuplicate[] | null => {
    const { status, body } = (error ?? {}) as { status?: number; body?: { details?: unknown } };
    if (status !== 409 || !Array.isArray(body?.details)) return null;
    const matches = body.details.flatMap((entry): PossibleDuplicate[] => {
        const detail = (entry ?? {}) as Record<string, unknown>;
        const id = text(detail.id) ?? (typeof detail.id === 'number' ? String(detail.id) : null);
        const code = text(detail.code);
        if (!id || !code) return [];
        return [
            {
                id,
                code,
                name: text(detail.name) ?? code,
                phone: text(detail.phone),
                dateOfBirth: text(detail.dateOfBirth),
                matchedOn: text(detail.matchedOn) ?? '',
            },
        ];
    });
    return matches.length > 0 ? matches : null;
};

/** "phone number, name and date of birth" → the keys of each part; a part we do not know stays as written. */
export const matchedOnParts = (matchedOn: string): string[] =>
    matchedOn
        .split(',')
        .map(part => part.trim())
        .filter(Boolean)
        .map(part => MATCH_KEYS[part] ?? part);
