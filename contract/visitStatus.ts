/**
 * A visit's status, derived by the server from its samples and results; the SPA draws a chip per status.
 * Plain values, no schema library: the SPA imports them at run time (contract/visits.ts has the schema).
 */
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
