import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback interface (the kernel picks it; it stays free until the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  pid: number;
  /** the output it printed so far (shown when it fails) */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The real server (`node --import tsx server/src/server.ts`) as a child process on a free port: PGlite on
 * `dataDir`, or PostgreSQL at `databaseUrl`; `WORKERS` is passed through. Resolves once /api/health answers.
 */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  workers?: string;
  /** node's own flags, e.g. --cpu-prof (BENCH_LOAD_NODE_ARGS) */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    DEMO_HISTORY: '0',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.WORKERS;
  delete env.BACKUP_DIR;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.workers) env.WORKERS = opts.workers;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join('server', 'src', 'server.ts')],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`the server exited before answering:\n${log}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 3 minutes:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    output: () => log,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** The process and every process below it (cluster workers), from /proc; Linux only, empty elsewhere. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    const file = `/proc/${all[i]}/task/${all[i]}/children`;
    if (!existsSync(file)) continue;
    const kids = readFileSync(file, 'utf8').trim();
    if (kids) all.push(...kids.split(/\s+/).map(Number));
  }
  return all;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the processes have used so far. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The machine's busy and total CPU seconds so far, from /proc/stat (every core). */
export function machineCpu(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = v[3] + (v[4] ?? 0);
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return { busy: 0, total: 0 };
  }
}
