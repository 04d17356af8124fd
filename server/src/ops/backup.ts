import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database, Db } from '../db/database.ts';
import { readDatabaseSchema } from '../db/schema-version.ts';
import {
  checkpoint,
  exportSnapshot,
  recordBackup,
  serverVersion,
  serverVersionNum,
  tableRowCounts,
} from '../repositories/backup-repository.ts';
import { listOrganizations } from '../repositories/organization-repository.ts';
import { writeBackupFile, type BackupManifest, type PayloadFormat } from './backup-file.ts';
import { checkToolFits, findTool, pgDump, type Env } from './pg-tools.ts';

/** The version in package.json: what a manifest says took the backup. */
export const LABDESK_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface BackupSummary {
  file: string;
  bytes: number;
  checksum: string;
  takenAt: string;
  schemaVersion: number;
  tables: number;
  rows: number;
}

type Facts = Omit<BackupManifest, 'payload' | 'labdeskVersion'>;

/** What the manifest says about the database, read inside the snapshot the payload is taken in. */
async function describe(db: Db, kind: Database['kind']): Promise<Facts> {
  const schema = await readDatabaseSchema(db);
  const organisations = (await listOrganizations(db)).map((o) => ({ slug: o.slug, name: o.name, isActive: o.isActive }));
  return {
    schemaVersion: schema.version,
    migrations: schema.migrations,
    takenAt: new Date().toISOString(),
    database: { kind, serverVersion: await serverVersion(db) },
    organisations,
    tables: await tableRowCounts(db),
  };
}

/**
 * PGlite: the server's one connection is held, so no statement runs between the checkpoint, the counts
 * and the copy of the data directory; requests wait for those seconds and then carry on.
 */
async function pgliteSnapshot(database: Database, payload: string): Promise<Facts> {
  const { facts, tarball } = await database.db.connection().execute(async (conn) => {
    await checkpoint(conn);
    return { facts: await describe(conn, 'pglite'), tarball: await database.dumpDataDir!() };
  });
  await writeFile(payload, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  return facts;
}

/**
 * PostgreSQL: a read-only repeatable-read transaction exports its snapshot, and pg_dump dumps exactly that
 * snapshot, so the manifest's counts and the dump agree while the other connections keep writing.
 */
async function postgresSnapshot(database: Database, payload: string, env: Env): Promise<Facts> {
  const tool = findTool('pg_dump', env);
  return database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const snapshot = await exportSnapshot(trx);
      await checkToolFits(tool, await serverVersionNum(trx), env);
      const facts = await describe(trx, 'postgres');
      await pgDump(database.url!, snapshot, payload, env);
      return facts;
    });
}

/** Takes a consistent, compressed backup of the whole database into `out`, and records it (or its failure). */
export async function takeBackup(
  database: Database,
  out: string,
  options: { kind: 'scheduled' | 'manual'; env?: Env },
): Promise<BackupSummary> {
  const startedAt = new Date();
  const work = await mkdtemp(path.join(os.tmpdir(), 'labdesk-backup-'));
  const payload = path.join(work, 'payload');
  try {
    const facts =
      database.kind === 'pglite'
        ? await pgliteSnapshot(database, payload)
        : await postgresSnapshot(database, payload, options.env ?? process.env);
    const format: PayloadFormat = database.kind === 'pglite' ? 'pglite-datadir-tar-gz' : 'pg_dump-custom';
    const { size } = await stat(payload);
    const manifest: BackupManifest = { labdeskVersion: LABDESK_VERSION, ...facts, payload: { format, bytes: size } };
    const written = await writeBackupFile(out, manifest, payload);
    await recordBackup(database.db, { kind: options.kind, startedAt, ok: true, file: out, error: null, ...written });
    const counts = Object.values(manifest.tables);
    return {
      file: out,
      ...written,
      takenAt: manifest.takenAt,
      schemaVersion: manifest.schemaVersion,
      tables: counts.length,
      rows: counts.reduce((a, b) => a + b, 0),
    };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await recordBackup(database.db, { kind: options.kind, startedAt, ok: false, file: out, bytes: null, checksum: null, error }).catch(
      () => undefined,
    );
    throw e;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
