import { sql, type Kysely } from 'kysely';

/** Visits come from 003-visits, which runs first (the runner stops at the first migration still waiting). */
export const requires = ['m_expense_category', 'm_payment_modes'];

/**
 * Expenses (issue 16): what the laboratory spends, by day, category, node and payment mode. Amounts are
 * numeric(14,2) like the bills; an entry is positive, except a reversal, which is the negative copy of an
 * approved entry (approved entries are locked, so a correction is a reversal plus a new entry).
 *
 * Status: recorded (at or under the organisation's approval threshold: editable) · pending (above it: editable
 * until approved) · approved (locked). A receipt's bytes live in their own table so that lists never read them.
 *
 * Also: the income side of the monthly summary reads visit payments by the day they were received, and the
 * Accountant roles of existing organisations get the expense category master (new ones get it from seed-roles.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table expenses (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      expense_date date not null,
      category_id uuid not null,
      node_id uuid not null,
      payment_mode_id uuid not null,
      amount numeric(14,2) not null check (amount <> 0),
      vendor text,
      description text,
      reference_no text,
      status text not null check (status in ('recorded', 'pending', 'approved')),
      reversal_of uuid,
      receipt_name text,
      receipt_type text,
      receipt_size integer,
      recorded_by uuid references users (id) on delete set null,
      approved_by uuid references users (id) on delete set null,
      approved_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by uuid references users (id) on delete set null,
      unique (org_id, id),
      foreign key (org_id, category_id) references m_expense_category (org_id, id),
      foreign key (org_id, node_id) references nodes (org_id, id),
      foreign key (org_id, payment_mode_id) references m_payment_modes (org_id, id),
      foreign key (org_id, reversal_of) references expenses (org_id, id),
      check ((reversal_of is null) = (amount > 0))
    )`.execute(db);
  await sql`create index expenses_date_idx on expenses (org_id, expense_date desc, id desc)`.execute(db);
  await sql`create index expenses_node_date_idx on expenses (org_id, node_id, expense_date desc)`.execute(db);
  await sql`create index expenses_category_idx on expenses (org_id, category_id)`.execute(db);
  await sql`create index expenses_pending_idx on expenses (org_id, expense_date desc) where status = 'pending'`.execute(db);
  // One reversal per entry.
  await sql`create unique index expenses_reversal_key on expenses (org_id, reversal_of) where reversal_of is not null`.execute(db);

  await sql`
    create table expense_receipts (
      org_id uuid not null,
      expense_id uuid not null,
      bytes bytea not null,
      primary key (org_id, expense_id),
      foreign key (org_id, expense_id) references expenses (org_id, id) on delete cascade
    )`.execute(db);

  await sql`create index visit_payments_received_idx on visit_payments (org_id, received_at)`.execute(db);

  await sql`
    insert into role_permissions (role_id, resource, action)
    select r.id, 'expenseCategory', a.action
    from roles r cross join (values ('list'), ('show'), ('create'), ('edit'), ('delete'), ('export')) as a(action)
    where r.is_system and not r.is_admin and r.name = 'Accountant'
    on conflict do nothing`.execute(db);
}
