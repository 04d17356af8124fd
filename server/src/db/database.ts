import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { CoreTables } from './types.ts';

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift); numeric money arrives as a number; bigint counts as numbers.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<CoreTables>;

/** Runs fn in a transaction, joining the caller's when there already is one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema},public` : undefined,
    });
    const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create({ dataDir: options.dataDir ?? 'memory://', extensions: { pg_trgm } });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      // Closing PGlite runs a clean shutdown (checkpoint), so every acknowledged write is on disk.
      await pglite.close();
    },
  };
}
