import { existsSync } from 'node:fs';
import path from 'node:path';
import { takeBackup, type BackupSummary } from '../ops/backup.ts';
import type { Env } from '../ops/pg-tools.ts';
import { isMain, parseFlags, required, runCli, terminal, Refusal, whereTheDatabaseIs, withDatabase, type CliIo } from './shared.ts';

const USAGE = 'Usage: npm run backup -- --out FILE';

export interface BackupCliOptions {
  io?: CliIo;
  env?: Env;
  cwd?: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run backup -- --out FILE`. With PGlite the running server takes it (it holds the database); with
 * no server running, or with PostgreSQL, this process does. The server keeps serving meanwhile.
 */
export async function backupCli(argv: string[], options: BackupCliOptions = {}): Promise<number> {
  const io = options.io ?? terminal;
  const env = options.env ?? process.env;
  return runCli(io, USAGE, async () => {
    const out = path.resolve(options.cwd ?? process.cwd(), required(parseFlags(argv, { values: ['out'] }), 'out'));
    if (existsSync(out)) throw new Refusal(`Refused: ${out} exists; choose a new file name`);
    const summary = await whereTheDatabaseIs<BackupSummary>(env, 'backup', { out }, () =>
      withDatabase(env, 'npm run backup', (database) => takeBackup(database, out, { kind: 'manual', env })),
    );
    io.out(
      `Backup written to ${summary.file}: ${megabytes(summary.bytes)}, ${summary.rows} rows in ${summary.tables} tables, ` +
        `schema version ${summary.schemaVersion}, taken at ${summary.takenAt}, sha256 ${summary.checksum}`,
    );
  });
}

if (isMain(import.meta.url)) process.exitCode = await backupCli(process.argv.slice(2));
