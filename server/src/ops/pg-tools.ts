import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * pg_dump and pg_restore, PostgreSQL's own client tools: a custom-format dump is the one PostgreSQL's
 * people and tools know, compressed, restorable object by object.
 */

export class PgToolError extends Error {}

export type Env = Record<string, string | undefined>;

export function findTool(name: 'pg_dump' | 'pg_restore', env: Env): string {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new PgToolError(
    `${name} was not found on PATH: install PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client)`,
  );
}

/** The URL without its password, and the password for PGPASSWORD (so it never shows in the process list). */
function connection(url: string, env: Env): { dbname: string; env: Env } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: Env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(out);
      const first = err.trim().split('\n')[0] || `exited with status ${code}`;
      reject(new PgToolError(`${path.basename(tool)} failed: ${first}`));
    });
  });
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function toolMajor(tool: string, env: Env): Promise<number> {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(await run(tool, ['--version'], env));
  return m ? Number(m[1]) : 0;
}

/** pg_dump refuses a server newer than itself; say which package fixes that, in one line. */
export async function checkToolFits(tool: string, serverVersionNum: number, env: Env): Promise<void> {
  const server = Math.floor(serverVersionNum / 10000);
  const client = await toolMajor(tool, env);
  if (client < server) {
    throw new PgToolError(
      `${path.basename(tool)} ${client} cannot handle PostgreSQL ${server}: install postgresql-client-${server} (or a newer postgresql-client)`,
    );
  }
}

/** Dumps the database in custom format, as it was in `snapshot` (an exported snapshot of an open transaction). */
export async function pgDump(url: string, snapshot: string, out: string, env: Env): Promise<void> {
  const tool = findTool('pg_dump', env);
  const c = connection(url, env);
  await run(tool, ['--format=custom', `--snapshot=${snapshot}`, `--file=${out}`, `--dbname=${c.dbname}`], c.env);
}

export async function pgRestore(url: string, file: string, options: { clean: boolean }, env: Env): Promise<void> {
  const tool = findTool('pg_restore', env);
  const c = connection(url, env);
  const clean = options.clean ? ['--clean', '--if-exists'] : [];
  await run(
    tool,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...clean, `--dbname=${c.dbname}`, file],
    c.env,
  );
}
