import type { Identifier } from 'react-admin';
import type { HttpClient } from './httpClient';
import type {
    AmendResultInput,
    CriticalResult,
    InProgressSample,
    LabVisit,
    ListRequest,
    OrderedItemResults,
    Page,
    PendingCollection,
    RejectedSample,
    ResultValueInput,
    SampleCollectInput,
    SampleRecord,
    SampleRejectInput,
    SavedResults,
    SubmitResultsBody,
    VerifyScope,
    VisitSamples,
    WorklistRow,
} from './labWorkTypes';

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** `?filter=…&range=…` of a list call; empty filter values are left out. */
export const listSearch = ({ filter = {}, range }: ListRequest = {}): string => {
    const query = new URLSearchParams();
    const kept = Object.fromEntries(
        Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '')
    );
    if (Object.keys(kept).length > 0) query.set('filter', JSON.stringify(kept));
    if (range) query.set('range', JSON.stringify(range));
    const text = query.toString();
    return text ? `?${text}` : '';
};

/** The total of `Content-Range: name 0-24/319`; without one, the rows received. */
export const totalOf = (headers: Headers, received: number): number => {
    const match = /\/(\d+)\s*$/.exec(headers.get('Content-Range') ?? '');
    return match ? Number(match[1]) : received;
};

/** The custom calls of the laboratory: samples, results, verification (docs/api-contract.md, issue 5). */
export const createLabWorkCalls = (httpClient: HttpClient, apiUrl: string) => {
    const get = async <T>(url: string) => (await httpClient<T>(`${apiUrl}${url}`)).json;
    const list = async <T>(url: string, request?: ListRequest): Promise<Page<T>> => {
        const response = await httpClient<T[]>(`${apiUrl}${url}${listSearch(request)}`);
        const data = Array.isArray(response.json) ? response.json : [];
        return { data, total: totalOf(response.headers, data.length) };
    };
    const put = async <T>(url: string, body: unknown = {}) =>
        (await httpClient<T>(`${apiUrl}${url}`, { method: 'PUT', body: JSON.stringify(body) })).json;

    return {
        pendingCollection: (request?: ListRequest) =>
            list<PendingCollection>('/sample-management/pending-sample-collection', request),
        collectSample: (id: Identifier, collectedAt?: string): Promise<SampleRecord> =>
            put(
                `/sample-management/submit-sample-collection-timestamp/${segment(id)}`,
                (collectedAt ? { collectedAt } : {}) satisfies SampleCollectInput
            ),
        submitSample: (id: Identifier): Promise<SampleRecord> => put(`/sample-management/submit-sample/${segment(id)}`),
        receiveSample: (id: Identifier): Promise<SampleRecord> =>
            put(`/sample-management/receive-sample/${segment(id)}`),
        rejectSample: (id: Identifier, reason: string): Promise<RejectedSample> =>
            put(`/sample-management/reject-sample/${segment(id)}`, { reason } satisfies SampleRejectInput),
        inProgressSamples: (request?: ListRequest) =>
            list<InProgressSample>('/sample-management/in-progress-samples', request),
        visitSamples: (visitId: Identifier): Promise<VisitSamples> =>
            get(`/sample-management/visit/${segment(visitId)}`),
        visitResults: (visitId: Identifier): Promise<OrderedItemResults[]> =>
            get(`/visit/get-products/${segment(visitId)}`),
        submitResults: (visitId: Identifier, results: ResultValueInput[]): Promise<SavedResults> =>
            put('/visit/submit-test-results', {
                data: { visitId: String(visitId), results },
            } satisfies SubmitResultsBody),
        worklist: (request?: ListRequest) => list<WorklistRow>('/visit/worklist', request),
        criticalResults: (request?: ListRequest) => list<CriticalResult>('/visit/critical-results', request),
        verifyResults: (visitId: Identifier, scope: VerifyScope = {}): Promise<LabVisit> =>
            put(`/visit/${segment(visitId)}/verify`, scope),
        amendResult: (visitId: Identifier, request: AmendResultInput): Promise<LabVisit> =>
            put(`/visit/${segment(visitId)}/amend-result`, request),
    };
};

export type LabWorkCalls = ReturnType<typeof createLabWorkCalls>;
