/** The laboratory's records of docs/api-contract.md "Visits, samples, results and reports". */
export type { NodeRef, PersonRef } from '../../contract/common';
export type {
    CollectionType,
    InProgressSample,
    LabPatient,
    PendingCollection,
    RejectedSample,
    SampleCollectInput,
    SampleRejectInput,
    ResultCounts,
    SampleRecord,
    SampleStatus,
} from '../../contract/samples';
export type { VisitRecord as LabVisit, VisitSamples } from '../../contract/visits';

export type { ResultType } from '../../contract/catalogue';
export type {
    AmendResultInput,
    Amendment,
    CriticalResult,
    OrderedItemResults,
    ResultFlag,
    ResultRecord,
    ResultStatus,
    ResultValueInput,
    SavedResults,
    SubmitResultsBody,
    VerifyScope,
    WorklistRow,
} from '../../contract/results';

/** A page of a list call: the rows and the total of `Content-Range`. */
export interface Page<T> {
    data: T[];
    total: number;
}

export interface ListRequest {
    filter?: Record<string, unknown>;
    /** First and last row, inclusive. */
    range?: [number, number];
}
