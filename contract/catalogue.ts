/**
 * Catalogue shapes both sides read: an analyte's result types and the rows of its reference ranges
 * (stored in the analyte's json field with the masters' codes, shown and edited by the SPA).
 */

import { Type, type Static } from 'typebox';

export const ResultType = Type.Union([Type.Literal('Numeric'), Type.Literal('Text'), Type.Literal('Choice'), Type.Literal('Calculated')]);
export type ResultType = Static<typeof ResultType>;

/** One choice of a Choice analyte; an abnormal one flags its result 'A'. */
export const AnalyteChoice = Type.Object({ value: Type.String(), abnormal: Type.Optional(Type.Boolean()) });
export type AnalyteChoice = Static<typeof AnalyteChoice>;

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
