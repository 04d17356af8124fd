import type { Identifier } from 'react-admin';
import type { ResultCore } from '../../contract/results';
import type { PersonRef } from '../../contract/common';
import type { LabPatient, SampleStatus } from '../../contract/samples';

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
export type ResultFlag = 'L' | 'H' | 'LL' | 'HH' | 'A';
export type ResultStatus = 'pending' | 'entered' | 'verified';

export interface Amendment {
    oldValue: string | null;
    oldFlag: ResultFlag | null;
    newValue: string | null;
    newFlag: ResultFlag | null;
    reason: string;
    amendedAt: string;
    amendedBy: PersonRef | null;
    reportVersion: number | null;
}

export interface ResultRecord extends ResultCore {
    sampleStatus: SampleStatus | null;
    choices: string[] | null;
    flag: ResultFlag | null;
    status: ResultStatus;
    enteredAt: string | null;
    enteredBy: PersonRef | null;
    verifiedAt: string | null;
    verifiedBy: PersonRef | null;
    amendments: Amendment[];
    version: number;
}

/** An ordered item with its analytes' results (GET /api/visit/get-products/{id}). */
export interface OrderedItemResults {
    itemId: string;
    kind: 'analyte' | 'group';
    code: string;
    name: string;
    price: number;
    results: ResultRecord[];
}

export interface ResultInput {
    id: string;
    value: string | null;
    comment: string | null;
}

export interface SavedResults {
    visit: { id: string; status: string; version: number };
    results: ResultRecord[];
}

export interface WorklistRow {
    visitId: string;
    visitCode: string;
    visitedAt: string;
    status: string;
    patient: LabPatient;
    departments: string[];
    pending: number;
    entered: number;
    verified: number;
    critical: number;
}

export interface CriticalResult extends ResultRecord {
    visitCode: string;
    patient: LabPatient;
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
