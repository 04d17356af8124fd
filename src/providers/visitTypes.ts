/** Records and payloads of the visit calls (docs/api-contract.md, "Visits, samples, results and reports"). */

import type { DiscountType, VisitDetails } from '../../contract/visits';

export { VISIT_STATUSES, type VisitStatus } from '../../contract/visitStatus';
export type {
    DiscountType,
    ReportVersion,
    VisitDetails,
    VisitDiscount,
    VisitHistoryEntry,
    VisitItem,
    VisitListRow,
    VisitPatient,
    VisitPayment,
    VisitProduct,
    VisitRecord,
    PatientVisit,
} from '../../contract/visits';
export type { CollectionType, SampleRecord, SampleStatus } from '../../contract/samples';
export type { PersonRef as NamedRef } from '../../contract/common';

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
    discount: { type: DiscountType; value: number; reasonId: string | null } | null;
    payments?: PaymentInput[];
}

export interface PatientVisitInput {
    patient: { id: string } | Record<string, unknown>;
    visit: Omit<VisitInput, 'patientId'>;
}

/** A visit's results are the lab screens' records (labWorkTypes.ts); the visit page reads them too. */
export type { ResultFlag, ResultRecord, OrderedItemResults as VisitResultGroup } from './labWorkTypes';

export interface ReportOptions {
    version?: number;
    letterhead?: boolean;
}

export type { PublicReportInfo } from '../../contract/reports';
