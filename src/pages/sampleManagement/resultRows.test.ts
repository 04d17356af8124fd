import { describe, expect, it } from 'vitest';
import type { OrderedItemResults, ResultRecord } from '../../providers/labWorkTypes';
import {
    changedResults,
    flagTone,
    flattenResults,
    groupByDepartment,
    invalidNumbers,
    isEditable,
    mergeSaved,
    rowErrorsFrom,
} from './resultRows';

const result = (id: string, extra: Partial<ResultRecord> = {}): ResultRecord =>
    ({
        id,
        code: id.toUpperCase(),
        name: id,
        departmentId: 'bio',
        department: 'Biochemistry',
        resultType: 'Numeric',
        sampleStatus: 'received',
        status: 'pending',
        value: null,
        comment: null,
        flag: null,
        isCritical: false,
        amendments: [],
        ...extra,
    }) as ResultRecord;

const item = (itemId: string, results: ResultRecord[]) => ({ itemId, results }) as OrderedItemResults;

describe('the rows of a visit', () => {
    it('lists an analyte two items share once, under the first, grouped by department in order of appearance', () => {
        const na = result('na');
        const hb = result('hb', { departmentId: 'haem', department: 'Haematology' });
        const rows = flattenResults([item('lft', [na, hb]), item('kft', [result('na'), result('cl')])]);
        expect(rows.map(r => r.id)).toEqual(['na', 'hb', 'cl']);
        expect(groupByDepartment(rows).map(g => [g.department, g.rows.map(r => r.id)])).toEqual([
            ['Biochemistry', ['na', 'cl']],
            ['Haematology', ['hb']],
        ]);
    });

    it('takes input only where the sample is in the laboratory, the result is not verified and not calculated', () => {
        expect(isEditable(result('a'))).toBe(true);
        expect(isEditable(result('a', { sampleStatus: 'collected' }))).toBe(false);
        expect(isEditable(result('a', { status: 'verified' }))).toBe(false);
        expect(isEditable(result('a', { resultType: 'Calculated' }))).toBe(false);
    });
});

describe('saving', () => {
    const rows = [result('na', { value: '140' }), result('cl'), result('ldl', { resultType: 'Calculated' })];

    it('sends only what changed, a decimal comma as a point and a cleared value as null', () => {
        const sent = changedResults(rows, {
            na: { value: '', comment: '' },
            cl: { value: '101,5', comment: ' haemolysed ' },
            ldl: { value: '99', comment: '' },
        });
        expect(sent).toEqual([
            { id: 'na', value: null, comment: null },
            { id: 'cl', value: '101.5', comment: 'haemolysed' },
        ]);
        expect(changedResults(rows, { na: { value: '140 ', comment: '' } })).toEqual([]);
    });

    it('refuses a word in a numeric cell before sending', () => {
        expect(invalidNumbers(rows, [{ id: 'cl', value: 'high', comment: null }])).toEqual({
            cl: 'app.lab.results.not_a_number',
        });
        expect(invalidNumbers(rows, [{ id: 'cl', value: '98', comment: null }])).toEqual({});
    });

    it("puts the server's 400 messages beside the rows they name by position", () => {
        const sent = [
            { id: 'na', value: '1', comment: null },
            { id: 'cl', value: 'x', comment: null },
        ];
        expect(
            rowErrorsFrom(
                [
                    { field: 'results.1.value', message: 'Enter a number' },
                    { field: 'visitId', message: 'Unknown visit' },
                ],
                sent
            )
        ).toEqual({ cl: 'Enter a number', '': 'Unknown visit' });
    });

    it('shows the saved records with their new flags in place', () => {
        const merged = mergeSaved([item('i', [rows[0], rows[1]])], [result('cl', { value: '110', flag: 'H' })]);
        expect(merged[0].results.map(r => [r.id, r.flag])).toEqual([
            ['na', null],
            ['cl', 'H'],
        ]);
    });

    it('tells critical from merely abnormal', () => {
        expect(flagTone('HH')).toBe('critical');
        expect(flagTone('H', true)).toBe('critical');
        expect(flagTone('L')).toBe('abnormal');
        expect(flagTone('A')).toBe('abnormal');
        expect(flagTone(null)).toBe('normal');
    });
});
