/** The laboratory's screens, at their spec §2 paths. */
export const LAB_WORKLIST_PATH = '/sample-management';
export const PHLEBO_QUEUE_PATH = '/sample-mngmnt/phlebo';
export const IN_PROGRESS_SAMPLES_PATH = '/sample-mngmnt/in-progress-samples';
export const SAMPLE_VISIT_PATH = '/sample-mngmnt/view/:visitId';

export const sampleVisitPath = (visitId: string) => `/sample-mngmnt/view/${encodeURIComponent(visitId)}`;
/** The visit screen belongs to the front desk (src/pages/visits). */
export const visitPath = (visitId: string) => `/visit/${encodeURIComponent(visitId)}`;

/** How often the phlebotomy queue reloads by itself. */
export const QUEUE_REFRESH_MS = 30_000;
