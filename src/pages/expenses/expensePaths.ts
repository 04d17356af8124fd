export const EXPENSE_TRACKER_PATH = '/expense-tracker';
export const EXPENSE_SUMMARY_PATH = '/expense-tracker/summary';
export const EXPENSE_CREATE_PATH = '/expense-tracker/create';
