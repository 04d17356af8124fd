import type { RaRecord } from 'react-admin';
import type { SampleRecord as LabSampleRecord, SampleStatus } from './labWorkTypes';

/** Records and payloads of the visit calls (docs/api-contract.md, "Visits, samples, results and reports"). */

import type { VisitItem, VisitStatus } from '../../contract/visits';

export { VISIT_STATUSES, type VisitStatus } from '../../contract/visits';

export type CollectionType = 'walk-in' | 'home';
export type DiscountType = 'amount' | 'percent';

export interface NamedRef {
    id: string;
    name: string;
}

export interface VisitPatient {
    id: string;
    code: string;
    fullName: string;
    gender?: string | null;
    genderCode?: string | null;
    age?: { years: number; months: number; days: number } | null;
    dateOfBirth?: string | null;
    phone?: string | null;
    email?: string | null;
}

export type { VisitItem } from '../../contract/visits';

export interface VisitDiscount {
    type: DiscountType;
    value: number;
    amount: number;
    reasonId: string;
    reason: string;
}

export interface VisitPayment {
    id: string;
    kind: 'payment' | 'refund';
    modeId: string;
    mode: string;
    amount: number;
    reference: string | null;
    reason: string | null;
    receivedAt: string;
    receivedBy: NamedRef | null;
}

export type { SampleStatus };

/** A sample as the visit page reads it: the lab screens' record, whose visit code the visit already names. */
export type SampleRecord = Omit<LabSampleRecord, 'visitCode'> & { visitCode?: string };

export interface ReportVersion {
    version: number;
    createdAt: string;
    createdBy: NamedRef | null;
    reason: string | null;
}

/** How and where the visit is collected, and what the clinician wrote: the same on the record and in the bodies. */
export interface VisitDetails {
    collectionType: CollectionType;
    homeAddress: string | null;
    homePhone: string | null;
    scheduledAt: string | null;
    trimesterCode: string | null;
    clinicalNotes: string | null;
}

export interface VisitRecord extends RaRecord, VisitDetails {
    id: string;
    version: number;
    code: string;
    status: VisitStatus;
    visitedAt: string;
    createdAt: string;
    updatedAt: string;
    createdBy: NamedRef | null;
    patientId: string;
    patient: VisitPatient;
    referrerId: string | null;
    referrer: NamedRef | null;
    priceListId: string | null;
    priceList: NamedRef | null;
    nodeId: string | null;
    node: { id: string; code: string; name: string } | null;
    items: VisitItem[];
    gross: number;
    discount: VisitDiscount | null;
    net: number;
    paid: number;
    refunded: number;
    due: number;
    payments: VisitPayment[];
    samples: SampleRecord[];
    resultSummary: { total: number; pending: number; entered: number; verified: number; critical: number };
    reportVersions: ReportVersion[];
    verifiedAt: string | null;
    reportedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    publicHash: string;
}

/** A row of GET /api/visit. */
export interface VisitListRow extends RaRecord {
    id: string;
    code: string;
    status: VisitStatus;
    visitedAt: string;
    patient: { id: string; code: string; fullName: string; phone?: string | null };
    referrer: NamedRef | null;
    node: { id: string; code: string; name: string } | null;
    collectionType: CollectionType;
    net: number;
    paid: number;
    due: number;
    itemCount: number;
    critical: number;
}

/** A product a visit may order, priced by the visit's price list (GET /api/visit/products). */
export interface VisitProduct {
    kind: 'analyte' | 'group';
    id: string;
    code: string;
    name: string;
    groupKind: 'panel' | 'package' | null;
    price: number;
    priceListId: string | null;
    analytes: { id: string; code: string; name: string }[];
}

export interface VisitProductQuery {
    q?: string;
    referrerId?: string | null;
    priceListId?: string | null;
    limit?: number;
}

export interface PaymentInput {
    modeId: string;
    amount: number;
    reference?: string | null;
}

export interface RefundInput {
    modeId: string;
    amount: number;
    reason: string;
}

/** The body of POST /api/visit (and, without payments and with version, PUT /api/visit/{id}). */
export interface VisitInput extends VisitDetails {
    patientId?: string;
    referrerId: string | null;
    nodeId: string | null;
    items: { kind: 'analyte' | 'group'; id: string }[];
    discount: { type: DiscountType; value: number; reasonId: string } | null;
    payments?: PaymentInput[];
}

export interface PatientVisitInput {
    patient: { id: string } | Record<string, unknown>;
    visit: Omit<VisitInput, 'patientId'>;
}

/** A visit's results are the lab screens' records (labWorkTypes.ts); the visit page reads them too. */
export type { ResultFlag, ResultRecord, OrderedItemResults as VisitResultGroup } from './labWorkTypes';

export interface VisitHistoryEntry {
    at: string;
    user: NamedRef | null;
    action: string;
    resource: string;
    recordId: string | null;
    summary: string | null;
}

export interface ReportOptions {
    version?: number;
    letterhead?: boolean;
}

/** GET /api/visit/{hash}: what the public report page shows before the download. */
export interface PublicReportInfo {
    organisation: string | { name: string };
    visitCode: string;
    patientName: string;
    visitedAt: string;
    reportVersion: number;
    verifiedAt: string | null;
}
