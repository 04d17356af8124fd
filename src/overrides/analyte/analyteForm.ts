import type { AnalyteChoice } from '../../providers/domainTypes';
import { rangeErrors, type RangeDraft, toReferenceRange } from './referenceRangeRows';

type Values = Record<string, unknown>;

const NUMERIC_TYPES = ['Numeric', 'Calculated'];

const choicesOf = (values: Values): AnalyteChoice[] =>
    ((values.choices as AnalyteChoice[] | undefined) ?? [])
        .map(choice => ({ value: String(choice?.value ?? '').trim(), abnormal: Boolean(choice?.abnormal) }))
        .filter(choice => choice.value !== '');

/**
 * The body of the POST or PUT: ranges as numbers, and only the fields of the chosen result type
 * (decimals for numeric and calculated, the formula for calculated, choices for a choice list).
 */
export const analytePayload = (values: Values): Values => {
    const type = values.resultType;
    const formula = typeof values.formula === 'string' ? values.formula.trim() : '';
    return {
        ...values,
        decimals: NUMERIC_TYPES.includes(String(type)) ? (values.decimals ?? null) : null,
        formula: type === 'Calculated' && formula !== '' ? formula : null,
        choices: type === 'Choice' ? choicesOf(values) : [],
        referenceRanges: ((values.referenceRanges as RangeDraft[] | undefined) ?? []).map(toReferenceRange),
    };
};

const message = (key: string, args: Record<string, unknown> = {}) => ({ message: `app.analyte.${key}`, args });

/** What the JSON Schema cannot say: per-row range problems, the formula and the choices a type needs. */
export const analyteErrors = (values: Values): Values => {
    const errors: Values = {};
    const type = values.resultType;
    const choices = choicesOf(values);
    const ranges = rangeErrors(
        values.referenceRanges as RangeDraft[] | undefined,
        String(type ?? ''),
        choices.map(c => c.value)
    );
    if (ranges) errors.referenceRanges = ranges;
    if (type === 'Calculated' && !(typeof values.formula === 'string' && values.formula.trim())) {
        errors.formula = message('formula_required');
    }
    if (type === 'Choice') {
        const seen = new Map<string, number>();
        const rows = ((values.choices as AnalyteChoice[] | undefined) ?? []).map(choice => {
            const value = String(choice?.value ?? '').trim();
            if (value === '') return { value: message('choice_required') };
            const key = value.toLowerCase();
            if (seen.has(key)) return { value: message('choice_repeated', { n: seen.get(key)! + 1 }) };
            seen.set(key, seen.size);
            return {};
        });
        if (rows.some(row => Object.keys(row).length > 0)) errors.choices = rows;
        else if (choices.length === 0) errors.choices = { root: message('choices_required') };
    }
    return errors;
};
