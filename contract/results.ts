/**
 * Results (docs/api-contract.md, "Visits, samples, results and reports"): a result record, the ordered items
 * with their results, the worklist and critical values. `ResultCore` is what the server's rows and the
 * answers share: the analyte, its sample, the department, the value and how it reads.
 */
import { Type, type Static } from 'typebox';
import { AnalyteChoice, ResultType } from './catalogue.ts';
import { Instant, Nullable, NullableString, OrNull, PersonRef } from './common.ts';
import { LabPatient, SampleStatus } from './samples.ts';

export const ResultFlag = Type.Union([Type.Literal('L'), Type.Literal('H'), Type.Literal('LL'), Type.Literal('HH'), Type.Literal('A')]);
export type ResultFlag = Static<typeof ResultFlag>;

export const ResultStatus = Type.Union([Type.Literal('pending'), Type.Literal('entered'), Type.Literal('verified')]);
export type ResultStatus = Static<typeof ResultStatus>;

const coreFields = {
  id: Type.String(),
  visitId: Type.String(),
  sampleId: Nullable(Type.String()),
  sampleBarcode: Nullable(Type.String()),
  itemId: Type.String(),
  analyteId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  departmentId: Nullable(Type.String()),
  department: Nullable(Type.String()),
  resultType: ResultType,
  decimals: Nullable(Type.Integer()),
  unit: Nullable(Type.String()),
  rangeText: Nullable(Type.String()),
  value: Nullable(Type.String()),
  isCritical: Type.Boolean(),
  comment: Nullable(Type.String()),
};
export const ResultCore = Type.Object(coreFields);
export type ResultCore = Static<typeof ResultCore>;

/** A change of a verified result, with the report version it led to. */
export const Amendment = Type.Object({
  oldValue: Nullable(Type.String()),
  oldFlag: Nullable(ResultFlag),
  newValue: Nullable(Type.String()),
  newFlag: Nullable(ResultFlag),
  reason: Type.String(),
  amendedAt: Instant,
  amendedBy: Nullable(PersonRef),
  reportVersion: Nullable(Type.Integer()),
});
export type Amendment = Static<typeof Amendment>;

const recordFields = {
  ...coreFields,
  sampleStatus: Nullable(SampleStatus),
  choices: Type.Array(AnalyteChoice),
  flag: Nullable(ResultFlag),
  status: ResultStatus,
  enteredAt: Nullable(Instant),
  enteredBy: Nullable(PersonRef),
  verifiedAt: Nullable(Instant),
  verifiedBy: Nullable(PersonRef),
  amendments: Type.Array(Amendment),
  version: Type.Integer(),
};
export const ResultRecord = Type.Object(recordFields);
export type ResultRecord = Static<typeof ResultRecord>;

/** An ordered item with its analytes' results (GET /api/visit/get-products/{id}). */
export const OrderedItemResults = Type.Object({
  itemId: Type.String(),
  kind: Type.Union([Type.Literal('analyte'), Type.Literal('group')]),
  code: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  results: Type.Array(ResultRecord),
});
export type OrderedItemResults = Static<typeof OrderedItemResults>;

/** PUT /api/visit/submit-test-results: where the visit stands now and the saved results. */
export const SavedResults = Type.Object({
  visit: Type.Object({ id: Type.String(), status: Type.String(), version: Type.Integer() }),
  results: Type.Array(ResultRecord),
});
export type SavedResults = Static<typeof SavedResults>;

/** A visit of the results worklist (GET /api/visit/worklist). */
export const WorklistRow = Type.Object({
  visitId: Type.String(),
  visitCode: Type.String(),
  visitedAt: Instant,
  status: Type.String(),
  patient: LabPatient,
  departments: Type.Array(Type.String()),
  pending: Type.Integer(),
  entered: Type.Integer(),
  verified: Type.Integer(),
  critical: Type.Integer(),
});
export type WorklistRow = Static<typeof WorklistRow>;

/** A critical result with its visit and patient (GET /api/visit/critical-results). */
export const CriticalResult = Type.Object({ ...recordFields, visitCode: Type.String(), patient: LabPatient });
export type CriticalResult = Static<typeof CriticalResult>;

/*
 * The bodies of the result calls. A value is text or a number as typed (a numeric result is read from either);
 * null clears it.
 */
const Id = Type.String({ format: 'uuid' });
const value = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], maxLength: 500 });
const comment = Type.Optional(NullableString({ maxLength: 1000 }));

/** A result's value (and comment) as the bench enters it. */
export const ResultValueInput = Type.Object({ id: Id, value: Type.Optional(value), comment }, { additionalProperties: false });
export type ResultValueInput = Static<typeof ResultValueInput>;

/** PUT /api/visit/submit-test-results. */
export const SubmitResultsBody = Type.Object(
  {
    data: Type.Object({ visitId: Id, results: Type.Array(ResultValueInput, { maxItems: 500 }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SubmitResultsBody = Static<typeof SubmitResultsBody>;

/** PUT /api/visit/{id}/verify: the entered results of one department, or the given ones; empty: all of them. */
export const VerifyScope = OrNull(
  Type.Object(
    { departmentId: Type.Optional(Id), resultIds: Type.Optional(Type.Array(Id, { maxItems: 500 })) },
    { additionalProperties: false },
  ),
);
export type VerifyScope = Static<typeof VerifyScope>;

/** PUT /api/visit/{id}/amend-result: a verified result's new value, with the reason for the change. */
export const AmendResultInput = Type.Object(
  { resultId: Id, value, comment, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type AmendResultInput = Static<typeof AmendResultInput>;
