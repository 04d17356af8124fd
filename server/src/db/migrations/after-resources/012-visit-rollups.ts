import { sql, type Kysely } from 'kysely';
import { addRollupTriggers } from './rollup-triggers.ts';

/** Rests on the visit tables (after-resources 003-visits). */
export const requires: string[] = ['patients'];

/**
 * Adds signed visit rows `d` (org_id, node_id, visited_at, status, net, due, sign) to the roll-up of their node and
 * day (the session's time zone, which database.ts sets to the laboratory's); groups whose change cancels out (a
 * status step of a visit that stays live, a new version) are not written.
 */
const VISIT_DELTA = (rows: string) => `
  insert into visit_rollups as r (org_id, day, node_id, visits, cancelled, billed, dues, owing, owed)
  select d.org_id, d.visited_at::date, d.node_id,
    coalesce(sum(d.sign) filter (where d.status <> 'cancelled'), 0),
    coalesce(sum(d.sign) filter (where d.status = 'cancelled'), 0),
    coalesce(sum(d.sign * d.net) filter (where d.status <> 'cancelled'), 0),
    coalesce(sum(d.sign * d.due) filter (where d.status <> 'cancelled'), 0),
    coalesce(sum(d.sign) filter (where d.status <> 'cancelled' and d.due > 0), 0),
    coalesce(sum(d.sign * d.due) filter (where d.status <> 'cancelled' and d.due > 0), 0)
  from (${rows}) d
  -- an organisation being deleted takes its roll-ups along: nothing to add for it
  where exists (select 1 from organizations o where o.id = d.org_id)
  group by 1, 2, 3
  having coalesce(sum(d.sign) filter (where d.status <> 'cancelled'), 0) <> 0
    or coalesce(sum(d.sign) filter (where d.status = 'cancelled'), 0) <> 0
    or coalesce(sum(d.sign * d.net) filter (where d.status <> 'cancelled'), 0) <> 0
    or coalesce(sum(d.sign * d.due) filter (where d.status <> 'cancelled'), 0) <> 0
    or coalesce(sum(d.sign) filter (where d.status <> 'cancelled' and d.due > 0), 0) <> 0
    or coalesce(sum(d.sign * d.due) filter (where d.status <> 'cancelled' and d.due > 0), 0) <> 0
  on conflict (org_id, day, node_id) do update set visits = r.visits + excluded.visits,
    cancelled = r.cancelled + excluded.cancelled, billed = r.billed + excluded.billed, dues = r.dues + excluded.dues,
    owing = r.owing + excluded.owing, owed = r.owed + excluded.owed;
  -- and the live visits by the hour of the day they came (the hourly chart)
  insert into visit_hour_rollups as r (org_id, day, hour, node_id, visits)
  select d.org_id, d.visited_at::date, extract(hour from d.visited_at)::int, d.node_id, sum(d.sign)
  from (${rows}) d
  where d.status <> 'cancelled' and exists (select 1 from organizations o where o.id = d.org_id)
  group by 1, 2, 3, 4
  having sum(d.sign) <> 0
  on conflict (org_id, day, hour, node_id) do update set visits = r.visits + excluded.visits`;

const VISIT_ROWS = (table: string, sign: 1 | -1) => `select org_id, node_id, visited_at, status, net, due, ${sign} as sign from ${table}`;

/**
 * The dashboards' daily roll-up of visits (issue 12): per organisation, node and day of the visit, how many visits
 * are live and how many cancelled, what the live ones billed and still owe (net of overpayments: dues), and how many
 * owe something and how much (owing, owed); and per hour of the day, the live visits (visit_hour_rollups). Kept by statement-level triggers on
 * visits (insert, update, delete) in the transaction of every write they count, so a year's figures read a few
 * hundred rows instead of a year of visits. Money collected comes from income_rollups (011-money-rollups).
 *
 * labdesk_rebuild_visit_rollups(org) recounts it from the rows (null: every organisation): this migration fills it
 * for the visits that exist, a bulk load that bypasses triggers calls it after loading, and the server calls it
 * when the laboratory's time zone is not the one the roll-up was counted in (db/rollup-zone.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table visit_rollups (
      org_id uuid not null references organizations (id) on delete cascade,
      day date not null,
      node_id uuid,
      visits integer not null default 0,
      cancelled integer not null default 0,
      billed numeric(16,2) not null default 0,
      dues numeric(16,2) not null default 0,
      -- of the live visits, those that still owe something (due > 0) and what they owe: the dues by age
      owing integer not null default 0,
      owed numeric(16,2) not null default 0,
      unique nulls not distinct (org_id, day, node_id)
    )`.execute(db);
  await sql`
    create table visit_hour_rollups (
      org_id uuid not null references organizations (id) on delete cascade,
      day date not null,
      hour integer not null check (hour between 0 and 23),
      node_id uuid,
      visits integer not null default 0,
      unique nulls not distinct (org_id, day, hour, node_id)
    )`.execute(db);
  await addRollupTriggers(db, {
    fn: 'labdesk_visit_rollup',
    table: 'visits',
    trigger: 'visits_day_rollup',
    delta: VISIT_DELTA,
    rows: VISIT_ROWS,
  });
  await sql
    .raw(
      `create function labdesk_rebuild_visit_rollups(org uuid) returns void language plpgsql as $$
      begin
        delete from visit_rollups where org is null or org_id = org;
        delete from visit_hour_rollups where org is null or org_id = org;
        ${VISIT_DELTA(`${VISIT_ROWS('visits', 1)} where org is null or org_id = org`)};
      end $$`,
    )
    .execute(db);
  await sql`select labdesk_rebuild_visit_rollups(null)`.execute(db);
  // the zone the days above were counted in (db/rollup-zone.ts recounts when the server starts in another)
  await sql`create table rollup_zone (zone text not null)`.execute(db);
  await sql`insert into rollup_zone (zone) values (current_setting('TimeZone'))`.execute(db);
}
