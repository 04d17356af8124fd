import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { afterResources } from './migrations/after-resources/index.ts';
import * as core from './migrations/001-core.ts';
import * as rowCounts from './migrations/002-row-counts.ts';
import * as administration from './migrations/003-administration.ts';

/**
 * Written migrations come in two phases around the reconciliation of the schema-driven tables
 * (schema/apply-schema.ts): `before` builds what those tables rest on (organisations, users),
 * `after` builds what rests on them (child tables of analytes, price lists…).
 */
export const MIGRATIONS = {
  before: { '001-core': core, '002-row-counts': rowCounts, '003-administration': administration } as Record<string, Migration>,
  after: afterResources,
};

const TABLES = { before: 'kysely_migration', after: 'kysely_migration_after_resources' };

/** An `after` migration names the schema-driven tables it builds on. */
export type AfterResourcesMigration = Migration & { requires: string[] };

/**
 * The `after` migrations whose tables exist, in order, up to the first that still waits: a server started
 * with a RESOURCES_DIR without the catalogue (the engine's own tests do) skips them, and runs them in
 * order once the tables appear.
 */
async function ready(db: Db, migrations: Record<string, Migration>): Promise<Record<string, Migration>> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const tables = new Set(rows.map((r) => r.name));
  const out: Record<string, Migration> = {};
  for (const name of Object.keys(migrations).sort()) {
    const needs = (migrations[name] as Partial<AfterResourcesMigration>).requires ?? [];
    if (!needs.every((t) => tables.has(t))) break;
    out[name] = migrations[name];
  }
  return out;
}

export async function migrateToLatest(db: Db, phase: keyof typeof MIGRATIONS = 'before'): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrations = phase === 'after' ? await ready(db, MIGRATIONS.after) : MIGRATIONS.before;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours so a shared database works.
  const migrator = new Migrator({
    db, provider, migrationTableSchema: rows[0].schema,
    migrationTableName: TABLES[phase], migrationLockTableName: `${TABLES[phase]}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
