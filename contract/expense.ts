/**
 * Expenses (issue 16): what the laboratory spends, with a receipt kept by us, approval above an amount the
 * organisation sets, reversal of approved (locked) entries, and the monthly summary that sets the same period's
 * collections from visits beside them. docs/api-contract.md, "Expenses", describes the calls.
 */
import { Nullable as nullable, PersonRef as Ref } from './common.ts';
import { EXPENSE_FIELD_LABELS as L, EXPENSE_SETTING_LABELS } from './expenseFields.ts';
import { Type, type Static } from 'typebox';

/** recorded: at or under the approval threshold (editable) · pending: above it, awaiting approval · approved: locked. */
export const EXPENSE_STATUSES = ['recorded', 'pending', 'approved'] as const;
export const ExpenseStatus = Type.Enum([...EXPENSE_STATUSES]);
export type ExpenseStatus = Static<typeof ExpenseStatus>;

/** A receipt is a photo or a PDF of at most 5 MB, sent as the raw body of `PUT /api/expense/{id}/receipt`. */
export const EXPENSE_RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const EXPENSE_RECEIPT_MAX = 5 * 1024 * 1024;

const Id = Type.String({ format: 'uuid' });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** An expense as the API answers it. Amounts are numbers with two decimals; a reversal's is negative. */
export const ExpenseRecord = Type.Object({
  id: Type.String(),
  date: Type.String(),
  categoryId: Type.String(),
  category: Ref,
  nodeId: Type.String(),
  node: Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() }),
  paymentModeId: Type.String(),
  paymentMode: Ref,
  amount: Type.Number(),
  vendor: nullable(Type.String()),
  description: nullable(Type.String()),
  referenceNo: nullable(Type.String()),
  status: ExpenseStatus,
  /** the approved entry this one reverses (its amount negated) */
  reversalOf: nullable(Type.String()),
  /** the entry that reverses this one */
  reversedBy: nullable(Type.String()),
  receipt: nullable(Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer() })),
  recordedBy: nullable(Ref),
  approvedBy: nullable(Ref),
  approvedAt: nullable(Type.String()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ExpenseRecord = Static<typeof ExpenseRecord>;

export const ExpenseList = Type.Array(ExpenseRecord);
export type ExpenseList = Static<typeof ExpenseList>;

/** `GET /api/expense/nodes`: the active nodes the member may record expenses at and see them of. */
export const ExpenseNodes = Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() }));
export type ExpenseNodes = Static<typeof ExpenseNodes>;

const fields = {
  date: Type.String({ format: 'date', title: L.date }),
  categoryId: Type.String({ format: 'uuid', title: L.categoryId }),
  nodeId: Type.String({ format: 'uuid', title: L.nodeId }),
  paymentModeId: Type.String({ format: 'uuid', title: L.paymentModeId }),
  amount: Type.Number({ minimum: 0.01, maximum: 9_999_999_999.99, cents: true, title: L.amount }),
  vendor: Type.Optional(nullable(Type.String({ maxLength: 120, title: L.vendor }))),
  description: Type.Optional(nullable(Type.String({ maxLength: 1000, title: L.description }))),
  referenceNo: Type.Optional(nullable(Type.String({ maxLength: 80, title: L.referenceNo }))),
};

export const ExpenseCreate = Type.Object(fields, { additionalProperties: false });
export type ExpenseCreate = Static<typeof ExpenseCreate>;

const readOnly = ['id', 'category', 'node', 'paymentMode', 'status', 'reversalOf', 'reversedBy', 'receipt', 'recordedBy'];

/** A change: the fields to change and the version read; the record's read-only parts may come back and are ignored. */
export const ExpenseUpdate = Type.Object(
  {
    version: Type.Integer({ minimum: 1, title: 'Version' }),
    date: Type.Optional(fields.date),
    categoryId: Type.Optional(fields.categoryId),
    nodeId: Type.Optional(fields.nodeId),
    paymentModeId: Type.Optional(fields.paymentModeId),
    amount: Type.Optional(fields.amount),
    vendor: fields.vendor,
    description: fields.description,
    referenceNo: fields.referenceNo,
    ...Object.fromEntries(
      [...readOnly, 'approvedBy', 'approvedAt', 'createdAt', 'updatedAt'].map((k) => [k, Type.Optional(Type.Unknown())]),
    ),
  },
  { additionalProperties: false },
);
export type ExpenseUpdate = Static<typeof ExpenseUpdate>;

export const ExpenseParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type ExpenseParams = Static<typeof ExpenseParams>;

/** `POST /api/expense/{id}/reverse`: why the approved entry is reversed (kept as the reversal's description). */
export const ExpenseReverse = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, title: EXPENSE_SETTING_LABELS.reason }) },
  { additionalProperties: false },
);
export type ExpenseReverse = Static<typeof ExpenseReverse>;

/** organizations.settings.expense: entries above `approvalThreshold` wait for approval; null: none need it. */
export const ExpenseSettings = Type.Object(
  {
    approvalThreshold: nullable(
      Type.Number({ minimum: 0, maximum: 9_999_999_999.99, cents: true, title: EXPENSE_SETTING_LABELS.approvalThreshold }),
    ),
  },
  { additionalProperties: false },
);
export type ExpenseSettings = Static<typeof ExpenseSettings>;

/** The monthly summary's period and node; without `from`/`to`: the current month and the five before it. */
export const ExpenseSummaryQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), nodeId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ExpenseSummaryQuery = Static<typeof ExpenseSummaryQuery>;

const Month = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'YYYY-MM' });
const Money = Type.Number({ description: 'two decimals' });

/**
 * `GET /api/expense/monthly-summary`: recorded and approved expenses (pending ones are counted apart) by month and
 * category and by month and node, and beside them the collections of visits (payments received less refunds paid
 * out, by the day the money moved and the visit's node); difference = income − expenses.
 */
export const ExpenseSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  nodeId: nullable(Type.String()),
  months: Type.Array(Month),
  byCategory: Type.Array(Type.Object({ month: Month, categoryId: Type.String(), category: Type.String(), expenses: Money })),
  byNode: Type.Array(
    Type.Object({
      month: Month,
      /** null: collections of visits that name no node */
      nodeId: nullable(Type.String()),
      node: nullable(Type.String()),
      income: Money,
      expenses: Money,
      difference: Money,
    }),
  ),
  totals: Type.Object({ income: Money, expenses: Money, difference: Money, pending: Money, pendingCount: Type.Integer() }),
});
export type ExpenseSummary = Static<typeof ExpenseSummary>;
