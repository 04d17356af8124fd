import { describe, expect, it } from 'vitest';
import { assess, daysBetween, pickRange, rangeText, type AnalyteForFlags, type RangeSubject } from './flags.ts';
import type { RangeRow } from './reference-ranges.ts';

const periods = new Map([
  ['D', 1],
  ['W', 7],
  ['M', 30.4375],
  ['Y', 365.25],
]);
const Y = 365.25;

/** Haemoglobin of the seed catalogue: age bands for all sexes, then by sex, critical limits for adults, trimesters. */
const HB: RangeRow[] = [
  { ageFrom: 0, ageTo: 30, ageUnit: 'D', low: 13.4, high: 19.9 },
  { ageFrom: 1, ageTo: 6, ageUnit: 'M', low: 9.5, high: 14.1 },
  { ageFrom: 6, ageTo: 24, ageUnit: 'M', low: 10.5, high: 13.5 },
  { ageFrom: 2, ageTo: 6, ageUnit: 'Y', low: 11.5, high: 13.5 },
  { ageFrom: 6, ageTo: 12, ageUnit: 'Y', low: 11.5, high: 15.5 },
  { sex: 'M', ageFrom: 12, ageTo: 18, ageUnit: 'Y', low: 13.0, high: 16.0 },
  { sex: 'F', ageFrom: 12, ageTo: 18, ageUnit: 'Y', low: 12.0, high: 16.0 },
  { sex: 'M', ageFrom: 18, ageTo: 120, ageUnit: 'Y', low: 13.0, high: 17.0, criticalLow: 7.0, criticalHigh: 20.0 },
  { sex: 'F', ageFrom: 18, ageTo: 120, ageUnit: 'Y', low: 12.0, high: 15.0, criticalLow: 7.0, criticalHigh: 20.0 },
  { sex: 'F', ageFrom: 15, ageTo: 50, ageUnit: 'Y', trimester: 'T1', low: 11.6, high: 13.9 },
  { sex: 'F', ageFrom: 15, ageTo: 50, ageUnit: 'Y', trimester: 'T2', low: 9.7, high: 14.8 },
  { sex: 'F', ageFrom: 15, ageTo: 50, ageUnit: 'Y', trimester: 'T3', low: 9.5, high: 15.0 },
];
const hb: AnalyteForFlags = { resultType: 'Numeric', decimals: 1, choices: [], referenceRanges: HB };
const who = (sex: string | null, ageDays: number | null, trimester: string | null = null): RangeSubject => ({ sex, ageDays, trimester });

describe('the range that applies: sex × age band × trimester', () => {
  // [case, sex, age in days, trimester, expected range text]
  const cases: [string, string | null, number | null, string | null, string][] = [
    ['newborn, day 0', 'M', 0, null, '13.4 – 19.9'],
    ['last day of 0–30 days', 'F', 29, null, '13.4 – 19.9'],
    ['day 30: first day of 1–6 months', 'F', 30, null, '9.5 – 14.1'],
    ['last day of 1–6 months (6 × 30.4375 = 182.6)', 'M', 181, null, '9.5 – 14.1'],
    ['day 182: 6–24 months', 'M', 182, null, '10.5 – 13.5'],
    ['last day of 6–24 months', 'M', 729, null, '10.5 – 13.5'],
    ['day 730: 2–6 years (24 months = 2 years)', 'M', 730, null, '11.5 – 13.5'],
    ['last day of 6–12 years', 'F', Math.floor(12 * Y) - 1, null, '11.5 – 15.5'],
    ['12 years, male', 'M', Math.floor(12 * Y), null, '13.0 – 16.0'],
    ['12 years, female', 'F', Math.floor(12 * Y), null, '12.0 – 16.0'],
    ['last day of 12–18 years, male', 'M', Math.floor(18 * Y) - 1, null, '13.0 – 16.0'],
    ['18 years, male', 'M', Math.floor(18 * Y), null, '13.0 – 17.0'],
    ['18 years, female', 'F', Math.floor(18 * Y), null, '12.0 – 15.0'],
    ['adult female, not pregnant', 'F', 30 * 365, null, '12.0 – 15.0'],
    ['adult female, first trimester', 'F', 30 * 365, 'T1', '11.6 – 13.9'],
    ['adult female, second trimester', 'F', 30 * 365, 'T2', '9.7 – 14.8'],
    ['adult female, third trimester', 'F', 30 * 365, 'T3', '9.5 – 15.0'],
    ['pregnant at 15 years exactly: the trimester band', 'F', Math.floor(15 * Y), 'T1', '11.6 – 13.9'],
    ['pregnant a day before 15: no trimester band, her age band', 'F', Math.floor(15 * Y) - 1, 'T1', '12.0 – 16.0'],
    ['pregnant, last day of 15–50 years', 'F', Math.floor(50 * Y) - 1, 'T2', '9.7 – 14.8'],
    ['pregnant at 50 years: adult female band', 'F', Math.floor(50 * Y), 'T2', '12.0 – 15.0'],
    ['a trimester on a male visit is ignored', 'M', 30 * 365, 'T1', '13.0 – 17.0'],
    ['last day of 18–120 years', 'M', Math.floor(120 * Y) - 1, null, '13.0 – 17.0'],
    ['120 years: past every band', 'M', Math.floor(120 * Y), null, ''],
    ['adult of another sex: no sex-less adult band', 'O', 30 * 365, null, ''],
    ['child of unknown sex: the band for every sex', null, 400, null, '10.5 – 13.5'],
    ['age unknown', 'M', null, null, ''],
  ];
  it.each(cases)('%s', (_, sex, age, trimester, expected) => {
    expect(assess(hb, null, who(sex, age, trimester), periods).rangeText).toBe(expected);
  });

  it('prefers the sex-specific row over one for every sex when both hold the age', () => {
    const rows: RangeRow[] = [
      { ageFrom: 0, ageTo: 120, ageUnit: 'Y', low: 1, high: 2 },
      { sex: 'F', ageFrom: 0, ageTo: 120, ageUnit: 'Y', low: 3, high: 4 },
    ];
    expect(pickRange(rows, who('F', 9000), periods)).toBe(rows[1]);
    expect(pickRange(rows, who('M', 9000), periods)).toBe(rows[0]);
  });

  it('bridges a gap of under a day that the validation lets through, towards the next band', () => {
    const rows: RangeRow[] = [
      { ageFrom: 0, ageTo: 4, ageUnit: 'W', low: 1, high: 2 },
      { ageFrom: 29, ageTo: 365, ageUnit: 'D', low: 3, high: 4 },
    ];
    expect(pickRange(rows, who('M', 27), periods)).toBe(rows[0]);
    expect(pickRange(rows, who('M', 28), periods)).toBe(rows[1]);
    expect(pickRange(rows, who('M', 29), periods)).toBe(rows[1]);
  });

  it('counts the age in whole calendar days from birth to the visit date', () => {
    expect(daysBetween('2008-03-15', '2026-03-15')).toBe(6574);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    // On the 18th birthday the adult band applies; the day before, the adolescent one.
    expect(assess(hb, null, who('M', daysBetween('2008-03-15', '2026-03-15')), periods).rangeText).toBe('13.0 – 17.0');
    expect(assess(hb, null, who('M', daysBetween('2008-03-15', '2026-03-14')), periods).rangeText).toBe('13.0 – 16.0');
  });
});

describe('numeric flags at every limit (limits inclusive)', () => {
  const maleAdult = who('M', 40 * 365);
  const femaleAdult = who('F', 40 * 365);
  const boy = who('M', 8 * 365);
  // [value, subject, flag, critical]
  const cases: [string, RangeSubject, string | null, boolean][] = [
    ['6.9', maleAdult, 'LL', true],
    ['7.0', maleAdult, 'L', false],
    ['7.1', maleAdult, 'L', false],
    ['12.9', maleAdult, 'L', false],
    ['13.0', maleAdult, null, false],
    ['13.1', maleAdult, null, false],
    ['16.9', maleAdult, null, false],
    ['17.0', maleAdult, null, false],
    ['17.1', maleAdult, 'H', false],
    ['19.9', maleAdult, 'H', false],
    ['20.0', maleAdult, 'H', false],
    ['20.1', maleAdult, 'HH', true],
    ['0', maleAdult, 'LL', true],
    ['12.5', femaleAdult, null, false],
    ['15.1', femaleAdult, 'H', false],
    ['11.9', femaleAdult, 'L', false],
    ['6.9', femaleAdult, 'LL', true],
    // A child's band has no critical limits: far out is only L or H.
    ['5.0', boy, 'L', false],
    ['11.5', boy, null, false],
    ['15.5', boy, null, false],
    ['15.6', boy, 'H', false],
    ['25.0', boy, 'H', false],
    // No range, no flag.
    ['25.0', who('O', 40 * 365), null, false],
  ];
  it.each(cases)('%s for %o → %s', (value, subject, flag, critical) => {
    expect(assess(hb, value, subject, periods)).toMatchObject({ flag, isCritical: critical });
  });

  it('flags a trimester band by its own limits', () => {
    expect(assess(hb, '11.5', who('F', 30 * 365, 'T1'), periods).flag).toBe('L');
    expect(assess(hb, '11.5', who('F', 30 * 365), periods).flag).toBe('L');
    expect(assess(hb, '14.0', who('F', 30 * 365, 'T1'), periods).flag).toBe('H');
    expect(assess(hb, '14.0', who('F', 30 * 365, 'T2'), periods).flag).toBe(null);
  });

  it('handles one-sided limits and calculated analytes alike', () => {
    const ldl: AnalyteForFlags = {
      resultType: 'Calculated',
      decimals: 0,
      choices: [],
      referenceRanges: [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', high: 100, criticalHigh: 400 }],
    };
    const hdl: AnalyteForFlags = {
      resultType: 'Numeric',
      decimals: 0,
      choices: [],
      referenceRanges: [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', low: 40, criticalLow: 10 }],
    };
    const adult = who('M', 40 * 365);
    expect(assess(ldl, '0', adult, periods)).toEqual({ flag: null, isCritical: false, rangeText: '< 100' });
    expect(assess(ldl, '100', adult, periods).flag).toBe(null);
    expect(assess(ldl, '101', adult, periods).flag).toBe('H');
    expect(assess(ldl, '400', adult, periods).flag).toBe('H');
    expect(assess(ldl, '401', adult, periods)).toMatchObject({ flag: 'HH', isCritical: true });
    expect(assess(hdl, '40', adult, periods)).toEqual({ flag: null, isCritical: false, rangeText: '> 40' });
    expect(assess(hdl, '39', adult, periods).flag).toBe('L');
    expect(assess(hdl, '10', adult, periods).flag).toBe('L');
    expect(assess(hdl, '9', adult, periods)).toMatchObject({ flag: 'LL', isCritical: true });
    expect(assess(hdl, '900', adult, periods).flag).toBe(null);
  });
});

describe('text and choice flags', () => {
  const adult = who('F', 40 * 365);
  const casts: AnalyteForFlags = {
    resultType: 'Text',
    decimals: null,
    choices: [],
    referenceRanges: [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', normalText: 'Nil' }],
  };
  const protein: AnalyteForFlags = {
    resultType: 'Choice',
    decimals: null,
    choices: [
      { value: 'Nil', abnormal: false },
      { value: 'Trace', abnormal: true },
      { value: '1+', abnormal: true },
    ],
    referenceRanges: [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', normalText: 'Nil' }],
  };
  const abo: AnalyteForFlags = { resultType: 'Choice', decimals: null, choices: [{ value: 'A' }, { value: 'O' }], referenceRanges: [] };
  const colour: AnalyteForFlags = {
    resultType: 'Choice',
    decimals: null,
    choices: [{ value: 'Yellow' }, { value: 'Red', abnormal: true }],
    referenceRanges: [],
  };

  it.each([
    [casts, 'Nil', null],
    [casts, 'NIL', null],
    [casts, ' nil ', null],
    [casts, 'Granular casts', 'A'],
    [protein, 'Nil', null],
    [protein, 'Trace', 'A'],
    [protein, '1+', 'A'],
    [abo, 'A', null],
    [abo, 'O', null],
    [colour, 'Yellow', null],
    [colour, 'Red', 'A'],
  ] as [AnalyteForFlags, string, string | null][])('%#: %s', (analyte, value, flag) => {
    expect(assess(analyte, value, adult, periods)).toMatchObject({ flag, isCritical: false });
  });

  it('prints the normal value as the range, and nothing without a range', () => {
    expect(assess(casts, 'Nil', adult, periods).rangeText).toBe('Nil');
    expect(assess(abo, 'A', adult, periods).rangeText).toBe('');
  });
});

describe('range text', () => {
  it('uses the analyte decimals, an en dash, and < or > for one-sided ranges', () => {
    const row = (r: Partial<RangeRow>): RangeRow => ({ ageFrom: 0, ageTo: 1, ageUnit: 'Y', ...r });
    expect(rangeText(row({ low: 13, high: 17 }), 1)).toBe('13.0 – 17.0');
    expect(rangeText(row({ low: 0.8, high: 1.2 }), 2)).toBe('0.80 – 1.20');
    expect(rangeText(row({ high: 5 }), 1)).toBe('< 5.0');
    expect(rangeText(row({ low: 40 }), 0)).toBe('> 40');
    expect(rangeText(row({ low: 40 }), null)).toBe('> 40');
    expect(rangeText(row({ normalText: 'Negative' }), null)).toBe('Negative');
    expect(rangeText(null, 1)).toBe('');
  });
});
