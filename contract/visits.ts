/** Visit shapes both sides read (docs/api-contract.md, "Visits, samples, results and reports"). */

/** A visit's status, derived by the server from its samples and results; the SPA draws a chip per status. */
export const VISIT_STATUSES = [
  'registered',
  'sample-pending',
  'collected',
  'in-progress',
  'results-entered',
  'verified',
  'reported',
  'cancelled',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** An ordered analyte or group of a visit, at the price it was billed. */
export interface VisitItem {
  id: string;
  kind: 'analyte' | 'group';
  productId: string;
  code: string;
  name: string;
  price: number;
}
