/** Spec §2: the visit list and a visit's page; the bill of a new visit sits beside them. */
export const VISIT_PATH = '/visit';
export const NEW_VISIT_PATH = `${VISIT_PATH}/new`;
export const visitPath = (id: string) => `${VISIT_PATH}/${encodeURIComponent(id)}`;
/** The public report link of a visit (what the report's QR code and the "Report ready" e-mail carry). */
export const publicReportLink = (hash: string) => `${window.location.origin}${visitPath(hash)}`;
