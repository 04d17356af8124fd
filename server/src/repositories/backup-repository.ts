import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { opsDb } from '../db/ops-types.ts';

/** The tables of the database's schema, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** `150020` for PostgreSQL 15.20. */
export async function serverVersionNum(db: Db): Promise<number> {
  const { rows } = await sql<{ v: number }>`select current_setting('server_version_num')::int as v`.execute(db);
  return rows[0].v;
}

/** `PostgreSQL 17.4 on …`, as the manifest records it. */
export async function serverVersion(db: Db): Promise<string> {
  return (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0].v;
}

/** Writes every dirty page to the data files, so a copy of them needs no WAL replay. */
export async function checkpoint(db: Db): Promise<void> {
  await sql`checkpoint`.execute(db);
}

/** Exports the snapshot of the caller's (repeatable read) transaction, for pg_dump --snapshot. */
export async function exportSnapshot(db: Db): Promise<string> {
  return (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db)).rows[0].id;
}

/** Tables anywhere outside the system schemas: a database with none is empty (restore may fill it). */
export async function userTableCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  return rows[0].n;
}

/** Exact row counts of every table, in one statement (so on PostgreSQL they share one snapshot). */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const names = await tableNames(db);
  if (names.length === 0) return {};
  const parts = names.map((name) => sql`select ${name}::text as name, count(*)::bigint as n from ${sql.table(name)}`);
  const { rows } = await sql<{ name: string; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

export interface BackupRecord {
  kind: 'scheduled' | 'manual';
  startedAt: Date;
  ok: boolean;
  file: string | null;
  bytes: number | null;
  checksum: string | null;
  error: string | null;
}

export interface BackupHistory {
  /** the last good backup, scheduled or taken by `npm run backup` */
  lastSuccess: { at: Date; file: string | null } | null;
  /** the schedule's last try, good or not: the next one is counted from it */
  lastScheduled: { at: Date; ok: boolean; error: string | null } | null;
}

const hasBackupsTable = async (db: Db) =>
  (await sql<{ present: boolean }>`select to_regclass('backups') is not null as present`.execute(db)).rows[0].present;

/** Records a backup or a failed one; a database older than the backups table (migration 005-ops) records nothing. */
export async function recordBackup(db: Db, r: BackupRecord): Promise<void> {
  if (!(await hasBackupsTable(db))) return;
  await opsDb(db)
    .insertInto('backups')
    .values({ kind: r.kind, started_at: r.startedAt, ok: r.ok, file: r.file, bytes: r.bytes, checksum: r.checksum, error: r.error })
    .execute();
}

export async function backupHistory(db: Db): Promise<BackupHistory> {
  const { rows } = await sql<{
    successAt: Date | null;
    successFile: string | null;
    scheduledAt: Date | null;
    scheduledOk: boolean | null;
    scheduledError: string | null;
  }>`
    select s.finished_at as "successAt", s.file as "successFile",
           c.finished_at as "scheduledAt", c.ok as "scheduledOk", c.error as "scheduledError"
    from (select 1) as one
    left join lateral (select finished_at, file from backups where ok order by finished_at desc limit 1) s on true
    left join lateral (select finished_at, ok, error from backups where kind = 'scheduled' order by finished_at desc limit 1) c on true`.execute(
    db,
  );
  const row = rows[0];
  return {
    lastSuccess: row.successAt ? { at: new Date(row.successAt), file: row.successFile } : null,
    lastScheduled: row.scheduledAt ? { at: new Date(row.scheduledAt), ok: Boolean(row.scheduledOk), error: row.scheduledError } : null,
  };
}

/** Several processes on one PostgreSQL: the one holding this lock takes the scheduled backup. */
export async function tryBackupLock(db: Db): Promise<boolean> {
  return (await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtext('labdesk-scheduled-backup')) as ok`.execute(db)).rows[0].ok;
}

export async function releaseBackupLock(db: Db): Promise<void> {
  await sql`select pg_advisory_unlock(hashtext('labdesk-scheduled-backup'))`.execute(db);
}
