/** Spec §2: the visit and patient dashboards. */
export const STATS_VISIT_PATH = '/stats/visit';
export const STATS_PATIENT_PATH = '/stats/patient';

export const patientRecordPath = (id: string) => `/patient/${encodeURIComponent(id)}`;
export const visitRecordPath = (id: string) => `/visit/${encodeURIComponent(id)}`;
