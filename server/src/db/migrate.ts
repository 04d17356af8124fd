import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as core from './migrations/001-core.ts';
import * as rowCounts from './migrations/002-row-counts.ts';

/** Written migrations, in order. Schema-driven tables are reconciled separately (schema/apply-schema.ts). */
const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-row-counts': rowCounts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours so a shared database works.
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
