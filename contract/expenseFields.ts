/**
 * The English names of an expense's fields: the titles of the expense bodies (contract/expense.ts), by which the
 * server's 400s name a field, and the SPA's labels (src/i18n/enExpense.ts). Plain values, no schema library: the SPA
 * imports them at run time.
 */
export const EXPENSE_FIELD_LABELS = {
  date: 'Date',
  categoryId: 'Category',
  nodeId: 'Node',
  paymentModeId: 'Payment mode',
  amount: 'Amount',
  vendor: 'Vendor',
  description: 'Description',
  referenceNo: 'Reference number',
};

/** The reversal's reason and the organisation's approval threshold (their own bodies). */
export const EXPENSE_SETTING_LABELS = { reason: 'Reason', approvalThreshold: 'Approval threshold' };
