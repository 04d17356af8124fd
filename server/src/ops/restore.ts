import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { KNOWN_MIGRATIONS, schemaMisfit } from '../db/schema-version.ts';
import { serverVersionNum, tableRowCounts, userTableCount } from '../repositories/backup-repository.ts';
import { actualChecksum, BackupFormatError, extractPayload, readBackupHeader, type BackupHeader } from './backup-file.ts';
import { DataDirBusyError, holdDataDir } from './control-socket.ts';
import { checkToolFits, findTool, pgRestore, type Env } from './pg-tools.ts';

/** A restore that did not start: the target and the file are as they were. Its message is one line. */
export class RestoreRefused extends Error {}

/** A restore that ran but whose row counts differ from the manifest. */
export class RestoreMismatch extends Error {}

export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface RestoreSummary {
  into: string;
  takenAt: string;
  labdeskVersion: string;
  schemaVersion: number;
  tables: number;
  rows: number;
}

const redact = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** Reads the header and refuses a damaged file or one this LabDesk cannot run, before the target is touched. */
async function checkFile(file: string, target: RestoreTarget): Promise<BackupHeader> {
  if (!existsSync(file)) throw new RestoreRefused(`Refused: ${file} does not exist`);
  let header: BackupHeader;
  try {
    header = await readBackupHeader(file);
  } catch (e) {
    if (e instanceof BackupFormatError) throw new RestoreRefused(`Refused: ${file}: ${e.message}`);
    throw e;
  }
  const actual = await actualChecksum(file, header);
  if (actual !== header.checksum) {
    throw new RestoreRefused(
      `Refused: ${file} is damaged: its checksum does not match (recorded ${header.checksum.slice(0, 12)}…, contents ${actual.slice(0, 12)}…)`,
    );
  }
  const { manifest } = header;
  const known = new Set(KNOWN_MIGRATIONS);
  const misfit = schemaMisfit(
    { version: manifest.schemaVersion, unknown: manifest.migrations.filter((m) => !known.has(m)) },
    "The backup's",
  );
  if (misfit) throw new RestoreRefused(`Refused: ${misfit} (LabDesk ${manifest.labdeskVersion})`);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wanted) {
    const hint =
      wanted === 'postgres'
        ? 'unset DATABASE_URL to restore it into DATA_DIR'
        : 'set DATABASE_URL to the PostgreSQL database to restore it into';
    throw new RestoreRefused(`Refused: ${file} is a ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup; ${hint}`);
  }
  return header;
}

function compareCounts(manifest: Record<string, number>, restored: Record<string, number>): { tables: number; rows: number } {
  const names = [...new Set([...Object.keys(manifest), ...Object.keys(restored)])].sort();
  const wrong = names
    .filter((t) => manifest[t] !== restored[t])
    .map((t) => `${t} (manifest ${manifest[t] ?? 'none'}, restored ${restored[t] ?? 'none'})`);
  if (wrong.length) throw new RestoreMismatch(`Restored, but ${wrong.length} table(s) differ from the manifest: ${wrong.join(', ')}`);
  return { tables: names.length, rows: Object.values(restored).reduce((a, b) => a + b, 0) };
}

async function restorePglite(
  file: string,
  header: BackupHeader,
  dataDir: string,
  force: boolean,
  work: string,
): Promise<Record<string, number>> {
  let control;
  try {
    control = await holdDataDir(dataDir, 'npm run restore');
  } catch (e) {
    if (e instanceof DataDirBusyError)
      throw new RestoreRefused(`Refused: DATA_DIR ${dataDir} is in use by ${e.holder} (pid ${e.pid}); stop it before restoring`);
    throw e;
  }
  try {
    const entries = existsSync(dataDir) ? await readdir(dataDir) : [];
    if (entries.length && !force) {
      throw new RestoreRefused(
        `Refused: DATA_DIR ${dataDir} is not empty; restore into an empty directory, or add --force to replace what it holds`,
      );
    }
    for (const entry of entries) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    const payload = path.join(work, 'pgdata.tar.gz');
    await extractPayload(file, header, payload);
    const load = new File([await readFile(payload)], 'pgdata.tar.gz', { type: 'application/x-gzip' });
    const database = await openDatabase({ dataDir, load, held: control });
    control = undefined; // closed with the database
    try {
      return await tableRowCounts(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await control?.close();
  }
}

async function restorePostgres(file: string, header: BackupHeader, url: string, force: boolean, work: string, env: Env) {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const tables = await userTableCount(database.db);
    if (tables > 0 && !force) {
      throw new RestoreRefused(
        `Refused: the database ${redact(url)} is not empty (${tables} tables); restore into an empty database, or add --force to replace what it holds`,
      );
    }
    const tool = findTool('pg_restore', env);
    await checkToolFits(tool, await serverVersionNum(database.db), env);
    const payload = path.join(work, 'dump.pgcustom');
    await extractPayload(file, header, payload);
    await pgRestore(url, payload, { clean: force }, env);
    return await tableRowCounts(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into an empty data directory or database (or, with force, over what is there),
 * then checks every table's row count against the manifest.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force?: boolean; env?: Env } = {},
): Promise<RestoreSummary> {
  const header = await checkFile(file, target);
  const work = await mkdtemp(path.join(os.tmpdir(), 'labdesk-restore-'));
  try {
    const force = Boolean(options.force);
    const restored = target.databaseUrl
      ? await restorePostgres(file, header, target.databaseUrl, force, work, options.env ?? process.env)
      : await restorePglite(file, header, target.dataDir, force, work);
    const { manifest } = header;
    return {
      into: target.databaseUrl ? redact(target.databaseUrl) : target.dataDir,
      takenAt: manifest.takenAt,
      labdeskVersion: manifest.labdeskVersion,
      schemaVersion: manifest.schemaVersion,
      ...compareCounts(manifest.tables, restored),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
