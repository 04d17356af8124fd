import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { afterResources } from './migrations/after-resources/index.ts';
import * as core from './migrations/001-core.ts';
import * as rowCounts from './migrations/002-row-counts.ts';

/**
 * Written migrations come in two phases around the reconciliation of the schema-driven tables
 * (schema/apply-schema.ts): `before` builds what those tables rest on (organisations, users),
 * `after` builds what rests on them (child tables of analytes, price lists…).
 */
export const MIGRATIONS = {
  before: { '001-core': core, '002-row-counts': rowCounts } as Record<string, Migration>,
  after: afterResources,
};

const TABLES = { before: 'kysely_migration', after: 'kysely_migration_after_resources' };

export async function migrateToLatest(db: Db, phase: keyof typeof MIGRATIONS = 'before'): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS[phase] };
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
