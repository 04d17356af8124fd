import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { holdDataDir, type ControlSocket } from '../ops/control-socket.ts';
import { TIME_ZONE } from './time-zone.ts';
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
  /** PostgreSQL: the connection URL (pg_dump reaches the same database through it) */
  url?: string;
  /** PGlite: the data directory as a tarball (gzipped unless told), taken under PGlite's query lock */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /** PGlite on disk: the data directory's control socket, which is its lock (ops/control-socket.ts) */
  control?: ControlSocket;
  /**
   * PGlite: a query kept prepared under `name` (it is planned once, not on every call), for the few small
   * queries every request makes. Not offered on PostgreSQL, where a pooler (PgBouncer) may not keep them.
   */
  prepared?: <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;
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
  /** PGlite on disk: who holds the data directory, as a process that finds it busy is told */
  holder?: string;
  /** PGlite: a data directory tarball to start from (restore) */
  load?: Blob;
  /** PGlite on disk: the data directory's control socket, when the caller already holds it */
  held?: ControlSocket;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: [`-c TimeZone=${TIME_ZONE}`, ...(options.schema ? [`-c search_path=${options.schema},public`] : [])].join(' '),
    });
    const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.url, close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const control =
    options.held ?? (dataDir.startsWith('memory://') ? undefined : await holdDataDir(dataDir, options.holder ?? 'a LabDesk server'));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(options.load ? { loadDataDir: options.load } : {}) });
    await pglite.query('select set_config($1, $2, false)', ['TimeZone', TIME_ZONE]);
  } catch (e) {
    await control?.close();
    throw e;
  }
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    control,
    dumpDataDir: (compression = 'gzip') => pglite.dumpDataDir(compression),
    prepared: async <R>(name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows as R[],
    async close() {
      await db.destroy();
      // Closing PGlite runs a clean shutdown (checkpoint), so every acknowledged write is on disk.
      await pglite.close();
      await control?.close();
    },
  };
}
