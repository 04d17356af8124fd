import type { ColumnType, Generated } from 'kysely';

/**
 * The visit tables (after-resources migration 003-visits) as the query builder writes them. Only the columns
 * that code inserts or updates through Kysely are declared; reads go through `sql` with their own row types.
 */
type Money = ColumnType<string, number, number>;
type When = ColumnType<Date, Date | string, Date | string>;

export type VisitsTable = {
  id: Generated<string>;
  org_id: string;
  code: string;
  public_hash: string;
  patient_id: string;
  referrer_id: string | null;
  price_list_id: string | null;
  node_id: string | null;
  collection_type: 'walk-in' | 'home';
  home_address: string | null;
  home_phone: string | null;
  scheduled_at: When | null;
  trimester_code: string | null;
  clinical_notes: string | null;
  status: Generated<string>;
  gross: Money;
  discount_type: 'amount' | 'percent' | null;
  discount_value: Money | null;
  discount_amount: Money;
  discount_reason_id: string | null;
  net: Money;
  cancelled_at: When | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
  created_by: string | null;
  updated_by: string | null;
};

export type VisitItemsTable = {
  id: Generated<string>;
  org_id: string;
  visit_id: string;
  position: number;
  analyte_id: string | null;
  item_group_id: string | null;
  code: string;
  name: string;
  price: Money;
};

export type VisitPaymentsTable = {
  id: Generated<string>;
  org_id: string;
  visit_id: string;
  kind: 'payment' | 'refund';
  mode_id: string;
  amount: Money;
  reference: string | null;
  reason: string | null;
  received_by: string | null;
};

export type SamplesTable = {
  id: Generated<string>;
  org_id: string;
  visit_id: string;
  node_id: string | null;
  barcode: string;
  container_id: string | null;
  specimen_id: string | null;
  replaces_id: string | null;
};

export type ResultsTable = {
  id: Generated<string>;
  org_id: string;
  visit_id: string;
  sample_id: string | null;
  visit_item_id: string;
  analyte_id: string;
  department_id: string | null;
  position: number;
  unit: string | null;
};

/** Type aliases, not interfaces: `withTables` wants types that fit an index signature. */
export type VisitTables = {
  visits: VisitsTable;
  visit_items: VisitItemsTable;
  visit_payments: VisitPaymentsTable;
  samples: SamplesTable;
  results: ResultsTable;
};

/** The columns `touchVisit` may set beside the version bump (a cancellation). */
export interface VisitTouch {
  status?: string;
  net?: number;
  cancelled_at?: Date;
  cancelled_by?: string | null;
  cancel_reason?: string;
}
