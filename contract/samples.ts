/**
 * Samples (docs/api-contract.md, "Visits, samples, results and reports"): a sample record, the phlebotomy
 * queue, the laboratory's samples and the answers of a sample's steps (/api/sample-management).
 */
import { Type, type Static } from 'typebox';
import { AgeSchema, Instant, NodeRef, Nullable, OrNull, PersonRef } from './common.ts';

export const SampleStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('collected'),
  Type.Literal('submitted'),
  Type.Literal('received'),
  Type.Literal('rejected'),
]);
export type SampleStatus = Static<typeof SampleStatus>;

export const AnalyteRef = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() });
export type AnalyteRef = Static<typeof AnalyteRef>;

export const SampleRecord = Type.Object({
  id: Type.String(),
  visitId: Type.String(),
  visitCode: Type.String(),
  barcode: Type.String(),
  status: SampleStatus,
  container: Nullable(Type.Object({ id: Type.String(), name: Type.String(), capColour: Nullable(Type.String()) })),
  specimen: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  analytes: Type.Array(AnalyteRef),
  collectedAt: Nullable(Instant),
  collectedBy: Nullable(PersonRef),
  submittedAt: Nullable(Instant),
  submittedBy: Nullable(PersonRef),
  receivedAt: Nullable(Instant),
  receivedBy: Nullable(PersonRef),
  rejectedAt: Nullable(Instant),
  rejectedBy: Nullable(PersonRef),
  rejectReason: Nullable(Type.String()),
  replacesId: Nullable(Type.String()),
  version: Type.Integer(),
  /** the shipment the sample travels in (packed, handed_over, in_transit), or null */
  transport: Nullable(
    Type.Object({
      id: Type.String(),
      code: Type.String(),
      state: Type.Union([Type.Literal('packed'), Type.Literal('handed_over'), Type.Literal('in_transit')]),
    }),
  ),
});
export type SampleRecord = Static<typeof SampleRecord>;

export const CollectionType = Type.Union([Type.Literal('walk-in'), Type.Literal('home')]);
export type CollectionType = Static<typeof CollectionType>;

/** A visit's patient as the laboratory's lists show it; the age is on the day of the visit. */
export const LabPatient = Type.Object({
  id: Type.String(),
  code: Type.String(),
  fullName: Type.String(),
  gender: Type.Optional(Nullable(Type.String())),
  genderCode: Type.Optional(Nullable(Type.String())),
  dateOfBirth: Type.Optional(Nullable(Type.String())),
  age: Type.Optional(Nullable(AgeSchema)),
  phone: Type.Optional(Nullable(Type.String())),
});
export type LabPatient = Static<typeof LabPatient>;

/** One visit of the phlebotomy queue (GET /api/sample-management/pending-sample-collection). */
export const PendingCollection = Type.Object({
  visitId: Type.String(),
  visitCode: Type.String(),
  visitedAt: Instant,
  status: Type.String(),
  collectionType: CollectionType,
  homeAddress: Nullable(Type.String()),
  homePhone: Nullable(Type.String()),
  scheduledAt: Nullable(Instant),
  node: Nullable(NodeRef),
  patient: LabPatient,
  clinicalNotes: Nullable(Type.String()),
  samples: Type.Array(SampleRecord),
});
export type PendingCollection = Static<typeof PendingCollection>;

export const ResultCounts = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  entered: Type.Integer(),
  verified: Type.Integer(),
});
export type ResultCounts = Static<typeof ResultCounts>;

/** A sample the laboratory holds (GET /api/sample-management/in-progress-samples). */
export const InProgressSample = Type.Object({
  ...SampleRecord.properties,
  visitedAt: Instant,
  patient: LabPatient,
  node: Nullable(NodeRef),
  results: ResultCounts,
});
export type InProgressSample = Static<typeof InProgressSample>;

/** PUT /api/sample-management/reject-sample/{id}: the rejected sample and the one asked for instead. */
export const RejectedSample = Type.Object({ rejected: SampleRecord, replacement: SampleRecord });
export type RejectedSample = Static<typeof RejectedSample>;

/** PUT /api/sample-management/submit-sample-collection-timestamp/{id}: when it was collected; empty: now. */
export const SampleCollectInput = OrNull(
  Type.Object(
    { collectedAt: Type.Optional(Type.String({ format: 'date-time', title: 'Collection time' })) },
    { additionalProperties: false },
  ),
);
export type SampleCollectInput = Static<typeof SampleCollectInput>;

/** PUT /api/sample-management/reject-sample/{id}: why; a new sample (new barcode) is asked for. */
export const SampleRejectInput = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, title: 'Reason' }) },
  { additionalProperties: false },
);
export type SampleRejectInput = Static<typeof SampleRejectInput>;

/** The body of a step that takes nothing (submit, receive): empty or null. */
export const NoInput = OrNull(Type.Object({}, { additionalProperties: false }));
