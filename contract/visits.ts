/** Visit shapes both sides read (docs/api-contract.md, "Visits, samples, results and reports"). */
import { Type, type Static } from 'typebox';
import { AgeSchema, Instant, NodeRef, Nullable, NullableString, OrNull, PersonRef } from './common.ts';
import { CollectionType, SampleRecord } from './samples.ts';
import { VISIT_STATUSES, type VisitStatus as Status } from './visitStatus.ts';

export { VISIT_STATUSES };
export type VisitStatus = Status;
export const VisitStatus = Type.Unsafe<Status>(Type.Union(VISIT_STATUSES.map((s) => Type.Literal(s))));

const Money = Type.Number();
const NamedRef = Type.Object({ id: Type.String(), name: Type.String() });
const ItemKind = Type.Union([Type.Literal('analyte'), Type.Literal('group')]);
export const DiscountType = Type.Union([Type.Literal('amount'), Type.Literal('percent')]);
export type DiscountType = Static<typeof DiscountType>;

/** An ordered analyte or group of a visit, at the price it was billed. */
export const VisitItem = Type.Object({
  id: Type.String(),
  kind: ItemKind,
  productId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  price: Money,
});
export type VisitItem = Static<typeof VisitItem>;

/** The visit's patient; the age is on the day of the visit. */
export const VisitPatient = Type.Object({
  id: Type.String(),
  code: Type.String(),
  fullName: Type.String(),
  gender: Type.Optional(Nullable(Type.String())),
  genderCode: Type.Optional(Nullable(Type.String())),
  age: Type.Optional(Nullable(AgeSchema)),
  dateOfBirth: Type.Optional(Nullable(Type.String())),
  phone: Type.Optional(Nullable(Type.String())),
  email: Type.Optional(Nullable(Type.String())),
});
export type VisitPatient = Static<typeof VisitPatient>;

export const VisitDiscount = Type.Object({
  type: DiscountType,
  value: Money,
  amount: Money,
  reasonId: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type VisitDiscount = Static<typeof VisitDiscount>;

export const VisitPayment = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
  modeId: Type.String(),
  mode: Type.String(),
  amount: Money,
  reference: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  receivedAt: Instant,
  receivedBy: Nullable(PersonRef),
});
export type VisitPayment = Static<typeof VisitPayment>;

export const ReportVersion = Type.Object({
  version: Type.Integer(),
  createdAt: Instant,
  createdBy: Nullable(PersonRef),
  reason: Nullable(Type.String()),
});
export type ReportVersion = Static<typeof ReportVersion>;

/** How and where the visit is collected, and what the clinician wrote: the same on the record and in the bodies. */
const detailFields = {
  collectionType: CollectionType,
  homeAddress: Nullable(Type.String()),
  homePhone: Nullable(Type.String()),
  scheduledAt: Nullable(Instant),
  trimesterCode: Nullable(Type.String()),
  clinicalNotes: Nullable(Type.String()),
};
export const VisitDetails = Type.Object(detailFields);
export type VisitDetails = Static<typeof VisitDetails>;

/** A visit (GET /api/visit/{id} and the answer of every visit change): the bill, payments, samples, results, reports. */
export const VisitRecord = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  code: Type.String(),
  status: VisitStatus,
  visitedAt: Instant,
  createdAt: Instant,
  updatedAt: Instant,
  createdBy: Nullable(PersonRef),
  patientId: Type.String(),
  patient: VisitPatient,
  referrerId: Nullable(Type.String()),
  referrer: Nullable(NamedRef),
  priceListId: Nullable(Type.String()),
  priceList: Nullable(NamedRef),
  nodeId: Nullable(Type.String()),
  node: Nullable(NodeRef),
  ...detailFields,
  items: Type.Array(VisitItem),
  gross: Money,
  discount: Nullable(VisitDiscount),
  net: Money,
  paid: Money,
  refunded: Money,
  due: Money,
  payments: Type.Array(VisitPayment),
  samples: Type.Array(SampleRecord),
  resultSummary: Type.Object({
    total: Type.Integer(),
    pending: Type.Integer(),
    entered: Type.Integer(),
    verified: Type.Integer(),
    critical: Type.Integer(),
  }),
  reportVersions: Type.Array(ReportVersion),
  verifiedAt: Nullable(Instant),
  reportedAt: Nullable(Instant),
  cancelledAt: Nullable(Instant),
  cancelReason: Nullable(Type.String()),
  publicHash: Type.String(),
});
export type VisitRecord = Static<typeof VisitRecord>;

/** A row of GET /api/visit. */
export const VisitListRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  status: VisitStatus,
  visitedAt: Instant,
  patient: Type.Object({ id: Type.String(), code: Type.String(), fullName: Type.String(), phone: Type.Optional(Nullable(Type.String())) }),
  referrer: Nullable(NamedRef),
  node: Nullable(NodeRef),
  collectionType: CollectionType,
  net: Money,
  paid: Money,
  due: Money,
  itemCount: Type.Integer(),
  critical: Type.Integer(),
});
export type VisitListRow = Static<typeof VisitListRow>;

/** What GET /api/visit/products takes (query strings): a search, the referrer or price list that prices, how many. */
export const VisitProductQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    referrerId: Type.Optional(Type.String({ format: 'uuid' })),
    priceListId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$', description: '1–100, default 30' })),
  },
  { additionalProperties: false },
);
export type VisitProductQuery = Static<typeof VisitProductQuery>;
/** The same as the callers hold it: the limit as a number. */
export type ProductQuery = Omit<VisitProductQuery, 'limit'> & { limit?: number };

/** A product a visit may order, priced by the visit's price list (GET /api/visit/products). */
export const VisitProduct = Type.Object({
  kind: ItemKind,
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  groupKind: Nullable(Type.Union([Type.Literal('panel'), Type.Literal('package')])),
  price: Money,
  priceListId: Nullable(Type.String()),
  analytes: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() })),
});
export type VisitProduct = Static<typeof VisitProduct>;

/** An entry of GET /api/visit/{id}/history, newest first. */
export const VisitHistoryEntry = Type.Object({
  at: Instant,
  user: Nullable(PersonRef),
  action: Type.String(),
  resource: Type.String(),
  recordId: Nullable(Type.String()),
  summary: Nullable(Type.String()),
});
export type VisitHistoryEntry = Static<typeof VisitHistoryEntry>;

/** GET /api/sample-management/visit/{id}: a visit and its samples. */
export const VisitSamples = Type.Object({ visit: VisitRecord, samples: Type.Array(SampleRecord) });
export type VisitSamples = Static<typeof VisitSamples>;

/** A schema-driven resource's record (its fields come from the resource file): an open object. */
const OpenRecord = Type.Object({ id: Type.String() }, { additionalProperties: true });

/** POST /api/patient/submit-patient-visit: the patient (new or found) and the visit registered for them. */
export const PatientVisit = Type.Object({ patient: OpenRecord, visit: VisitRecord });
export type PatientVisit = Static<typeof PatientVisit>;

/** GET /api/patient/search-patient: patient records (open: the resource's fields), best match first, with the match's score. */
export const PatientMatches = Type.Array(
  Type.Object({ id: Type.String(), score: Type.Number({ description: '0–1, three decimals' }) }, { additionalProperties: true }),
);
export type PatientMatches = Static<typeof PatientMatches>;

/*
 * The bodies of the visit calls. Each property's `title` is the label a 400 names it by ("Tests, row 2: Kind must be
 * one of: analyte, group"); `cents` allows at most two decimals.
 */
const Uuid = (title: string) => Type.String({ format: 'uuid', title });
const uuidOrNull = (title: string) => Type.Optional(NullableString({ format: 'uuid', title }));
const text = (maxLength: number, title: string) => Type.Optional(NullableString({ maxLength, title }));
const amount = (title: string) => Type.Number({ minimum: 0, maximum: 1e10, cents: true, title });
const reason = Type.String({ minLength: 1, maxLength: 500, title: 'Reason' });

/** A payment taken (POST /api/visit/{id}/payments, and each of a new visit's payments). */
export const VisitPaymentInput = Type.Object(
  { modeId: Uuid('Payment mode'), amount: Type.Number({ ...amount('Amount'), exclusiveMinimum: 0 }), reference: text(120, 'Reference') },
  { additionalProperties: false },
);
export type VisitPaymentInput = Static<typeof VisitPaymentInput>;

/** POST /api/visit/{id}/refunds: money paid back, with a reason. */
export const VisitRefundInput = Type.Object(
  { modeId: Uuid('Payment mode'), amount: Type.Number({ ...amount('Amount'), exclusiveMinimum: 0 }), reason },
  { additionalProperties: false },
);
export type VisitRefundInput = Static<typeof VisitRefundInput>;

/** PUT /api/visit/{id}/cancel. */
export const VisitCancelInput = Type.Object({ reason }, { additionalProperties: false });
export type VisitCancelInput = Static<typeof VisitCancelInput>;

/** An analyte or a group to order. */
export const VisitOrderItem = Type.Object(
  { kind: Type.Enum(['analyte', 'group'], { title: 'Kind' }), id: Uuid('Test') },
  { additionalProperties: false },
);
export type VisitOrderItem = Static<typeof VisitOrderItem>;

/** A discount asked for: an amount or a percentage of the bill, with a reason from the master; null takes it off. */
export const VisitDiscountInput = OrNull(
  Type.Object(
    {
      type: Type.Enum(['amount', 'percent'], { title: 'Discount type' }),
      value: amount('Discount'),
      reasonId: uuidOrNull('Discount reason'),
    },
    { additionalProperties: false },
  ),
  { title: 'Discount' },
);
export type VisitDiscountInput = Static<typeof VisitDiscountInput>;

/** The fields of a visit the front desk sets. */
const inputFields = {
  referrerId: uuidOrNull('Referrer'),
  priceListId: uuidOrNull('Price list'),
  nodeId: uuidOrNull('Collection centre'),
  collectionType: Type.Optional(Type.Enum(['walk-in', 'home'], { title: 'Collection type' })),
  homeAddress: text(500, 'Home address'),
  homePhone: text(40, 'Home phone'),
  scheduledAt: Type.Optional(NullableString({ format: 'date-time', title: 'Scheduled at' })),
  trimesterCode: text(10, 'Trimester'),
  clinicalNotes: text(2000, 'Clinical notes'),
  items: Type.Array(VisitOrderItem, { minItems: 1, maxItems: 200, title: 'Tests' }),
  discount: Type.Optional(VisitDiscountInput),
};
const patientId = Uuid('Patient');
const payments = Type.Optional(Type.Array(VisitPaymentInput, { maxItems: 20, title: 'Payments' }));

/** The visit of POST /api/patient/submit-patient-visit: POST /api/visit's body without the patient. */
export const NewPatientVisitInput = Type.Object({ ...inputFields, payments }, { additionalProperties: false });
export type NewPatientVisitInput = Static<typeof NewPatientVisitInput>;

/** POST /api/visit: a visit for a registered patient, with the payments taken at the desk. */
export const VisitCreateInput = Type.Object({ patientId, ...inputFields, payments }, { additionalProperties: false });
export type VisitCreateInput = Static<typeof VisitCreateInput>;

/** PUT /api/visit/{id}: the visit's fields and the version read (payments are separate calls). */
export const VisitUpdateInput = Type.Object(
  { patientId, ...inputFields, version: Type.Integer({ minimum: 1, title: 'Version' }) },
  { additionalProperties: false },
);
export type VisitUpdateInput = Static<typeof VisitUpdateInput>;

/** POST /api/patient/submit-patient-visit's `data`: `{ id }` of a registered patient, or a new patient's fields. */
export const PatientVisitInput = Type.Object(
  {
    patient: Type.Unsafe<Record<string, unknown>>({ type: 'object', description: '{ id } of a registered patient, or a new patient' }),
    visit: NewPatientVisitInput,
  },
  { additionalProperties: false },
);
export type PatientVisitInput = Static<typeof PatientVisitInput>;

export const PatientVisitBody = Type.Object({ data: PatientVisitInput }, { additionalProperties: false });
export type PatientVisitBody = Static<typeof PatientVisitBody>;
