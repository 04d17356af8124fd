import { describe, expect, it } from 'vitest';
import { rangeProblems, type RangeMasters, type RangeRow } from './reference-ranges.ts';

const masters: RangeMasters = {
  sexes: new Map([
    ['M', 'Male'],
    ['F', 'Female'],
  ]),
  periods: new Map([
    ['D', { name: 'Days', days: 1 }],
    ['W', { name: 'Weeks', days: 7 }],
    ['M', { name: 'Months', days: 30.4375 }],
    ['Y', { name: 'Years', days: 365.25 }],
  ]),
  trimesters: new Map([['T1', 'First trimester']]),
};
const row = (ageFrom: number, ageTo: number, extra: Partial<RangeRow> = {}): RangeRow => ({
  ageFrom,
  ageTo,
  ageUnit: 'Y',
  low: 1,
  high: 2,
  ...extra,
});
const messages = (rows: RangeRow[]) => rangeProblems(rows, 'Numeric', [], masters).map((p) => p.message);

describe('reference range rows', () => {
  it('accepts bands that follow each other, in any order and unit', () => {
    expect(
      messages([
        row(18, 120, { sex: 'F' }),
        row(0, 30, { ageUnit: 'D' }),
        row(1, 12, { ageUnit: 'M' }),
        row(1, 12),
        row(12, 18, { sex: 'F' }),
      ]),
    ).toEqual([]);
    expect(messages([row(0, 4, { ageUnit: 'W' }), row(28, 365, { ageUnit: 'D' })])).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it('names the rows of an overlap and of a gap, per sex and trimester', () => {
    expect(messages([row(0, 1), row(1, 12, { sex: 'F' }), row(10, 18, { sex: 'F' })])).toEqual([
      'Rows 2 and 3 overlap for Female: 1–12 Years and 10–18 Years',
    ]);
    expect(messages([row(1, 12, { sex: 'M' }), row(14, 18, { sex: 'M' })])).toEqual([
      'Rows 1 and 2 leave a gap for Male: 1–12 Years and 14–18 Years',
    ]);
    expect(messages([row(0, 120), row(5, 10)])).toEqual(['Rows 1 and 2 overlap for all sexes: 0–120 Years and 5–10 Years']);
    // A long band overlaps a band that is not its neighbour in age order.
    expect(messages([row(0, 50), row(10, 20), row(20, 30)])).toEqual([
      'Rows 1 and 2 overlap for all sexes: 0–50 Years and 10–20 Years',
      'Rows 1 and 3 overlap for all sexes: 0–50 Years and 20–30 Years',
    ]);
    expect(messages([row(15, 50, { sex: 'F', trimester: 'T1' }), row(15, 50, { sex: 'F', trimester: 'T1' })])).toEqual([
      'Rows 1 and 2 overlap for Female, First trimester: 15–50 Years and 15–50 Years',
    ]);
    expect(messages([row(0, 0.5), row(6, 12, { ageUnit: 'M' })])).toEqual([]);
  });

  it('checks rows before bands, so a bad code is reported rather than a confusing overlap', () => {
    expect(messages([row(0, 10, { sex: 'Z' }), row(5, 10)])).toEqual(["Reference Ranges, row 1: Sex 'Z' is not a gender code (F, M)"]);
  });

  it('wants normal values, not limits, for text and choice results', () => {
    const text = rangeProblems([{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', normalText: 'Nil' }], 'Text', [], masters);
    expect(text).toEqual([]);
    const choice = rangeProblems(
      [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', normalText: 'negative' }],
      'Choice',
      ['Negative', 'Positive'],
      masters,
    );
    expect(choice).toEqual([]);
    const missing = rangeProblems([{ ageFrom: 0, ageTo: 120, ageUnit: 'Y' }], 'Text', [], masters);
    expect(missing).toEqual([{ field: 'referenceRanges.0.normalText', message: 'Reference Ranges, row 1: Give the normal value' }]);
  });
});
