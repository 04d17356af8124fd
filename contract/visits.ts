/** Visit shapes both sides read (docs/api-contract.md, "Visits, samples, results and reports"). */
import { Type, type Static } from 'typebox';
import { AgeSchema, Instant, NodeRef, Nullable, PersonRef } from './common.ts';
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
