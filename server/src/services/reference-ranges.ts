import type { ReferenceRange, ResultType } from '../../../contract/catalogue.ts';
import type { FieldProblem } from '../errors.ts';

/** One row of an analyte's reference ranges, as stored in its json field. */
export type RangeRow = ReferenceRange;

/** The organisation's masters a row's codes are checked against. */
export interface RangeMasters {
  sexes: Map<string, string>;
  periods: Map<string, { name: string; days: number }>;
  trimesters: Map<string, string>;
}

export type { ResultType };

/**
 * Boundaries closer than a day meet: "0–30 Days" is followed by "1–12 Months" (30.44 days) without a gap,
 * because an age is counted in whole days.
 */
const TOLERANCE_DAYS = 1;
const FIELD = 'referenceRanges';

const present = (v: unknown) => v !== null && v !== undefined && v !== '';
const listOf = (codes: Iterable<string>) => [...codes].sort().join(', ');
const num = (n: number) => String(Number(n.toFixed(4)));

function codeProblems(row: RangeRow, masters: RangeMasters, problem: (key: string, text: string) => void) {
  if (present(row.sex) && !masters.sexes.has(row.sex!))
    problem('sex', `Sex '${row.sex}' is not a gender code (${listOf(masters.sexes.keys())})`);
  if (!masters.periods.has(row.ageUnit))
    problem('ageUnit', `Age unit '${row.ageUnit}' is not a period code (${listOf(masters.periods.keys())})`);
  if (present(row.trimester) && !masters.trimesters.has(row.trimester!)) {
    problem('trimester', `Trimester '${row.trimester}' is not a trimester code (${listOf(masters.trimesters.keys())})`);
  }
  if (row.ageFrom >= row.ageTo) problem('ageTo', 'Age to must be greater than age from');
}

function numericProblems(row: RangeRow, problem: (key: string, text: string) => void) {
  const { low, high, criticalLow, criticalHigh } = row;
  if (!present(low) && !present(high) && !present(row.normalText)) problem('low', 'Give a low or a high limit');
  if (present(low) && present(high) && low! > high!) problem('high', 'High must not be below low');
  if (present(criticalLow) && present(low) && criticalLow! > low!) problem('criticalLow', 'Critical low must not be above low');
  if (present(criticalHigh) && present(high) && criticalHigh! < high!) problem('criticalHigh', 'Critical high must not be below high');
  if (present(criticalLow) && present(criticalHigh) && criticalLow! >= criticalHigh!)
    problem('criticalHigh', 'Critical high must be above critical low');
}

function textProblems(row: RangeRow, type: ResultType, choices: string[], problem: (key: string, text: string) => void) {
  for (const key of ['low', 'high', 'criticalLow', 'criticalHigh'] as const) {
    if (present(row[key])) problem(key, `Limits are only for numeric and calculated analytes, not ${type.toLowerCase()} ones`);
  }
  if (!present(row.normalText)) problem('normalText', 'Give the normal value');
  else if (type === 'Choice' && !choices.some((c) => c.toLowerCase() === row.normalText!.toLowerCase())) {
    problem('normalText', `Normal value '${row.normalText}' is not one of the choices`);
  }
}

/** Problems of each row on its own: codes, the age band, and limits that fit the result type. */
function rowProblems(rows: RangeRow[], type: ResultType, choices: string[], masters: RangeMasters): FieldProblem[] {
  const problems: FieldProblem[] = [];
  rows.forEach((row, i) => {
    const problem = (key: string, text: string) =>
      problems.push({ field: `${FIELD}.${i}.${key}`, message: `Reference Ranges, row ${i + 1}: ${text}` });
    codeProblems(row, masters, problem);
    if (type === 'Numeric' || type === 'Calculated') numericProblems(row, problem);
    else textProblems(row, type, choices, problem);
  });
  return problems;
}

interface Band {
  row: number;
  from: number;
  to: number;
  text: string;
}

function groupLabel(row: RangeRow, masters: RangeMasters): string {
  const sex = present(row.sex) ? masters.sexes.get(row.sex!)! : 'all sexes';
  return present(row.trimester) ? `${sex}, ${masters.trimesters.get(row.trimester!)}` : sex;
}

/** Bands of one sex and trimester, each from its age in days, in age order. */
function groups(rows: RangeRow[], masters: RangeMasters): Map<string, Band[]> {
  const out = new Map<string, Band[]>();
  rows.forEach((row, i) => {
    const unit = masters.periods.get(row.ageUnit)!;
    const label = groupLabel(row, masters);
    const band = {
      row: i + 1,
      from: row.ageFrom * unit.days,
      to: row.ageTo * unit.days,
      text: `${num(row.ageFrom)}–${num(row.ageTo)} ${unit.name}`,
    };
    out.set(label, [...(out.get(label) ?? []), band]);
  });
  for (const bands of out.values()) bands.sort((a, b) => a.from - b.from || a.to - b.to);
  return out;
}

/** "Rows 2 and 3 overlap for Female: 1–12 Years and 10–18 Years", rows named in their order. */
function pairSentence(a: Band, b: Band, verb: string, label: string): string {
  const [first, second] = a.row < b.row ? [a, b] : [b, a];
  return `Rows ${first.row} and ${second.row} ${verb} for ${label}: ${first.text} and ${second.text}`;
}

function bandProblems(rows: RangeRow[], masters: RangeMasters): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [label, bands] of groups(rows, masters)) {
    for (let i = 1; i < bands.length; i++) {
      // Against the furthest band so far: a long band can overlap one that is not its neighbour.
      const prev = bands.slice(0, i).reduce((a, b) => (b.to > a.to ? b : a));
      const next = bands[i];
      if (next.from < prev.to - TOLERANCE_DAYS) problems.push({ field: FIELD, message: pairSentence(prev, next, 'overlap', label) });
      else if (next.from > prev.to + TOLERANCE_DAYS)
        problems.push({ field: FIELD, message: pairSentence(prev, next, 'leave a gap', label) });
    }
  }
  return problems;
}

/**
 * Every problem of an analyte's reference ranges. Bands of the same sex and trimester follow each other:
 * a band holds ages from `ageFrom` up to, not including, `ageTo`, and the next starts where it ends.
 * Rows for all sexes and rows for one sex are separate sequences (a child band for all, adult bands by sex).
 */
export function rangeProblems(rows: RangeRow[], type: ResultType, choices: string[], masters: RangeMasters): FieldProblem[] {
  const own = rowProblems(rows, type, choices, masters);
  const broken = own.some((p) => /\.(sex|ageUnit|trimester|ageTo)$/.test(p.field));
  return broken ? own : [...own, ...bandProblems(rows, masters)];
}
