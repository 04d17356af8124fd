import { VisitCreateInput, VisitPaymentInput, VisitRefundInput, VisitUpdateInput } from '../../../contract/visits.ts';
import { fieldLabels, nestedLabels } from '../services/field-problems.ts';

const { items, discount, payments } = VisitCreateInput.properties;

/**
 * The labels of the visit bodies' fields, from their titles in contract/visits.ts: "Tests, row 2: Kind must be one
 * of…", "Payments, row 1: Amount must be at least 0".
 */
export const visitLabels: Record<string, string> = {
  ...fieldLabels(VisitPaymentInput, VisitRefundInput, VisitUpdateInput, VisitCreateInput),
  ...nestedLabels('items', items),
  ...nestedLabels('payments', payments),
  ...nestedLabels('discount', discount),
};
