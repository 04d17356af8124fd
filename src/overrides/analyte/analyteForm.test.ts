import { describe, expect, it } from 'vitest';
import { analyteErrors, analytePayload } from './analyteForm';

const base = { code: 'HB', name: 'Haemoglobin', departmentId: 'd1', basePrice: 150 };
const row = { sex: 'F', ageFrom: '12', ageTo: '120', ageUnit: 'Y', trimester: '', low: '12', high: '15.5' };

describe('what the analyte form sends', () => {
    it('sends a numeric analyte with its decimals and ranges as numbers, without formula or choices', () => {
        expect(
            analytePayload({
                ...base,
                resultType: 'Numeric',
                decimals: 1,
                formula: 'X',
                choices: [{ value: 'A' }],
                referenceRanges: [row],
            })
        ).toEqual({
            ...base,
            resultType: 'Numeric',
            decimals: 1,
            formula: null,
            choices: [],
            referenceRanges: [
                {
                    sex: 'F',
                    ageFrom: 12,
                    ageTo: 120,
                    ageUnit: 'Y',
                    trimester: null,
                    low: 12,
                    high: 15.5,
                    criticalLow: null,
                    criticalHigh: null,
                    normalText: null,
                    note: null,
                },
            ],
        });
    });
    it('keeps the formula of a calculated analyte and the filled choices of a choice list', () => {
        expect(analytePayload({ ...base, resultType: 'Calculated', formula: ' TC - HDL - TG / 5 ' }).formula).toBe(
            'TC - HDL - TG / 5'
        );
        const choice = analytePayload({
            ...base,
            resultType: 'Choice',
            decimals: 2,
            choices: [{ value: ' Positive ', abnormal: true }, { value: '' }, { value: 'Negative' }],
        });
        expect(choice.choices).toEqual([
            { value: 'Positive', abnormal: true },
            { value: 'Negative', abnormal: false },
        ]);
        expect(choice.decimals).toBeNull();
    });
});

describe('checks of the analyte form', () => {
    it('wants a formula for a calculated analyte', () => {
        expect(analyteErrors({ ...base, resultType: 'Calculated', formula: ' ' })).toEqual({
            formula: { message: 'app.analyte.formula_required', args: {} },
        });
    });
    it('wants at least one choice, each given once', () => {
        expect(analyteErrors({ ...base, resultType: 'Choice', choices: [] })).toEqual({
            choices: { root: { message: 'app.analyte.choices_required', args: {} } },
        });
        expect(
            analyteErrors({
                ...base,
                resultType: 'Choice',
                choices: [{ value: 'Positive' }, { value: '' }, { value: 'positive' }],
            })
        ).toEqual({
            choices: [
                {},
                { value: { message: 'app.analyte.choice_required', args: {} } },
                { value: { message: 'app.analyte.choice_repeated', args: { n: 1 } } },
            ],
        });
    });
    it('puts range problems on their rows', () => {
        const errors = analyteErrors({
            ...base,
            resultType: 'Numeric',
            referenceRanges: [row, { ...row, low: '', high: '' }],
        });
        expect(errors).toEqual({
            referenceRanges: [{}, { low: { message: 'app.analyte.range.low_or_high', args: {} } }],
        });
    });
});
