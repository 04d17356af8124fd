import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { afterResources } from './migrations/after-resources/index.ts';
import type { AfterResourcesMigration } from './migrations/after-resources/migration.ts';
import * as core from './migrations/001-core.ts';
import * as rowCounts from './migrations/002-row-counts.ts';
import * as administration from './migrations/003-administration.ts';
import * as ops from './migrations/005-ops.ts';
import * as authStamp from './migrations/006-auth-stamp.ts';

/**
 * Written migrations come in two phases around the reconciliation of the schema-driven tables
 * (schema/apply-schema.ts): `before` builds what those tables rest on (organisations, users),
 * `after` builds what rests on them (child tables of analytes, price lists…).
 */
export const MIGRATIONS = {
  before: {
    '001-core': core,
    '002-row-counts': rowCounts,
    '003-administration': administration,
    '005-ops': ops,
    '006-auth-stamp': authStamp,
  } as Record<string, Migration>,
  after: afterResources,
};

export const MIGRATION_TABLES = { before: 'kysely_migration', after: 'kysely_migration_after_resources' };

/**
 * What a migration does to rows that exist before it runs: the columns it rewrites, per table, and the
 * tables whose rows it may delete. The upgrade test (server/test/upgrade.test.ts) allows exactly this and
 * fails on any other change to the previous release's rows. A migration that only adds declares nothing.
 */
export interface UpgradeIntent {
  rewrites?: Record<string, string[]>;
  deletesFrom?: string[];
}

/**
 * The `after` migrations whose tables exist, in order, up to the first that still waits: a server started
 * with a RESOURCES_DIR without the catalogue (the engine's own tests do) skips them, and runs them in
 * order once the tables appear.
 */
async function ready(db: Db, migrations: Record<string, Migration>): Promise<Record<string, Migration>> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = (select oid from pg_namespace where nspname = current_schema()) and relkind in ('r', 'p')`.execute(db);
  const tables = new Set(rows.map((r) => r.name));
  const out: Record<string, Migration> = {};
  for (const name of Object.keys(migrations).sort()) {
    const needs = (migrations[name] as Partial<AfterResourcesMigration>).requires ?? [];
    if (!needs.every((t) => tables.has(t))) break;
    out[name] = migrations[name];
  }
  return out;
}

/**
 * Whether every one of `names` is recorded as done: the usual start, answered with one query instead of the
 * Migrator's look at every table of the schema.
 */
async function allApplied(db: Db, table: string, names: string[]): Promise<boolean> {
  const { rows } = await sql<{ here: boolean }>`select to_regclass(${table}) is not null as here`.execute(db);
  if (!rows[0].here) return false;
  const done = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const recorded = new Set(done.rows.map((r) => r.name));
  return names.every((n) => recorded.has(n));
}

export async function migrateToLatest(db: Db, phase: keyof typeof MIGRATIONS = 'before'): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrations = phase === 'after' ? await ready(db, MIGRATIONS.after) : MIGRATIONS.before;
  if (await allApplied(db, MIGRATION_TABLES[phase], Object.keys(migrations))) return;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours so a shared database works.
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: rows[0].schema,
    migrationTableName: MIGRATION_TABLES[phase],
    migrationLockTableName: `${MIGRATION_TABLES[phase]}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Runs the start-up work on the database (checks, migrations, the schema-driven tables) under a session
 * advisory lock on PostgreSQL, so servers that start together (WORKERS, several hosts behind a load balancer)
 * take turns: the first migrates, the others find nothing left to do. PGlite is one process: no lock.
 */
export async function underStartupLock(db: Db, kind: 'pglite' | 'postgres', fn: (db: Db) => Promise<void>): Promise<void> {
  if (kind === 'pglite') return fn(db);
  await db.connection().execute(async (conn) => {
    const key = sql`hashtext('labdesk-start:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
