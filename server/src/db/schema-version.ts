import { sql } from 'kysely';
import type { Db } from './database.ts';
import { MIGRATIONS, MIGRATION_TABLES } from './migrate.ts';

/**
 * The schema version is the number of written migrations: the code's is how many it knows, a database's
 * how many it has run. Counting (rather than a number someone must remember to raise) keeps every merged
 * migration in it; the names tell a newer database from ours even where the counts tie.
 */
export const KNOWN_MIGRATIONS: string[] = [
  ...Object.keys(MIGRATIONS.before).map((name) => `before/${name}`),
  ...Object.keys(MIGRATIONS.after).map((name) => `after/${name}`),
];

export const SCHEMA_VERSION = KNOWN_MIGRATIONS.length;

export interface DatabaseSchema {
  version: number;
  migrations: string[];
  /** migrations the database has run that this code does not know (a newer LabDesk ran them) */
  unknown: string[];
  /** migrations this code knows that the database has not run yet */
  pending: string[];
}

/** Thrown before migrating a database a newer LabDesk has migrated: its one-line message names both versions. */
export class SchemaTooNewError extends Error {}

async function applied(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}) as present`.execute(
    db,
  );
  if (!rows[0].present) return [];
  const names = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(db);
  return names.rows.map((r) => r.name);
}

export async function readDatabaseSchema(db: Db): Promise<DatabaseSchema> {
  const migrations = [
    ...(await applied(db, MIGRATION_TABLES.before)).map((name) => `before/${name}`),
    ...(await applied(db, MIGRATION_TABLES.after)).map((name) => `after/${name}`),
  ];
  const known = new Set(KNOWN_MIGRATIONS);
  const ran = new Set(migrations);
  return {
    version: migrations.length,
    migrations,
    unknown: migrations.filter((m) => !known.has(m)),
    pending: KNOWN_MIGRATIONS.filter((m) => !ran.has(m)),
  };
}

/** Why a schema (of a database or a backup) cannot run on this code, in one line; undefined when it can. */
export function schemaMisfit(schema: { version: number; unknown: string[] }, what: string): string | undefined {
  if (schema.version <= SCHEMA_VERSION && schema.unknown.length === 0) return undefined;
  const newer = schema.version > SCHEMA_VERSION ? 'newer than' : 'not one of';
  const names = schema.unknown.length ? ` (unknown migrations: ${schema.unknown.join(', ')})` : '';
  return `${what} schema is version ${schema.version}, ${newer} this LabDesk's schema version ${SCHEMA_VERSION}${names}; run the LabDesk release that wrote it`;
}

/** Refuses a database whose schema a newer LabDesk wrote, before anything touches it. */
export async function assertSchemaFits(db: Db): Promise<DatabaseSchema> {
  const schema = await readDatabaseSchema(db);
  const misfit = schemaMisfit(schema, "The database's");
  if (misfit) throw new SchemaTooNewError(misfit);
  return schema;
}
