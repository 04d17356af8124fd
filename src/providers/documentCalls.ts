import type {
    DocumentCreateBody,
    DocumentImageAnswer,
    DocumentRecord,
    DocumentUpdateBody,
} from '../../contract/template';
import { fetchBlob } from './visitCalls';
import type { HttpClient, TokenGetter } from './httpClient';

const segment = (value: string) => encodeURIComponent(value);

/** Documents and templates at /api/template (docs/api-contract.md, "Documents"), beyond react-admin's CRUD. */
export const createDocumentCalls = (
    httpClient: HttpClient,
    apiUrl: string,
    getToken: TokenGetter = async () => null
) => {
    const send = async <T>(method: 'POST' | 'PUT', url: string, body: unknown) =>
        (await httpClient<T>(`${apiUrl}${url}`, { method, body: JSON.stringify(body) })).json;
    return {
        document: async (id: string): Promise<DocumentRecord> =>
            (await httpClient<DocumentRecord>(`${apiUrl}/template/${segment(id)}`)).json,
        createDocument: (body: DocumentCreateBody): Promise<DocumentRecord> => send('POST', '/template', body),
        saveDocument: (id: string, body: DocumentUpdateBody): Promise<DocumentRecord> =>
            send('PUT', `/template/${segment(id)}`, body),
        /** The file itself is the body (PNG, JPEG, GIF or WebP, at most 2 MB): the server answers where it is served. */
        uploadDocumentImage: async (file: File): Promise<DocumentImageAnswer> =>
            (
                await httpClient<DocumentImageAnswer>(`${apiUrl}/template/images`, {
                    method: 'POST',
                    body: file,
                    headers: { 'Content-Type': file.type || 'application/octet-stream' },
                })
            ).json,
        /** An image of a document, for the .docx export (same origin: it never leaves the machine). */
        documentImage: (url: string): Promise<Blob> => fetchBlob(url, {}, getToken),
    };
};

export type DocumentCalls = ReturnType<typeof createDocumentCalls>;
