/** Spec §2: the visit list and a visit's page; the bill of a new visit sits beside them. */
export const VISIT_PATH = '/visit';
export const NEW_VISIT_PATH = `${VISIT_PATH}/new`;
export const visitPath = (id: string) => `${VISIT_PATH}/${encodeURIComponent(id)}`;
