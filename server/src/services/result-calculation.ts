import { evaluateFormula, FormulaError, parseFormula, type Expr } from './formula.ts';
import { roundValue, type NormalValue } from './result-values.ts';

/** What the calculation reads of a visit's results. */
export interface CalcRow {
  id: string;
  code: string;
  resultType: string;
  decimals: number | null;
  formula: string | null;
  value: string | null;
}

const NUMERIC = new Set(['Numeric', 'Calculated']);

function parsed(formula: string | null): Expr | null {
  if (!formula) return null;
  try {
    return parseFormula(formula).expr;
  } catch (e) {
    // A formula the catalogue accepted always parses; a broken one leaves the result to be left pending.
    if (e instanceof FormulaError) return null;
    throw e;
  }
}

/**
 * The values of a visit's calculated results after some inputs changed: each from its formula once every
 * analyte it reads has a value in this visit, else none. Formulas may read other calculated results, so
 * passes repeat until nothing moves (at most one pass per calculated result). `values` are the current
 * values (by result id), already holding the change; `recalc` says which calculated results may change
 * (entry leaves verified ones alone; an amendment follows through them). Answers the ones that change.
 */
export function recalculate<R extends CalcRow>(
  rows: R[],
  values: Map<string, string | null>,
  recalc: (row: R) => boolean,
): Map<string, NormalValue> {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const numberOf = (code: string) => {
    const row = byCode.get(code);
    const v = row && NUMERIC.has(row.resultType) ? values.get(row.id) : null;
    return v === null || v === undefined ? null : Number(v);
  };
  const calculated = rows.filter((r) => r.resultType === 'Calculated' && recalc(r)).map((r) => ({ row: r, expr: parsed(r.formula) }));
  const changed = new Map<string, NormalValue>();
  for (let pass = 0; pass <= calculated.length; pass++) {
    let moved = false;
    for (const { row, expr } of calculated) {
      const n = expr ? evaluateFormula(expr, Object.fromEntries(rows.map((r) => [r.code, numberOf(r.code)]))) : null;
      const next = n === null || !Number.isFinite(n) ? { value: null, numeric: null } : roundValue(n, row.decimals);
      if (next.value === (values.get(row.id) ?? null)) continue;
      values.set(row.id, next.value);
      changed.set(row.id, next);
      moved = true;
    }
    if (!moved) break;
  }
  return changed;
}
