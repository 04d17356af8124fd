import type { DocumentKind } from '../../../contract/template';

/** Spec §2: /ms-word (index), /ms-word/new, /ms-word/{fileId}, /ms-word/template/{templateId}, /ms-word/editor/{documentId}. */
export const DOCUMENTS_PATH = '/ms-word';
export const NEW_DOCUMENT_PATH = `${DOCUMENTS_PATH}/new`;

const segment = (id: string) => encodeURIComponent(id);

export const documentPath = (id: string, kind: DocumentKind = 'document') =>
    kind === 'template' ? `${DOCUMENTS_PATH}/template/${segment(id)}` : `${DOCUMENTS_PATH}/editor/${segment(id)}`;

/** /ms-word/new for a patient or a visit (the patient's and the visit's pages link here), or a new template. */
export const newDocumentPath = (params: {
    patientId?: string;
    visitId?: string;
    templateId?: string;
    kind?: DocumentKind;
}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    const text = query.toString();
    return text ? `${NEW_DOCUMENT_PATH}?${text}` : NEW_DOCUMENT_PATH;
};
