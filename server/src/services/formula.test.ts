import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, parseFormula } from './formula.ts';

const value = (text: string, results: Record<string, number | null> = {}) => evaluateFormula(parseFormula(text).expr, results);
const refusal = (text: string) => {
  try {
    parseFormula(text);
  } catch (e) {
    expect(e).toBeInstanceOf(FormulaError);
    return (e as Error).message;
  }
  throw new Error(`expected '${text}' to be refused`);
};

describe('formulas of calculated analytes', () => {
  it('reads codes, numbers, the four operations and parentheses, with the usual precedence', () => {
    expect(parseFormula('TC - HDL - TG / 5').codes).toEqual(['TC', 'HDL', 'TG']);
    expect(value('TC - HDL - TG / 5', { TC: 200, HDL: 50, TG: 150 })).toBe(120);
    expect(value('(TC - HDL) * 2', { TC: 10, HDL: 4 })).toBe(12);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('2 * 3 + 4 * 5')).toBe(26);
    expect(value('-A + +3 - -2', { A: 1 })).toBe(4);
    expect(value('.5 * 28.7 * HBA1C - 46.7', { HBA1C: 2 })).toBeCloseTo(-18);
    expect(parseFormula('  ALB/( TP-ALB )  ').codes).toEqual(['ALB', 'TP']);
  });

  it('answers null for a missing result or a division by zero', () => {
    expect(value('A / B', { A: 1, B: 0 })).toBeNull();
    expect(value('A + B', { A: 1 })).toBeNull();
    expect(value('A * 0', { A: null })).toBeNull();
  });

  it('refuses anything else, saying where', () => {
    expect(refusal('')).toBe('the formula is empty');
    expect(refusal('TC +')).toBe('the formula ends too early');
    expect(refusal('(TC + HDL')).toBe('the formula ends too early');
    expect(refusal('TC + HDL)')).toBe("unexpected ')' at position 9");
    expect(refusal('TC ^ 2')).toBe("unexpected '^' at position 4");
    expect(refusal('2 TC')).toBe("unexpected 'TC' at position 3");
    expect(refusal('Math.max(TC)')).toBe("unexpected '.' at position 5");
    expect(refusal('TC; drop table analytes')).toBe("unexpected ';' at position 3");
    expect(refusal('1..2')).toBe("unexpected '.' at position 2");
  });
});
