/**
 * Catalogue shapes both sides read: an analyte's result types and the rows of its reference ranges
 * (stored in the analyte's json field with the masters' codes, shown and edited by the SPA).
 */

export type ResultType = 'Numeric' | 'Text' | 'Choice' | 'Calculated';

/** One row of an analyte's reference ranges (codes of the sex, age-period and trimester masters, not ids). */
export interface ReferenceRange {
  sex?: string | null;
  ageFrom: number;
  ageTo: number;
  ageUnit: string;
  trimester?: string | null;
  low?: number | null;
  high?: number | null;
  criticalLow?: number | null;
  criticalHigh?: number | null;
  normalText?: string | null;
  note?: string | null;
}
