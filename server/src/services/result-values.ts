import type { ResultType } from './reference-ranges.ts';

export interface ValueRules {
  resultType: ResultType;
  decimals: number | null;
  choices: { value: string }[];
}

/** A value as stored: the text the report prints, and the number flags and formulas read. */
export interface NormalValue {
  value: string | null;
  numeric: number | null;
}

export type Normalised = NormalValue | { problem: string };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_TEXT = 500;

/** A number rounded to the analyte's decimals ("14.24" with 1 decimal → "14.2"); as given without decimals. */
export function roundValue(n: number, decimals: number | null): NormalValue {
  const value = decimals === null || decimals === undefined ? String(Number(n.toPrecision(12))) : n.toFixed(decimals);
  return { value, numeric: Number(value) };
}

/**
 * What a typed value becomes: null or "" clears it; a numeric result must be a number and is rounded to the
 * analyte's decimals; a choice must be one of the choices (stored as the choice is spelt); text is trimmed.
 * A calculated result is never typed: its formula gives it.
 */
export function normaliseValue(rules: ValueRules, raw: unknown): Normalised {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { value: null, numeric: null };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: 'Value must be text or a number' };
  const text = String(raw).trim();
  switch (rules.resultType) {
    case 'Calculated':
      return { problem: 'A calculated result comes from its formula and cannot be entered' };
    case 'Numeric': {
      const n = Number(text);
      if (!NUMBER.test(text) || !Number.isFinite(n)) return { problem: `'${text}' is not a number` };
      return roundValue(n, rules.decimals);
    }
    case 'Choice': {
      const choice = rules.choices.find((c) => c.value.toLowerCase() === text.toLowerCase());
      return choice
        ? { value: choice.value, numeric: null }
        : { problem: `'${text}' is not one of ${rules.choices.map((c) => c.value).join(', ')}` };
    }
    default:
      return text.length > MAX_TEXT ? { problem: `At most ${MAX_TEXT} characters` } : { value: text, numeric: null };
  }
}
