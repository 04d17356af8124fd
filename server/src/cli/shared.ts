import { pathToFileURL } from 'node:url';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig, storageConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { SchemaTooNewError } from '../db/schema-version.ts';
import { AppError } from '../errors.ts';
import { BackupFormatError } from '../ops/backup-file.ts';
import { opsCommands } from '../ops/commands.ts';
import { callHolder, ControlError, DataDirBusyError, type Commands } from '../ops/control-socket.ts';
import { PgToolError, type Env } from '../ops/pg-tools.ts';
import { RestoreMismatch, RestoreRefused } from '../ops/restore.ts';
import { ResourceFileError } from '../schema/load-resources.ts';

/** Where a command writes: the terminal, or a test's lines. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const terminal: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** A usage mistake: printed with the usage, exit status 2. */
export class UsageError extends Error {}

/** A refusal the command itself makes, such as an output file that exists: one line, exit status 1. */
export class Refusal extends Error {}

/** `--name value`, `--name=value` and bare `--flag` (true); anything else is a usage mistake. */
export function parseFlags(argv: string[], known: { values: string[]; switches?: string[] }): Record<string, string | boolean> {
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new UsageError(`Unexpected argument '${argv[i]}'`);
    const [, name, inline] = m;
    if (known.switches?.includes(name)) {
      flags[name] = true;
    } else if (known.values.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else {
      throw new UsageError(`Unknown option --${name}`);
    }
  }
  return flags;
}

export function required(flags: Record<string, string | boolean>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** The errors a command explains in one line; anything else is a bug and keeps its stack. */
const EXPLAINED = [
  Refusal,
  AppError,
  ControlError,
  DataDirBusyError,
  ConfigError,
  SchemaTooNewError,
  RestoreRefused,
  RestoreMismatch,
  PgToolError,
  BackupFormatError,
  ResourceFileError,
];

/** Runs a command's body: 0 when it worked, 1 with one line when it was refused or failed, 2 for a usage mistake. */
export async function runCli(io: CliIo, usage: string, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n${usage}`);
      return 2;
    }
    if (EXPLAINED.some((kind) => e instanceof kind)) {
      io.err((e as Error).message);
      return 1;
    }
    io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return 1;
  }
}

/**
 * Runs an operations command where the database is. A PGlite data directory held by a running server:
 * inside that server, through its control socket (PGlite is one process's database). Otherwise (PostgreSQL,
 * or no server running) in this process, by `local`.
 */
export async function whereTheDatabaseIs<T>(env: Env, command: string, args: Record<string, unknown>, local: () => Promise<T>): Promise<T> {
  const storage = storageConfig(env);
  if (!storage.databaseUrl) {
    const answer = await callHolder<T>(storage.dataDir, command, args);
    if (answer.held) return answer.result;
  }
  return local();
}

/** Opens the configured database in this process (holding a PGlite data directory as `holder`). */
export async function withDatabase<T>(env: Env, holder: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const storage = storageConfig(env);
  const database = await openDatabase({ url: storage.databaseUrl, dataDir: storage.dataDir, holder });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** The whole app in this process, without its background duties, to run one command through opsCommands. */
export async function withCommands<T>(env: Env, holder: string, fn: (commands: Commands) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  return withDatabase(env, holder, async (database) => {
    const app = await buildApp({ config, database, logger: false, background: false });
    try {
      await app.ready();
      return await fn(opsCommands(app, database));
    } finally {
      await app.close();
    }
  });
}

/** True when the module is the program node was started with (not imported by a test). */
export const isMain = (metaUrl: string) => process.argv[1] !== undefined && metaUrl === pathToFileURL(process.argv[1]).href;
