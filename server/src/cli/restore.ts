import path from 'node:path';
import { storageConfig } from '../config.ts';
import type { Env } from '../ops/pg-tools.ts';
import { restoreBackup } from '../ops/restore.ts';
import { isMain, parseFlags, required, runCli, terminal, type CliIo } from './shared.ts';

const USAGE = 'Usage: npm run restore -- --from FILE [--force]   (into DATA_DIR, or DATABASE_URL when set)';

export interface RestoreCliOptions {
  io?: CliIo;
  env?: Env;
  cwd?: string;
}

/** `npm run restore -- --from FILE [--force]`: into an empty DATA_DIR or database; checks every row count. */
export async function restoreCli(argv: string[], options: RestoreCliOptions = {}): Promise<number> {
  const io = options.io ?? terminal;
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  return runCli(io, USAGE, async () => {
    const flags = parseFlags(argv, { values: ['from'], switches: ['force'] });
    const from = path.resolve(cwd, required(flags, 'from'));
    const summary = await restoreBackup(from, storageConfig(env, cwd), { force: flags.force === true, env });
    io.out(
      `Restored ${from} (taken ${summary.takenAt} by LabDesk ${summary.labdeskVersion}, schema version ${summary.schemaVersion}) into ${summary.into}: ` +
        `${summary.rows} rows in ${summary.tables} tables, every count as the manifest says. Start the server on it: npm start`,
    );
  });
}

if (isMain(import.meta.url)) process.exitCode = await restoreCli(process.argv.slice(2));
