import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../../i18n/translateEnglish';
import {
    duplicateRangeRow,
    newRangeRow,
    rangeErrors,
    rangeRowErrors,
    type RangeRowErrors,
    toReferenceRange,
} from './referenceRangeRows';

const texts = (errors: RangeRowErrors) =>
    Object.fromEntries(Object.entries(errors).map(([column, error]) => [column, t(error!.message, error!.args)]));

describe('rows of the reference range table', () => {
    it('starts a table with a row for every sex and age', () => {
        expect(newRangeRow()).toEqual({ sex: '', ageFrom: 0, ageTo: 120, ageUnit: 'Y', trimester: '' });
    });
    it('carries a new row on from where the last one ends', () => {
        expect(
            newRangeRow({ sex: 'F', ageFrom: 1, ageTo: 12, ageUnit: 'Y', trimester: null, low: 11, high: 15 })
        ).toEqual({
            sex: 'F',
            ageFrom: 12,
            ageTo: '',
            ageUnit: 'Y',
            trimester: '',
        });
    });
    it('duplicates a row with all its values', () => {
        const row = { sex: 'M', ageFrom: 18, ageTo: 120, ageUnit: 'Y', low: 13, high: 17, note: 'adult' };
        const copy = duplicateRangeRow(row);
        expect(copy).toEqual(row);
        expect(copy).not.toBe(row);
    });
    it('sends numbers and nulls, whatever was typed', () => {
        expect(
            toReferenceRange({
                sex: '',
                ageFrom: '0',
                ageTo: '30',
                ageUnit: 'D',
                low: '13,5',
                high: ' 19.5 ',
                criticalLow: '',
                note: '  ',
            })
        ).toEqual({
            sex: null,
            ageFrom: 0,
            ageTo: 30,
            ageUnit: 'D',
            trimester: null,
            low: 13.5,
            high: 19.5,
            criticalLow: null,
            criticalHigh: null,
            normalText: null,
            note: null,
        });
    });
});

describe('checks of one row', () => {
    const adult = { sex: 'F', ageFrom: '18', ageTo: '120', ageUnit: 'Y' };
    it('accepts a numeric row with a low or a high limit', () => {
        expect(
            rangeRowErrors({ ...adult, low: '12', high: '16', criticalLow: '7', criticalHigh: '20' }, 'Numeric')
        ).toEqual({});
        expect(rangeRowErrors({ ...adult, high: '200' }, 'Calculated')).toEqual({});
    });
    it('names the cell that is wrong, as the server would', () => {
        expect(texts(rangeRowErrors({ ...adult, ageTo: '10', low: 'x' }, 'Numeric'))).toEqual({
            ageTo: 'Age to must be greater than age from',
            low: 'Must be a number',
        });
        expect(texts(rangeRowErrors({ ...adult }, 'Numeric'))).toEqual({ low: 'Give a low or a high limit' });
        expect(
            texts(rangeRowErrors({ ...adult, low: '16', high: '12', criticalLow: '17', criticalHigh: '11' }, 'Numeric'))
        ).toEqual({
            high: 'High must not be below low',
            criticalLow: 'Critical low must not be above low',
            criticalHigh: 'Critical high must not be below high',
        });
        expect(texts(rangeRowErrors({ ageFrom: '', ageTo: '3000', ageUnit: '' }, 'Numeric'))).toMatchObject({
            ageFrom: 'Required',
            ageTo: 'From 0 to 2000',
            ageUnit: 'Required',
        });
    });
    it('wants a normal value, not limits, for text and choice analytes', () => {
        expect(texts(rangeRowErrors({ ...adult, low: '1' }, 'Text'))).toEqual({
            low: 'Limits are only for numeric and calculated analytes',
            normalText: 'Give the normal value',
        });
        expect(rangeRowErrors({ ...adult, normalText: 'negative' }, 'Choice', ['Negative', 'Positive'])).toEqual({});
        expect(texts(rangeRowErrors({ ...adult, normalText: 'Trace' }, 'Choice', ['Negative', 'Positive']))).toEqual({
            normalText: "'Trace' is not one of the choices",
        });
    });
    it('reports nothing for a table whose rows are all fine', () => {
        expect(rangeErrors([{ ...adult, low: 1 }], 'Numeric')).toBeUndefined();
        expect(rangeErrors(undefined, 'Numeric')).toBeUndefined();
        expect(rangeErrors([{ ...adult, low: 1 }, { ...adult }], 'Numeric')).toEqual([
            {},
            { low: { message: 'app.analyte.range.low_or_high', args: {} } },
        ]);
    });
});
