import { sql, type Kysely } from 'kysely';

/**
 * What a request's member is allowed to do, cached per process (auth/principal-cache.ts) and checked on every
 * request against the database: each organisation's auth stamp changes, through statement-level triggers,
 * whenever anything a Principal is made of changes (the organisation, its members' accounts and memberships,
 * roles, role permissions, role and node assignments). The stamp is a random value, not a counter, so a stamp
 * names one state of those tables even across a restore. Signed-out tokens are kept until they expire, and
 * signing one out changes its organisation's stamp too, so a request only ever reads the stamp.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_stamps (
      org_id uuid primary key,
      stamp uuid not null default gen_random_uuid()
    )`.execute(db);
  await sql`insert into auth_stamps (org_id) select id from organizations`.execute(db);
  await sql`
    create table revoked_tokens (
      token_id text primary key,
      org_id uuid not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index revoked_tokens_expires_idx on revoked_tokens (expires_at)`.execute(db);
  await sql`
    create function labdesk_auth_bump(orgs uuid[]) returns void language sql as $$
      insert into auth_stamps (org_id, stamp)
        select o, gen_random_uuid() from (select distinct o from unnest(orgs) o where o is not null order by o) d
        on conflict (org_id) do update set stamp = excluded.stamp
    $$`.execute(db);
  for (const [table, orgsOf] of Object.entries(ORGS_OF)) await stampTriggers(db, table, orgsOf, ['insert', 'update', 'delete']);
  // Forgetting expired sign-outs changes nobody's access.
  await stampTriggers(db, 'revoked_tokens', 'select r.org_id from %ROWS% r', ['insert']);
}

/** How the changed rows of each table name their organisations (`r` is the transition table). */
const ORGS_OF: Record<string, string> = {
  organizations: 'select r.id from %ROWS% r',
  users: 'select m.org_id from memberships m join %ROWS% r on r.id = m.user_id',
  memberships: 'select r.org_id from %ROWS% r',
  roles: 'select r.org_id from %ROWS% r',
  role_permissions: 'select ro.org_id from roles ro join %ROWS% r on ro.id = r.role_id',
  user_roles: 'select r.org_id from %ROWS% r',
  user_nodes: 'select r.org_id from %ROWS% r',
};

async function stampTriggers(db: Kysely<unknown>, table: string, orgsOf: string, on: string[]): Promise<void> {
  const from = (rows: string) => orgsOf.replace('%ROWS%', rows);
  const fn = `labdesk_auth_stamp_${table}`;
  await sql`
    create function ${sql.raw(fn)}() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then
        perform labdesk_auth_bump(array(${sql.raw(from('new_rows'))}));
      elsif TG_OP = 'DELETE' then
        perform labdesk_auth_bump(array(${sql.raw(from('old_rows'))}));
      else
        perform labdesk_auth_bump(array(${sql.raw(from('new_rows'))} union ${sql.raw(from('old_rows'))}));
      end if;
      return null;
    end $$`.execute(db);
  const events = [
    ['insert', 'new table as new_rows'],
    ['update', 'new table as new_rows old table as old_rows'],
    ['delete', 'old table as old_rows'],
  ];
  for (const [event, referencing] of events.filter(([event]) => on.includes(event))) {
    await sql`
      create trigger ${sql.raw(`${table}_auth_stamp_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        referencing ${sql.raw(referencing)} for each statement execute function ${sql.raw(fn)}()`.execute(db);
  }
}
