import type { RangeRow, ResultType } from './reference-ranges.ts';

/** Who a result belongs to, as far as reference ranges care. */
export interface RangeSubject {
  /** gender code (M, F…), null when not stated */
  sex: string | null;
  /** whole days from birth to the visit date, null when the date of birth is unknown */
  ageDays: number | null;
  /** trimester category code of the visit (T1…), null when not pregnant */
  trimester: string | null;
}

export type Flag = 'L' | 'H' | 'LL' | 'HH' | 'A';

export interface Assessment {
  flag: Flag | null;
  isCritical: boolean;
  rangeText: string;
}

export interface AnalyteForFlags {
  resultType: ResultType;
  decimals: number | null;
  choices: { value: string; abnormal?: boolean }[];
  referenceRanges: RangeRow[];
}

/** Band edges a day apart still meet (the same tolerance reference-ranges.ts validates with). */
const TOLERANCE_DAYS = 1;
const DAY_MS = 86_400_000;
const present = (v: number | null | undefined): v is number => v !== null && v !== undefined;

/** Whole days between two 'YYYY-MM-DD' days: the age the ranges are matched on. */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y, m - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * The band in whole days. Periods convert with an average length (a month is 30.4375 days), so an edge
 * usually falls inside a day; the age reaches the edge on that day (floor). "0–30 Days" then ends exactly
 * where "1–12 Months" starts (day 30), and "12–18 Years" where "18–120 Years" starts.
 */
function bandDays(row: RangeRow, periods: Map<string, number>): [number, number] | null {
  const days = periods.get(row.ageUnit);
  if (!present(days)) return null;
  return [Math.floor(row.ageFrom * days), Math.floor(row.ageTo * days)];
}

const specificity = (row: RangeRow) => (row.trimester ? 2 : 0) + (row.sex ? 1 : 0);

function candidates(rows: RangeRow[], who: RangeSubject): RangeRow[] {
  return rows.filter((r) => (!r.sex || r.sex === who.sex) && (!r.trimester || r.trimester === who.trimester));
}

/**
 * The reference range row that applies: of the rows for the subject's sex (or every sex) and trimester (or
 * none), those whose age band holds the age, most specific first (trimester, then sex), earlier row on a
 * tie. An age in a gap the validation tolerates (a day at most) takes the band that starts just after it;
 * an age beyond every band has none. Null when no row fits.
 */
export function pickRange(rows: RangeRow[], who: RangeSubject, periods: Map<string, number>): RangeRow | null {
  if (who.ageDays === null) return null;
  const age = who.ageDays;
  const fitting = candidates(rows, who)
    .map((row) => ({ row, band: bandDays(row, periods) }))
    .filter((c) => c.band !== null);
  const best = (list: typeof fitting) =>
    list.reduce<RangeRow | null>((a, c) => (a === null || specificity(c.row) > specificity(a) ? c.row : a), null);
  const inside = fitting.filter(({ band }) => age >= band![0] && age < band![1]);
  if (inside.length) return best(inside);
  return best(fitting.filter(({ band }) => age >= band![0] - TOLERANCE_DAYS && age < band![0]));
}

/** A limit as the report prints it: with the analyte's decimals when it has some. */
export function formatNumber(n: number, decimals: number | null): string {
  return present(decimals) ? n.toFixed(decimals) : String(n);
}

/** "13.0 – 17.0", "< 5.0" (only a high limit), "> 40" (only a low one), or the normal text. */
export function rangeText(row: RangeRow | null, decimals: number | null): string {
  if (!row) return '';
  const { low, high } = row;
  if (present(low) && present(high)) return `${formatNumber(low, decimals)} – ${formatNumber(high, decimals)}`;
  if (present(high)) return `< ${formatNumber(high, decimals)}`;
  if (present(low)) return `> ${formatNumber(low, decimals)}`;
  return row.normalText ?? '';
}

/** LL/HH beyond the critical limits, L/H beyond the normal ones; every limit itself is inside (inclusive). */
export function numericFlag(value: number, row: RangeRow | null): Pick<Assessment, 'flag' | 'isCritical'> {
  if (!row) return { flag: null, isCritical: false };
  if (present(row.criticalLow) && value < row.criticalLow) return { flag: 'LL', isCritical: true };
  if (present(row.criticalHigh) && value > row.criticalHigh) return { flag: 'HH', isCritical: true };
  if (present(row.low) && value < row.low) return { flag: 'L', isCritical: false };
  if (present(row.high) && value > row.high) return { flag: 'H', isCritical: false };
  return { flag: null, isCritical: false };
}

/** A text or choice differing from the range's normal value (case-insensitive), or a choice marked abnormal. */
export function textFlag(value: string, row: RangeRow | null, choices: AnalyteForFlags['choices']): Flag | null {
  const v = value.trim().toLowerCase();
  if (choices.some((c) => c.abnormal && c.value.toLowerCase() === v)) return 'A';
  if (row?.normalText && row.normalText.trim().toLowerCase() !== v) return 'A';
  return null;
}

/** Flag, criticality and range text of one value (already normalised: a number for numeric types). */
export function assess(analyte: AnalyteForFlags, value: string | null, who: RangeSubject, periods: Map<string, number>): Assessment {
  const row = pickRange(analyte.referenceRanges, who, periods);
  const text = rangeText(row, analyte.decimals);
  if (value === null || value === '') return { flag: null, isCritical: false, rangeText: text };
  if (analyte.resultType === 'Numeric' || analyte.resultType === 'Calculated') {
    return { ...numericFlag(Number(value), row), rangeText: text };
  }
  return { flag: textFlag(value, row, analyte.choices), isCritical: false, rangeText: text };
}
