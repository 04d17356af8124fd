import { sql, type Kysely } from 'kysely';
import { addRollupTriggers } from './rollup-triggers.ts';

/** Rests on expenses (009-expenses) and the visit tables (003-visits), which run before it. */
export const requires = ['m_expense_category', 'm_payment_modes'];

/** Both grains a change is added to: its day, and the first day of its month. */
const GRAINS = `(values ('day'), ('month')) as g(grain)`;
const PERIOD = (day: string) => `case when g.grain = 'day' then ${day} else date_trunc('month', (${day})::timestamp)::date end`;

/**
 * Adds signed expense rows `d` (org_id, expense_date, node_id, category_id, status, amount, sign) to their day's and
 * month's roll-up; groups whose change cancels out (an update of the vendor) are not written.
 */
const EXPENSE_DELTA = (rows: string) => `
  insert into expense_rollups as r (org_id, grain, period, node_id, category_id, spent, spent_count, pending, pending_count)
  select d.org_id, g.grain, ${PERIOD('d.expense_date')}, d.node_id, d.category_id,
    coalesce(sum(d.sign * d.amount) filter (where d.status <> 'pending'), 0),
    coalesce(sum(d.sign) filter (where d.status <> 'pending'), 0),
    coalesce(sum(d.sign * d.amount) filter (where d.status = 'pending'), 0),
    coalesce(sum(d.sign) filter (where d.status = 'pending'), 0)
  from (${rows}) d cross join ${GRAINS}
  -- an organisation being deleted takes its roll-ups along: nothing to add for it
  where exists (select 1 from organizations o where o.id = d.org_id)
  group by 1, 2, 3, 4, 5
  having sum(d.sign * d.amount) filter (where d.status <> 'pending') <> 0 or sum(d.sign) filter (where d.status <> 'pending') <> 0
    or sum(d.sign * d.amount) filter (where d.status = 'pending') <> 0 or sum(d.sign) filter (where d.status = 'pending') <> 0
  on conflict (org_id, grain, period, node_id, category_id) do update set spent = r.spent + excluded.spent,
    spent_count = r.spent_count + excluded.spent_count, pending = r.pending + excluded.pending,
    pending_count = r.pending_count + excluded.pending_count`;

const EXPENSE_ROWS = (table: string, sign: 1 | -1) =>
  `select org_id, expense_date, node_id, category_id, status, amount, ${sign} as sign from ${table}`;

/**
 * Adds signed payment rows `d` (org_id, visit_id, kind, amount, received_at, sign) to the roll-up of the node of
 * their visit (`node` overrides it: a visit moving between nodes) by the day the money moved, in the database's
 * time zone, as the summary reads it.
 */
const INCOME_DELTA = (rows: string, node = 'v.node_id', join = 'join visits v on v.org_id = d.org_id and v.id = d.visit_id') => `
  insert into income_rollups as r (org_id, grain, period, node_id, income, movements)
  select d.org_id, g.grain, ${PERIOD('d.received_at::date')}, ${node},
    sum(d.sign * case when d.kind = 'payment' then d.amount else -d.amount end), sum(d.sign)
  from (${rows}) d ${join} cross join ${GRAINS}
  where exists (select 1 from organizations o where o.id = d.org_id)
  group by 1, 2, 3, 4
  having sum(d.sign * case when d.kind = 'payment' then d.amount else -d.amount end) <> 0 or sum(d.sign) <> 0
  on conflict (org_id, grain, period, node_id) do update set income = r.income + excluded.income,
    movements = r.movements + excluded.movements`;

const PAYMENT_ROWS = (table: string, sign: 1 | -1) => `select org_id, visit_id, kind, amount, received_at, ${sign} as sign from ${table}`;

/**
 * Monthly summary roll-ups (issue 16): what the expense tracker's summary adds up, kept per organisation, node
 * and day and per month, by triggers in the transaction of every write they count, so a summary reads a few
 * hundred rows instead of a year of expenses and visit payments.
 *
 * - expense_rollups: per category, spent (recorded and approved entries, reversals included) and pending, each
 *   with its number of entries (a group whose entries add up to zero still shows, as a recount shows it).
 * - income_rollups: per node of the visit (null: a visit without one), payments less refunds by the day the money
 *   moved (the database's time zone, as the summary reads it), and how many movements.
 *
 * Kept by statement-level triggers on expenses and visit_payments (insert, update, delete), and by row triggers on
 * visits when a visit changes node (its money moves along) or is deleted (before its payments go).
 * labdesk_rebuild_money_rollups(org) recounts them from the rows (null: every organisation): this migration fills
 * them with it for the rows that exist, and a bulk load that bypasses triggers calls it after loading.
 *
 * Also for the expense list: an index for a category's entries by date, and the searched text kept lowercased and
 * trigram-indexed (expenses.search_text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table expense_rollups (
      org_id uuid not null references organizations (id) on delete cascade,
      grain text not null check (grain in ('day', 'month')),
      period date not null,
      node_id uuid not null,
      category_id uuid not null,
      spent numeric(16,2) not null default 0,
      spent_count integer not null default 0,
      pending numeric(16,2) not null default 0,
      pending_count integer not null default 0,
      primary key (org_id, grain, period, node_id, category_id)
    )`.execute(db);
  await sql`
    create table income_rollups (
      org_id uuid not null references organizations (id) on delete cascade,
      grain text not null check (grain in ('day', 'month')),
      period date not null,
      node_id uuid,
      income numeric(16,2) not null default 0,
      movements integer not null default 0,
      unique nulls not distinct (org_id, grain, period, node_id)
    )`.execute(db);

  await addRollupTriggers(db, {
    fn: 'labdesk_expense_rollup',
    table: 'expenses',
    trigger: 'expenses_rollup',
    delta: EXPENSE_DELTA,
    rows: EXPENSE_ROWS,
  });
  await addRollupTriggers(db, {
    fn: 'labdesk_income_rollup',
    table: 'visit_payments',
    trigger: 'visit_payments_rollup',
    delta: INCOME_DELTA,
    rows: PAYMENT_ROWS,
  });

  // A visit that changes node takes its money along; a deleted visit takes it out before its payments go (their
  // own trigger then finds no visit to add them to).
  const ofVisit = (visit: 'old' | 'new') =>
    `select p.org_id, p.visit_id, p.kind, p.amount, p.received_at, x.sign, x.node_id from visit_payments p
      cross join (values (old.node_id, -1)${visit === 'new' ? ', (new.node_id, 1)' : ''}) as x(node_id, sign)
      where p.org_id = ${visit}.org_id and p.visit_id = ${visit}.id`;
  await sql
    .raw(
      `create function labdesk_visit_income_rollup() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'DELETE' then
          ${INCOME_DELTA(ofVisit('old'), 'd.node_id', '')};
          return old;
        end if;
        ${INCOME_DELTA(ofVisit('new'), 'd.node_id', '')};
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger visits_rollup_node after update of node_id on visits
    for each row when (old.node_id is distinct from new.node_id) execute function labdesk_visit_income_rollup()`.execute(db);
  await sql`create trigger visits_rollup_delete before delete on visits
    for each row execute function labdesk_visit_income_rollup()`.execute(db);

  await sql
    .raw(
      `create function labdesk_rebuild_money_rollups(org uuid) returns void language plpgsql as $$
      begin
        delete from expense_rollups where org is null or org_id = org;
        delete from income_rollups where org is null or org_id = org;
        ${EXPENSE_DELTA(`${EXPENSE_ROWS('expenses', 1)} where org is null or org_id = org`)};
        ${INCOME_DELTA(`${PAYMENT_ROWS('visit_payments', 1)} where org is null or org_id = org`)};
      end $$`,
    )
    .execute(db);
  await sql`select labdesk_rebuild_money_rollups(null)`.execute(db);

  // The expense list: a category's entries newest first (the filter the screen offers besides period and node), and
  // the searched text as it is compared, so a trigram index answers a part of a vendor, description or reference.
  await sql`drop index expenses_category_idx`.execute(db);
  await sql`create index expenses_category_date_idx on expenses (org_id, category_id, expense_date desc, id desc)`.execute(db);
  await sql`alter table expenses add column search_text text generated always as
    (lower(coalesce(vendor, '') || ' ' || coalesce(description, '') || ' ' || coalesce(reference_no, ''))) stored`.execute(db);
  await sql`create index expenses_search_trgm on expenses using gin (search_text gin_trgm_ops)`.execute(db);
}
