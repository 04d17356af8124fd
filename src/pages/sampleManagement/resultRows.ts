import type { ApiErrorDetail } from '../../lib/httpErrors';
import { parseDecimal } from '../../lib/decimalInput';
import type { OrderedItemResults, ResultFlag, ResultValueInput, ResultRecord } from '../../providers/labWorkTypes';

export interface Draft {
    value: string;
    comment: string;
}

export interface DepartmentGroup {
    departmentId: string | null;
    department: string | null;
    rows: ResultRecord[];
}

/** The visit's results in report order, each once (an analyte two items share is listed under the first). */
export const flattenResults = (items: OrderedItemResults[]): ResultRecord[] => {
    const seen = new Set<string>();
    return items.flatMap(item => item.results).filter(result => !seen.has(result.id) && Boolean(seen.add(result.id)));
};

/** Rows by department, departments in the order their first analyte comes. */
export const groupByDepartment = (results: ResultRecord[]): DepartmentGroup[] => {
    const groups = new Map<string, DepartmentGroup>();
    for (const result of results) {
        const key = result.departmentId ?? '';
        const group = groups.get(key) ?? { departmentId: result.departmentId, department: result.department, rows: [] };
        group.rows.push(result);
        groups.set(key, group);
    }
    return [...groups.values()];
};

/** A result one may type into: not calculated, not verified (amend it), and its sample is in the laboratory. */
export const isEditable = (result: ResultRecord): boolean =>
    result.resultType !== 'Calculated' &&
    result.status !== 'verified' &&
    (result.sampleStatus === 'submitted' || result.sampleStatus === 'received');

export const draftOf = (result: ResultRecord): Draft => ({ value: result.value ?? '', comment: result.comment ?? '' });

/** What a numeric cell holds, as sent: the comma of "14,2" becomes a point. */
const normalise = (result: ResultRecord, value: string): string => {
    const text = value.trim();
    if (result.resultType !== 'Numeric' || text === '') return text;
    const number = parseDecimal(text);
    return number === null || Number.isNaN(number) ? text : String(number);
};

/** The edited rows to send; a cleared value goes as null (back to pending). */
export const changedResults = (results: ResultRecord[], drafts: Record<string, Draft>): ResultValueInput[] =>
    results.flatMap(result => {
        const draft = drafts[result.id];
        if (!draft || !isEditable(result)) return [];
        const before = draftOf(result);
        if (draft.value.trim() === before.value.trim() && draft.comment.trim() === before.comment.trim()) return [];
        const value = normalise(result, draft.value);
        return [{ id: result.id, value: value === '' ? null : value, comment: draft.comment.trim() || null }];
    });

/** The client's own check, the same as the server's: a numeric result is a number. */
export const invalidNumbers = (results: ResultRecord[], sent: ResultValueInput[]): Record<string, string> => {
    const byId = new Map(results.map(result => [result.id, result]));
    const errors: Record<string, string> = {};
    for (const { id, value } of sent) {
        if (byId.get(id)?.resultType === 'Numeric' && value !== null && Number.isNaN(parseDecimal(value))) {
            errors[id] = 'app.lab.results.not_a_number';
        }
    }
    return errors;
};

/**
 * A 400 answer names the rows by their place in the request (`results.2.value`): each message goes
 * to the row of that result; any other goes under `''`.
 */
export const rowErrorsFrom = (
    details: ApiErrorDetail[] | undefined,
    sent: ResultValueInput[]
): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const { field, message } of details ?? []) {
        const match = /^\/?results[./](\d+)/.exec(field ?? '');
        const key = match ? (sent[Number(match[1])]?.id ?? '') : '';
        errors[key] = errors[key] ? `${errors[key]} ${message}` : message;
    }
    return errors;
};

export type FlagTone = 'critical' | 'abnormal' | 'normal';

export const flagTone = (flag: ResultFlag | null, isCritical = false): FlagTone => {
    if (isCritical || flag === 'LL' || flag === 'HH') return 'critical';
    return flag ? 'abnormal' : 'normal';
};

/** The saved records replace the ones on screen, in place. */
export const mergeSaved = (items: OrderedItemResults[], saved: ResultRecord[]): OrderedItemResults[] => {
    const byId = new Map(saved.map(result => [result.id, result]));
    return items.map(item => ({ ...item, results: item.results.map(result => byId.get(result.id) ?? result) }));
};
