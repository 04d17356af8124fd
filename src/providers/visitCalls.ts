import type { ApiErrorBody } from '../lib/httpErrors';
import { type HttpClient, type TokenGetter, toHttpError } from './httpClient';
import type {
    PatientVisitInput,
    PublicReportInfo,
    ReportOptions,
    VisitCancelInput,
    VisitCreateInput,
    VisitHistoryEntry,
    VisitPaymentInput,
    VisitProduct,
    VisitProductQuery,
    VisitRecord,
    VisitRefundInput,
    VisitResultGroup,
    VisitUpdateInput,
} from './visitTypes';
import type { PatientRecord } from './domainTypes';

const segment = (value: string) => encodeURIComponent(value);

const query = (params: Record<string, string | number | boolean | null | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
};

const reportQuery = ({ version, letterhead }: ReportOptions = {}) => query({ version, letterhead });

/**
 * A PDF: the JSON client would read it as text, so the bytes are fetched here, with the same
 * bearer token and the same error texts.
 */
export const fetchBlob = async (url: string, init: RequestInit, getToken: TokenGetter): Promise<Blob> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/pdf, application/json');
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
        response = await fetch(url, { ...init, method, headers });
    } catch {
        throw toHttpError(0, undefined, method === 'GET' ? 'http' : 'mutation');
    }
    if (!response.ok) {
        let body: ApiErrorBody | undefined;
        try {
            body = (await response.json()) as ApiErrorBody;
        } catch {
            body = undefined;
        }
        throw toHttpError(response.status, body, method === 'GET' ? 'http' : 'mutation');
    }
    return response.blob();
};

/** The visit calls of spec §7 and docs/api-contract.md (billing, results, reports, history). */
export const createVisitCalls = (httpClient: HttpClient, apiUrl: string, getToken: TokenGetter = async () => null) => {
    const get = async <T>(url: string) => (await httpClient<T>(`${apiUrl}${url}`)).json;
    const send = async <T>(method: 'POST' | 'PUT', url: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method,
                body: body === undefined ? undefined : JSON.stringify(body),
            })
        ).json;

    return {
        visit: (id: string): Promise<VisitRecord> => get(`/visit/${segment(id)}`),
        visitProducts: ({ q, referrerId, priceListId, limit }: VisitProductQuery): Promise<VisitProduct[]> =>
            get(`/visit/products${query({ q: q?.trim().slice(0, 100), referrerId, priceListId, limit })}`),
        createVisit: (input: VisitCreateInput): Promise<VisitRecord> => send('POST', '/visit', input),
        submitPatientVisit: (data: PatientVisitInput): Promise<{ patient: PatientRecord; visit: VisitRecord }> =>
            send('POST', '/patient/submit-patient-visit', { data }),
        updateVisit: (id: string, input: VisitUpdateInput): Promise<VisitRecord> =>
            send('PUT', `/visit/${segment(id)}`, input),
        addVisitPayment: (id: string, payment: VisitPaymentInput): Promise<VisitRecord> =>
            send('POST', `/visit/${segment(id)}/payments`, payment),
        refundVisit: (id: string, refund: VisitRefundInput): Promise<VisitRecord> =>
            send('POST', `/visit/${segment(id)}/refunds`, refund),
        cancelVisit: (id: string, reason: string): Promise<VisitRecord> =>
            send('PUT', `/visit/${segment(id)}/cancel`, { reason } satisfies VisitCancelInput),
        visitHistory: (id: string): Promise<VisitHistoryEntry[]> => get(`/visit/${segment(id)}/history`),
        visitResultGroups: (id: string): Promise<VisitResultGroup[]> => get(`/visit/get-products/${segment(id)}`),
        visitReportPdf: (id: string, options?: ReportOptions): Promise<Blob> =>
            fetchBlob(`${apiUrl}/visit/${segment(id)}/report${reportQuery(options)}`, {}, getToken),
        issueVisitReport: (id: string, options?: Pick<ReportOptions, 'letterhead'>): Promise<Blob> =>
            fetchBlob(`${apiUrl}/visit/${segment(id)}/report${reportQuery(options)}`, { method: 'POST' }, getToken),
    };
};

export type VisitCalls = ReturnType<typeof createVisitCalls>;

/** The signed-out report page (/visit/{hash}): no token, no data provider. */
export const createPublicReportCalls = (apiUrl = '/api') => {
    const noToken: TokenGetter = async () => null;
    return {
        info: async (hash: string): Promise<PublicReportInfo> => {
            const response = await fetch(`${apiUrl}/visit/${segment(hash)}`, {
                headers: { Accept: 'application/json' },
            });
            const body = await response.json().catch(() => undefined);
            if (!response.ok) throw toHttpError(response.status, body as ApiErrorBody | undefined, 'http');
            return body as PublicReportInfo;
        },
        pdf: (hash: string): Promise<Blob> => fetchBlob(`${apiUrl}/visit/${segment(hash)}/report`, {}, noToken),
    };
};
