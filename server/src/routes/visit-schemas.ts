import { VisitCreateInput, VisitPaymentInput, VisitRefundInput, VisitUpdateInput } from '../../../contract/visits.ts';
import { nestedLabels } from '../services/field-problems.ts';

const fields = {
  ...VisitPaymentInput.properties,
  ...VisitRefundInput.properties,
  ...VisitUpdateInput.properties,
  ...VisitCreateInput.properties,
};
const { items, discount, payments } = VisitCreateInput.properties;

/**
 * The labels of the visit bodies' fields, from their titles in contract/visits.ts: "Tests, row 2: Kind must be one
 * of…", "Payments, row 1: Amount must be at least 0".
 */
export const visitLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, (schema as { title?: string }).title ?? name])),
  ...nestedLabels('items', items),
  ...nestedLabels('payments', payments),
  ...nestedLabels('discount', discount),
};
