/**
 * A result as both sides know it (docs/api-contract.md, "Visits, samples, results and reports"): the
 * analyte it is of, its sample, the department, the value and how it reads. The server's rows and the
 * SPA's records add what only they carry (the ranges and formula; typed statuses and amendments).
 */
import type { ResultType } from './catalogue.ts';

export interface ResultCore {
  id: string;
  visitId: string;
  sampleId: string | null;
  sampleBarcode: string | null;
  itemId: string;
  analyteId: string;
  code: string;
  name: string;
  departmentId: string | null;
  department: string | null;
  resultType: ResultType;
  decimals: number | null;
  unit: string | null;
  rangeText: string | null;
  value: string | null;
  isCritical: boolean;
  comment: string | null;
}
