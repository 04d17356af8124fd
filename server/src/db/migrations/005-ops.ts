import { sql, type Kysely } from 'kysely';

/**
 * The backups the installation has taken (by its schedule or by `npm run backup`), and the ones that
 * failed. It belongs to the installation, not to an organisation: the readiness check reads the last good
 * one's age, administrators see the last failure, and several processes agree on who backs up next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table backups (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('scheduled', 'manual')),
      started_at timestamptz not null,
      finished_at timestamptz not null default now(),
      ok boolean not null,
      file text,
      bytes bigint,
      checksum text,
      error text
    )`.execute(db);
  await sql`create index backups_finished_idx on backups (finished_at desc)`.execute(db);
}
