import { describe, expect, it } from 'vitest';
import { recalculate, type CalcRow } from './result-calculation.ts';
import { normaliseValue } from './result-values.ts';

const row = (id: string, code: string, extra: Partial<CalcRow> = {}): CalcRow => ({
  id,
  code,
  resultType: 'Numeric',
  decimals: 0,
  formula: null,
  value: null,
  ...extra,
});

describe('typed values', () => {
  it('rounds numbers to the decimals, checks choices, trims text, refuses calculated', () => {
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, '14.24')).toEqual({ value: '14.2', numeric: 14.2 });
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, 14)).toEqual({ value: '14.0', numeric: 14 });
    expect(normaliseValue({ resultType: 'Numeric', decimals: 0, choices: [] }, ' 7 ')).toEqual({ value: '7', numeric: 7 });
    expect(normaliseValue({ resultType: 'Numeric', decimals: null, choices: [] }, '0.125')).toEqual({ value: '0.125', numeric: 0.125 });
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, 'high')).toEqual({ problem: "'high' is not a number" });
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, '1e5')).toHaveProperty('problem');
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, '')).toEqual({ value: null, numeric: null });
    expect(normaliseValue({ resultType: 'Numeric', decimals: 1, choices: [] }, null)).toEqual({ value: null, numeric: null });
    const choice = { resultType: 'Choice' as const, decimals: null, choices: [{ value: 'Positive' }, { value: 'Negative' }] };
    expect(normaliseValue(choice, 'positive')).toEqual({ value: 'Positive', numeric: null });
    expect(normaliseValue(choice, 'Maybe')).toEqual({ problem: "'Maybe' is not one of Positive, Negative" });
    expect(normaliseValue({ resultType: 'Text', decimals: null, choices: [] }, '  Nil ')).toEqual({ value: 'Nil', numeric: null });
    expect(normaliseValue({ resultType: 'Calculated', decimals: 0, choices: [] }, '5')).toHaveProperty('problem');
  });
});

describe('calculated results', () => {
  const lipids = () => [
    row('tc', 'TC'),
    row('hdl', 'HDL'),
    row('tg', 'TG'),
    row('ldl', 'LDL', { resultType: 'Calculated', formula: 'TC - HDL - TG / 5' }),
    row('ratio', 'TCHDL', { resultType: 'Calculated', decimals: 1, formula: 'TC / HDL' }),
  ];

  it('computes once every input has a value, rounded to the decimals', () => {
    const rows = lipids();
    const values = new Map<string, string | null>([
      ['tc', '200'],
      ['hdl', '45'],
      ['tg', null],
    ]);
    expect([...recalculate(rows, values, () => true)]).toEqual([['ratio', { value: '4.4', numeric: 4.4 }]]);
    values.set('tg', '150');
    expect(recalculate(rows, values, () => true).get('ldl')).toEqual({ value: '125', numeric: 125 });
  });

  it('follows formulas that read other calculated results, and clears when an input goes', () => {
    const rows = [
      row('tp', 'TP', { decimals: 1 }),
      row('alb', 'ALB', { decimals: 1 }),
      row('agr', 'AGR', { resultType: 'Calculated', decimals: 2, formula: 'ALB / GLOB' }),
      row('glob', 'GLOB', { resultType: 'Calculated', decimals: 1, formula: 'TP - ALB' }),
    ];
    const values = new Map<string, string | null>([
      ['tp', '7.0'],
      ['alb', '4.2'],
    ]);
    const changed = recalculate(rows, values, () => true);
    expect(changed.get('glob')).toEqual({ value: '2.8', numeric: 2.8 });
    expect(changed.get('agr')).toEqual({ value: '1.50', numeric: 1.5 });
    values.set('alb', null);
    const cleared = recalculate(rows, values, () => true);
    expect(cleared.get('glob')).toEqual({ value: null, numeric: null });
    expect(cleared.get('agr')).toEqual({ value: null, numeric: null });
  });

  it('leaves alone what it is told to, and gives nothing for a division by zero', () => {
    const rows = lipids();
    const values = new Map<string, string | null>([
      ['tc', '200'],
      ['hdl', '0'],
      ['tg', '100'],
      ['ldl', '999'],
    ]);
    const changed = recalculate(rows, values, (r) => r.id !== 'ldl');
    expect(changed.has('ldl')).toBe(false);
    expect(changed.has('ratio')).toBe(false);
  });
});
