import { sql, type Kysely } from 'kysely';

export const requires = [
  'patients',
  'referrers',
  'analytes',
  'item_groups',
  'price_lists',
  'm_container',
  'm_specimen',
  'm_payment_modes',
  'm_reasonfor_discount',
  'lab_departments',
];

/**
 * Visits and everything that hangs off one: the bill (ordered items, payments and refunds), the samples
 * drawn for it, one result row per ordered analyte, the amendments of verified results and the report
 * versions. Money is numeric(14,2) like the catalogue's prices. Every key carries org_id, so a row can only
 * point at records of its own organisation; a visit keeps its patient, referrer, centre and catalogue
 * records from being deleted (restrict), and takes its own child rows with it.
 *
 * Status of a visit: registered → sample-pending → collected → in-progress → results-entered → verified →
 * reported, or cancelled (only before verification). Samples: pending → collected → submitted → received,
 * or rejected (a rejected sample is replaced by a new pending one that points back at it). Results:
 * pending → entered → verified; a verified result changes only through an amendment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // References to records a visit keeps are NO ACTION (the default), not RESTRICT: both refuse the delete, but
  // NO ACTION reports 23503 (foreign_key_violation), which every delete path turns into a 409 sentence;
  // RESTRICT's 23001 would surface as a 500.
  await sql`
    create table visit_code_counters (
      org_id uuid not null references organizations (id) on delete cascade,
      year integer not null,
      last_number integer not null,
      primary key (org_id, year)
    )`.execute(db);

  await sql`
    create table visits (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      code text not null,
      patient_id uuid not null,
      referrer_id uuid,
      price_list_id uuid,
      node_id uuid,
      collection_type text not null default 'walk-in' check (collection_type in ('walk-in', 'home')),
      home_address text,
      home_phone text,
      scheduled_at timestamptz,
      trimester_code text,
      clinical_notes text,
      status text not null default 'registered' check (status in
        ('registered', 'sample-pending', 'collected', 'in-progress', 'results-entered', 'verified', 'reported', 'cancelled')),
      gross numeric(14,2) not null default 0 check (gross >= 0),
      discount_type text check (discount_type in ('amount', 'percent')),
      discount_value numeric(14,2),
      discount_amount numeric(14,2) not null default 0 check (discount_amount >= 0),
      discount_reason_id uuid,
      net numeric(14,2) not null default 0 check (net >= 0),
      paid numeric(14,2) not null default 0,
      refunded numeric(14,2) not null default 0 check (refunded >= 0),
      due numeric(14,2) generated always as (net - paid + refunded) stored,
      public_hash text not null,
      visited_at timestamptz not null default now(),
      verified_at timestamptz,
      reported_at timestamptz,
      cancelled_at timestamptz,
      cancelled_by uuid,
      cancel_reason text,
      -- the number of the visit's last sample: barcodes of replaced or re-planned samples are never reused
      last_sample_number integer not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid,
      updated_by uuid,
      unique (org_id, id),
      foreign key (org_id, patient_id) references patients (org_id, id),
      foreign key (org_id, referrer_id) references referrers (org_id, id),
      foreign key (org_id, price_list_id) references price_lists (org_id, id),
      foreign key (org_id, node_id) references nodes (org_id, id),
      foreign key (org_id, discount_reason_id) references m_reasonfor_discount (org_id, id),
      check (discount_amount <= gross)
    )`.execute(db);
  await sql`create unique index visits_org_code_key on visits (org_id, code)`.execute(db);
  await sql`create unique index visits_public_hash_key on visits (public_hash)`.execute(db);
  await sql`create index visits_visited_idx on visits (org_id, visited_at desc, id desc)`.execute(db);
  await sql`create index visits_status_visited_idx on visits (org_id, status, visited_at desc, id desc)`.execute(db);
  await sql`create index visits_patient_idx on visits (org_id, patient_id, visited_at desc)`.execute(db);
  await sql`create index visits_referrer_idx on visits (org_id, referrer_id, visited_at desc)`.execute(db);
  await sql`create index visits_node_idx on visits (org_id, node_id, visited_at desc)`.execute(db);
  await sql`create index visits_due_idx on visits (org_id, visited_at desc) where due > 0`.execute(db);
  // The phlebotomy queue, oldest first: only visits that may still have a sample to collect or submit (a
  // verified or reported visit cannot: its results have values, which need the laboratory to hold the sample).
  await sql`create index visits_queue_idx on visits (org_id, visited_at, id) where status not in ('cancelled', 'verified', 'reported')`.execute(
    db,
  );

  // What was sold: one row per ordered analyte, panel or package, with the price the visit was billed at.
  await sql`
    create table visit_items (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      visit_id uuid not null,
      position integer not null,
      analyte_id uuid,
      item_group_id uuid,
      code text not null,
      name text not null,
      price numeric(14,2) not null check (price >= 0),
      unique (org_id, id),
      unique (visit_id, position),
      foreign key (org_id, visit_id) references visits (org_id, id) on delete cascade,
      foreign key (org_id, analyte_id) references analytes (org_id, id),
      foreign key (org_id, item_group_id) references item_groups (org_id, id),
      check ((analyte_id is null) <> (item_group_id is null))
    )`.execute(db);
  await sql`create index visit_items_visit_idx on visit_items (org_id, visit_id)`.execute(db);
  await sql`create index visit_items_analyte_idx on visit_items (org_id, analyte_id)`.execute(db);
  await sql`create index visit_items_group_idx on visit_items (org_id, item_group_id)`.execute(db);

  // Money in (payment) and out (refund); amounts are positive, the kind says which way.
  await sql`
    create table visit_payments (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      visit_id uuid not null,
      kind text not null check (kind in ('payment', 'refund')),
      mode_id uuid not null,
      amount numeric(14,2) not null check (amount > 0),
      reference text,
      reason text,
      received_at timestamptz not null default now(),
      received_by uuid,
      foreign key (org_id, visit_id) references visits (org_id, id) on delete cascade,
      foreign key (org_id, mode_id) references m_payment_modes (org_id, id),
      check (kind = 'payment' or reason is not null)
    )`.execute(db);
  await sql`create index visit_payments_visit_idx on visit_payments (org_id, visit_id, received_at)`.execute(db);

  await sql`
    create table samples (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      visit_id uuid not null,
      node_id uuid,
      barcode text not null,
      container_id uuid,
      specimen_id uuid,
      status text not null default 'pending' check (status in ('pending', 'collected', 'submitted', 'received', 'rejected')),
      collected_at timestamptz,
      collected_by uuid,
      submitted_at timestamptz,
      submitted_by uuid,
      received_at timestamptz,
      received_by uuid,
      rejected_at timestamptz,
      rejected_by uuid,
      reject_reason text,
      replaces_id uuid,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      unique (org_id, id),
      foreign key (org_id, visit_id) references visits (org_id, id) on delete cascade,
      foreign key (org_id, node_id) references nodes (org_id, id),
      foreign key (org_id, container_id) references m_container (org_id, id),
      foreign key (org_id, specimen_id) references m_specimen (org_id, id),
      foreign key (org_id, replaces_id) references samples (org_id, id) on delete set null (replaces_id)
    )`.execute(db);
  await sql`create unique index samples_org_barcode_key on samples (org_id, barcode)`.execute(db);
  await sql`create index samples_visit_idx on samples (org_id, visit_id)`.execute(db);
  await sql`create index samples_status_idx on samples (org_id, status, created_at, id)`.execute(db);

  // One row per analyte the visit ordered (panels and packages expanded), in report order.
  await sql`
    create table results (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      visit_id uuid not null,
      sample_id uuid,
      visit_item_id uuid not null,
      analyte_id uuid not null,
      department_id uuid,
      position integer not null,
      status text not null default 'pending' check (status in ('pending', 'entered', 'verified')),
      value text,
      numeric_value numeric,
      flag text check (flag in ('L', 'H', 'LL', 'HH', 'A')),
      is_critical boolean not null default false,
      unit text,
      range_text text,
      comment text,
      entered_at timestamptz,
      entered_by uuid,
      verified_at timestamptz,
      verified_by uuid,
      version integer not null default 1,
      unique (org_id, id),
      unique (visit_id, analyte_id),
      foreign key (org_id, visit_id) references visits (org_id, id) on delete cascade,
      foreign key (org_id, sample_id) references samples (org_id, id) on delete set null (sample_id),
      foreign key (org_id, visit_item_id) references visit_items (org_id, id) on delete cascade,
      foreign key (org_id, analyte_id) references analytes (org_id, id),
      foreign key (org_id, department_id) references lab_departments (org_id, id)
    )`.execute(db);
  await sql`create index results_visit_idx on results (org_id, visit_id, position)`.execute(db);
  await sql`create index results_sample_idx on results (org_id, sample_id)`.execute(db);
  await sql`create index results_worklist_idx on results (org_id, department_id, status)`.execute(db);
  await sql`create index results_critical_idx on results (org_id, entered_at desc) where is_critical`.execute(db);

  await sql`
    create table result_amendments (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      result_id uuid not null,
      old_value text,
      old_flag text,
      new_value text,
      new_flag text,
      reason text not null,
      amended_at timestamptz not null default now(),
      amended_by uuid,
      report_version integer,
      foreign key (org_id, result_id) references results (org_id, id) on delete cascade
    )`.execute(db);
  await sql`create index result_amendments_result_idx on result_amendments (org_id, result_id, amended_at)`.execute(db);

  // A report version is what was verified at that moment, frozen: the PDF of a version never changes.
  await sql`
    create table report_versions (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      visit_id uuid not null,
      version integer not null,
      reason text,
      snapshot jsonb not null,
      created_at timestamptz not null default now(),
      created_by uuid,
      unique (visit_id, version),
      foreign key (org_id, visit_id) references visits (org_id, id) on delete cascade
    )`.execute(db);
}
