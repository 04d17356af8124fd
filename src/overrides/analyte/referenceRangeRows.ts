import { parseDecimal } from '../../lib/decimalInput';
import type { ReferenceRange, ResultType } from '../../providers/domainTypes';

/** The columns of the reference range table, in the order the cells are visited. */
export const RANGE_COLUMNS = [
    'sex',
    'ageFrom',
    'ageTo',
    'ageUnit',
    'trimester',
    'low',
    'high',
    'criticalLow',
    'criticalHigh',
    'normalText',
    'note',
] as const;
export type RangeColumn = (typeof RANGE_COLUMNS)[number];

/** A row as the form holds it: cells are what was typed (text) or what was read (numbers). */
export type RangeDraft = Partial<Record<RangeColumn, string | number | null>>;

const LIMITS = ['low', 'high', 'criticalLow', 'criticalHigh'] as const;
const NUMBERS: readonly RangeColumn[] = ['ageFrom', 'ageTo', ...LIMITS];
const AGE_MAX = 2000;
const TEXT_MAX: Partial<Record<RangeColumn, number>> = { normalText: 200, note: 200 };

export const isNumericColumn = (column: RangeColumn) => NUMBERS.includes(column);
const isNumericType = (type: unknown) => type === 'Numeric' || type === 'Calculated';

const text = (value: unknown): string | null => {
    const trimmed = value === null || value === undefined ? '' : String(value).trim();
    return trimmed === '' ? null : trimmed;
};

/** A new row that carries on where the last one ends: same sex, unit and trimester, from its upper age. */
export const newRangeRow = (previous?: RangeDraft): RangeDraft =>
    previous
        ? {
              sex: previous.sex ?? '',
              ageFrom: previous.ageTo ?? '',
              ageTo: '',
              ageUnit: previous.ageUnit ?? 'Y',
              trimester: previous.trimester ?? '',
          }
        : { sex: '', ageFrom: 0, ageTo: 120, ageUnit: 'Y', trimester: '' };

/** A copy to edit into the next band, e.g. the female row of a male one. */
export const duplicateRangeRow = (row: RangeDraft): RangeDraft => ({ ...row });

/** The row as the server takes it: numbers, and null for what was left blank. */
export const toReferenceRange = (row: RangeDraft): ReferenceRange => {
    const range: Record<string, unknown> = {};
    for (const column of RANGE_COLUMNS) {
        range[column] = isNumericColumn(column) ? parseDecimal(row[column]) : text(row[column]);
    }
    return { ...(range as unknown as ReferenceRange), ageUnit: text(row.ageUnit) ?? '' };
};

/** A translatable message; `args` is always present (see FieldError in builders/schemaValidation.ts). */
export interface RangeMessage {
    message: string;
    args: Record<string, unknown>;
}
export type RangeRowErrors = Partial<Record<RangeColumn, RangeMessage>>;

const msg = (key: string, args: Record<string, unknown> = {}): RangeMessage => ({
    message: `app.analyte.range.${key}`,
    args,
});

const cellErrors = (range: ReferenceRange): RangeRowErrors => {
    const errors: RangeRowErrors = {};
    for (const column of NUMBERS) {
        if (Number.isNaN(range[column as keyof ReferenceRange])) errors[column] = msg('not_a_number');
    }
    for (const column of ['ageFrom', 'ageTo'] as const) {
        const value = range[column];
        if (errors[column]) continue;
        if (value === null || value === undefined) errors[column] = msg('required');
        else if (value < 0 || value > AGE_MAX) errors[column] = msg('age_range', { max: AGE_MAX });
    }
    if (!range.ageUnit) errors.ageUnit = msg('required');
    for (const [column, max] of Object.entries(TEXT_MAX) as [RangeColumn, number][]) {
        if ((text(range[column as keyof ReferenceRange]) ?? '').length > max) errors[column] = msg('too_long', { max });
    }
    return errors;
};

const limitErrors = (range: ReferenceRange, errors: RangeRowErrors) => {
    const { low, high, criticalLow, criticalHigh } = range;
    const given = (value: number | null | undefined): value is number =>
        typeof value === 'number' && !Number.isNaN(value);
    if (!given(low) && !given(high) && !range.normalText && !errors.low) errors.low = msg('low_or_high');
    if (given(low) && given(high) && low > high) errors.high ??= msg('high_below_low');
    if (given(criticalLow) && given(low) && criticalLow > low) errors.criticalLow ??= msg('critical_low_above_low');
    if (given(criticalHigh) && given(high) && criticalHigh < high)
        errors.criticalHigh ??= msg('critical_high_below_high');
    if (given(criticalLow) && given(criticalHigh) && criticalLow >= criticalHigh)
        errors.criticalHigh ??= msg('critical_high_not_above');
};

/**
 * The problems of one row on its own, as the server checks them (server/src/services/reference-ranges.ts).
 * Overlaps and gaps between rows are the server's to find: it names both rows in one sentence.
 */
export const rangeRowErrors = (
    row: RangeDraft,
    type: ResultType | string | undefined,
    choices: string[] = []
): RangeRowErrors => {
    const range = toReferenceRange(row);
    const errors = cellErrors(range);
    if (!errors.ageTo && !errors.ageFrom && range.ageFrom >= range.ageTo) errors.ageTo = msg('age_to_not_above');
    if (isNumericType(type)) {
        limitErrors(range, errors);
        return errors;
    }
    for (const column of LIMITS) {
        if (range[column] !== null && range[column] !== undefined) errors[column] ??= msg('limits_not_for_type');
    }
    if (!range.normalText) errors.normalText ??= msg('normal_required');
    else if (type === 'Choice' && !choices.some(choice => choice.toLowerCase() === range.normalText!.toLowerCase())) {
        errors.normalText ??= msg('normal_not_a_choice', { value: range.normalText });
    }
    return errors;
};

/** Errors of every row, or undefined when all rows are fine (react-admin's validate shape). */
export const rangeErrors = (
    rows: RangeDraft[] | undefined,
    type: ResultType | string | undefined,
    choices: string[] = []
) => {
    const errors = (rows ?? []).map(row => rangeRowErrors(row, type, choices));
    return errors.some(row => Object.keys(row).length > 0) ? errors : undefined;
};
