import { nestedLabels } from '../services/field-problems.ts';

/** Body schemas of the visit routes, declared once for validation, labels and the OpenAPI document. */

const uuidOrNull = (title: string) => ({ type: ['string', 'null'], format: 'uuid', title });
const text = (maxLength: number, title: string) => ({ type: ['string', 'null'], maxLength, title });
const money = (title: string) => ({ type: 'number', minimum: 0, maximum: 1e10, cents: true, title });

export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['modeId', 'amount'],
  properties: {
    modeId: { type: 'string', format: 'uuid', title: 'Payment mode' },
    amount: { ...money('Amount'), exclusiveMinimum: 0 },
    reference: text(120, 'Reference'),
  },
};

const items = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  title: 'Tests',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'id'],
    properties: { kind: { enum: ['analyte', 'group'], title: 'Kind' }, id: { type: 'string', format: 'uuid', title: 'Test' } },
  },
};

const discount = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['type', 'value'],
  title: 'Discount',
  properties: {
    type: { enum: ['amount', 'percent'], title: 'Discount type' },
    value: money('Discount'),
    reasonId: uuidOrNull('Discount reason'),
  },
};

/** The fields of a visit the front desk sets (POST without patientId and payments). */
const visitFields = {
  referrerId: uuidOrNull('Referrer'),
  priceListId: uuidOrNull('Price list'),
  nodeId: uuidOrNull('Collection centre'),
  collectionType: { enum: ['walk-in', 'home'], title: 'Collection type' },
  homeAddress: text(500, 'Home address'),
  homePhone: text(40, 'Home phone'),
  scheduledAt: { type: ['string', 'null'], format: 'date-time', title: 'Scheduled at' },
  trimesterCode: text(10, 'Trimester'),
  clinicalNotes: text(2000, 'Clinical notes'),
  items,
  discount,
};

const patientId = { type: 'string', format: 'uuid', title: 'Patient' };
const payments = { type: 'array', maxItems: 20, title: 'Payments', items: paymentSchema };

export const createVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['patientId', 'items'],
  properties: { patientId, ...visitFields, payments },
};

/** The visit part of submit-patient-visit: POST /api/visit without patientId. */
export const nestedVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { ...visitFields, payments },
};

export const updateVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['patientId', 'items', 'version'],
  properties: { patientId, ...visitFields, version: { type: 'integer', minimum: 1, title: 'Version' } },
};

export const refundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['modeId', 'amount', 'reason'],
  properties: {
    modeId: { type: 'string', format: 'uuid', title: 'Payment mode' },
    amount: { ...money('Amount'), exclusiveMinimum: 0 },
    reason: { type: 'string', minLength: 1, maxLength: 500, title: 'Reason' },
  },
};

export const reasonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500, title: 'Reason' } },
};

/** "Tests, row 2: Kind must be one of…", "Payments, row 1: Amount must be at least 0". */
export const visitLabels: Record<string, string> = {
  patientId: 'Patient',
  referrerId: 'Referrer',
  priceListId: 'Price list',
  nodeId: 'Collection centre',
  collectionType: 'Collection type',
  homeAddress: 'Home address',
  homePhone: 'Home phone',
  scheduledAt: 'Scheduled at',
  trimesterCode: 'Trimester',
  clinicalNotes: 'Clinical notes',
  items: 'Tests',
  discount: 'Discount',
  payments: 'Payments',
  version: 'Version',
  modeId: 'Payment mode',
  amount: 'Amount',
  reference: 'Reference',
  reason: 'Reason',
  ...nestedLabels('items', items),
  ...nestedLabels('payments', payments),
  ...nestedLabels('discount', discount),
};
