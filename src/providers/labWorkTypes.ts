import type { Identifier } from 'react-admin';
import type { ResultCore } from '../../contract/results';
import type { Age } from '../../contract/patientAge';

/** The laboratory's records of docs/api-contract.md "Visits, samples, results and reports". */
export interface PersonRef {
    id: string;
    name: string;
}

export interface NodeRef {
    id: string;
    code: string;
    name: string;
}

export interface LabPatient {
    id: string;
    code: string;
    fullName: string;
    gender?: string | null;
    genderCode?: string | null;
    age?: Partial<Age> | null;
    phone?: string | null;
}

export type SampleStatus = 'pending' | 'collected' | 'submitted' | 'received' | 'rejected';

export interface SampleRecord {
    id: string;
    visitId: string;
    visitCode: string;
    barcode: string;
    status: SampleStatus;
    container: { id: string; name: string; capColour: string | null } | null;
    specimen: { id: string; name: string } | null;
    analytes: { id: string; code: string; name: string }[];
    collectedAt: string | null;
    collectedBy: PersonRef | null;
    submittedAt: string | null;
    submittedBy: PersonRef | null;
    receivedAt: string | null;
    receivedBy: PersonRef | null;
    rejectedAt: string | null;
    rejectedBy: PersonRef | null;
    rejectReason: string | null;
    replacesId: string | null;
    version: number;
    /** the shipment the sample travels in (packed, handed_over, in_transit), or null */
    transport?: { id: string; code: string; state: 'packed' | 'handed_over' | 'in_transit' } | null;
}

export type CollectionType = 'walk-in' | 'home';

/** One visit of the phlebotomy queue. */
export interface PendingCollection {
    visitId: string;
    visitCode: string;
    visitedAt: string;
    status: string;
    collectionType: CollectionType;
    homeAddress: string | null;
    homePhone: string | null;
    scheduledAt: string | null;
    node: NodeRef | null;
    patient: LabPatient;
    clinicalNotes: string | null;
    samples: SampleRecord[];
}

export interface ResultCounts {
    total: number;
    pending: number;
    entered: number;
    verified: number;
}

/** A sample the laboratory holds. */
export interface InProgressSample extends SampleRecord {
    visitedAt: string;
    patient: LabPatient;
    node: NodeRef | null;
    results: ResultCounts;
}

export interface RejectedSample {
    rejected: SampleRecord;
    replacement: SampleRecord;
}

/** The parts of a visit record the laboratory screens read. */
export interface LabVisit {
    id: string;
    version: number;
    code: string;
    status: string;
    visitedAt: string;
    patient: LabPatient & { dateOfBirth?: string | null };
    referrer: { id: string; name: string } | null;
    node: NodeRef | null;
    collectionType: CollectionType;
    homeAddress: string | null;
    homePhone: string | null;
    clinicalNotes: string | null;
    trimesterCode: string | null;
    samples: SampleRecord[];
    resultSummary?: ResultCounts & { critical: number };
}

export interface VisitSamples {
    visit: LabVisit;
    samples: SampleRecord[];
}

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
