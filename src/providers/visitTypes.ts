/** Records and payloads of the visit calls (docs/api-contract.md, "Visits, samples, results and reports"). */

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
    PatientVisitInput,
    NewPatientVisitInput,
    VisitCancelInput,
    VisitCreateInput,
    VisitPaymentInput,
    VisitRefundInput,
    VisitUpdateInput,
} from '../../contract/visits';
import type { ProductQuery } from '../../contract/visits';
export type { CollectionType, SampleRecord, SampleStatus } from '../../contract/samples';
export type { PersonRef as NamedRef } from '../../contract/common';

/** GET /visit/products as the screens ask it: the contract's query, ids may be null (not sent), the limit a number. */
export type VisitProductQuery = {
    [K in keyof Omit<ProductQuery, 'limit'>]?: ProductQuery[K] | null;
} & Pick<ProductQuery, 'limit'>;

/** A visit's results are the lab screens' records (labWorkTypes.ts); the visit page reads them too. */
export type { ResultFlag, ResultRecord, OrderedItemResults as VisitResultGroup } from './labWorkTypes';

export interface ReportOptions {
    version?: number;
    letterhead?: boolean;
}

export type { PublicReportInfo } from '../../contract/reports';
