import type { Identifier } from 'react-admin';

/** The laboratory's records of docs/api-contract.md "Visits, samples, results and reports". */
export type { NodeRef, PersonRef } from '../../contract/common';
export type {
    CollectionType,
    InProgressSample,
    LabPatient,
    PendingCollection,
    RejectedSample,
    ResultCounts,
    SampleRecord,
    SampleStatus,
} from '../../contract/samples';
export type { VisitRecord as LabVisit, VisitSamples } from '../../contract/visits';

export type { ResultType } from '../../contract/catalogue';
export type {
    Amendment,
    CriticalResult,
    OrderedItemResults,
    ResultFlag,
    ResultRecord,
    ResultStatus,
    SavedResults,
    WorklistRow,
} from '../../contract/results';

export interface ResultInput {
    id: string;
    value: string | null;
    comment: string | null;
}

export interface VerifyScope {
    departmentId?: Identifier;
    resultIds?: Identifier[];
}

export interface AmendRequest {
    resultId: string;
    value: string;
    comment?: string | null;
    reason: string;
}

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
