import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../errors.ts';

/**
 * PGlite is one process's database: a second process opening the same data directory would corrupt it.
 * Whoever opens a PGlite data directory (the server, or a command while the server is stopped) first
 * binds this data directory's control socket, which is the lock. The server answers operations commands
 * on it (`npm run org`, `npm run backup`), so they run inside the process that holds the database.
 * The socket sits in a directory only this OS user can enter: reaching it is the authentication. The
 * directory is under /tmp whatever TMPDIR says, so a command run with another TMPDIR finds the server.
 */

export type Command = (args: Record<string, unknown>) => Promise<unknown>;
export type Commands = Record<string, Command>;

/** Another process holds the data directory. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by ${holder} (pid ${pid}); stop it first or use another DATA_DIR`);
  }
}

export interface ControlSocket {
  path: string;
  /** Commands answered from now on; until then every command is refused as busy. */
  serve(commands: Commands): void;
  close(): Promise<void>;
}

interface Holder {
  pid: number;
  holder: string;
}

const uid = () => process.getuid?.() ?? 0;
const SOCKETS_ROOT = process.platform === 'win32' ? os.tmpdir() : '/tmp';
const socketName = (dataDir: string) => `${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}.sock`;

/** The socket of a data directory: in a private directory of this OS user, named after the directory's path. */
export function controlSocketPath(dataDir: string, user = uid()): string {
  return path.join(SOCKETS_ROOT, `labdesk-${user}`, socketName(dataDir));
}

/**
 * A process of another OS user holding the data directory (root running a command beside the server's
 * user): only root can see into that user's directory, and only root could open the files it holds.
 */
async function otherUsersHolder(dataDir: string): Promise<Holder | undefined> {
  let dirs: string[];
  try {
    dirs = readdirSync(SOCKETS_ROOT).filter((d) => /^labdesk-\d+$/.test(d) && d !== `labdesk-${uid()}`);
  } catch {
    return undefined;
  }
  for (const dir of dirs) {
    const socketPath = path.join(SOCKETS_ROOT, dir, socketName(dataDir));
    if (!existsSync(socketPath)) continue;
    const holder = await request<Holder>(socketPath, 'GET', '/holder').catch(() => undefined);
    if (holder) return holder;
  }
  return undefined;
}

function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = statSync(dir);
  if (st.uid !== uid() || (st.mode & 0o077) !== 0) {
    throw new Error(`${dir} must belong to this user and be closed to others (chmod 700) before LabDesk uses it`);
  }
}

async function readJson(stream: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function listen(server: http.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Binds the data directory's control socket, or throws DataDirBusyError naming the process that holds it. */
export async function holdDataDir(dataDir: string, holder: string): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  privateDir(path.dirname(socketPath));
  const stranger = await otherUsersHolder(dataDir);
  if (stranger) throw new DataDirBusyError(dataDir, `${stranger.holder} of another user`, stranger.pid);
  const me: Holder = { pid: process.pid, holder };
  let commands: Commands | undefined;
  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/holder') return answer(res, 200, me);
      const run = commands?.[(req.url ?? '').replace(/^\//, '')];
      if (req.method !== 'POST' || !run) {
        const why = commands ? 'unknown command' : `${holder} (pid ${process.pid}) is working on it; try again when it has finished`;
        return answer(res, commands ? 404 : 503, { error: `DATA_DIR ${dataDir} is busy: ${why}` });
      }
      try {
        answer(res, 200, await run((await readJson(req)) as Record<string, unknown>));
      } catch (e) {
        const status = e instanceof AppError ? e.status : 500;
        answer(res, status, { error: e instanceof Error ? e.message : String(e) });
      }
    })();
  });
  try {
    await listen(server, socketPath);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    const other = await request<Holder>(socketPath, 'GET', '/holder').catch(() => undefined);
    if (other) throw new DataDirBusyError(dataDir, other.holder, other.pid);
    // Left behind by a process that died: nobody answers on it.
    unlinkSync(socketPath);
    await listen(server, socketPath);
  }
  return {
    path: socketPath,
    serve(next) {
      commands = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A failed command, with the one line its handler gave. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function request<T>(socketPath: string, method: string, url: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: url, headers: { 'content-type': 'application/json' } }, (res) => {
      readJson(res).then((parsed) => {
        const status = res.statusCode ?? 500;
        if (status >= 400) reject(new ControlError(status, (parsed as { error?: string }).error ?? `status ${status}`));
        else resolve(parsed as T);
      }, reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * Runs a command in the process holding the data directory. Answers `{ held: false }` when no process
 * holds it (the caller may then open the directory itself).
 */
export async function callHolder<T>(
  dataDir: string,
  command: string,
  args: Record<string, unknown>,
): Promise<{ held: false } | { held: true; result: T }> {
  try {
    return { held: true, result: await request<T>(controlSocketPath(dataDir), 'POST', `/${command}`, args) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return { held: false };
    if (code === 'EACCES') {
      throw new ControlError(403, `Cannot reach the LabDesk server holding DATA_DIR ${dataDir}: run this as the user it runs as`);
    }
    throw e;
  }
}
