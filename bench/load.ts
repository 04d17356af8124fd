import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database.ts';
import { openBenchApp } from './bench-app.ts';
import { cpuSeconds, machineCpu, processTree, startServer, type RunningServer } from './load-server.ts';
import { PATIENTS, seed, VISITS } from './visits.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP ?? 2);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '10,100').split(',').map(Number);
const SCHEMA = 'labdesk_bench_load';
/** Targets of issue 17: the patient page at 10 connections (requests/s) and at 100 (p99), every line without failures. */
const PAGE_RPS = { PGlite: 800, PostgreSQL: 1500 } as Record<string, number>;
const PAGE_P99_AT_100 = 250;

interface Case {
  label: string;
  path: string;
}

/** A URL whose connections work in the bench schema (the server takes DATABASE_URL as it is). */
function schemaUrl(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return u.toString();
}

const enc = encodeURIComponent;
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The four requests of the load test, on rows the seed made. */
export async function cases(db: Parameters<typeof seed>[0], orgId: string): Promise<Case[]> {
  const { rows: visit } = await sql<{ id: string }>`select id from visits where org_id = ${orgId}
    order by visited_at desc limit 1 offset 10`.execute(db);
  const { rows: patient } = await sql<{ name: string }>`select search_name as name from patients where org_id = ${orgId}
    and code = ${'P-' + String(Math.ceil(PATIENTS / 2)).padStart(6, '0')}`.execute(db);
  const week = JSON.stringify({ from: day(7), to: day(0) });
  return [
    { label: 'patient page', path: `/api/patient?sort=${enc('["createdAt","DESC"]')}&range=${enc('[0,24]')}` },
    { label: 'patient search', path: `/api/patient/search-patient?query=${enc(patient[0].name)}` },
    {
      label: 'visits, last 7 days',
      path: `/api/visit?filter=${enc(week)}&sort=${enc('["visitedAt","DESC"]')}&range=${enc('[0,24]')}`,
    },
    { label: 'GET /api/visit/{id}', path: `/api/visit/${visit[0].id}` },
  ];
}

async function signIn(server: RunningServer, email: string): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark-pass' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface Measured {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** share of one core the bench process (the client) used, the server's processes, and the machine's busy share */
  clientCpu: number;
  serverCpu: number;
  machineBusy: number;
  /** the server's CPU milliseconds per answered request: what a busy machine changes least */
  cpuPerRequest: number;
}

async function drive(server: RunningServer, token: string, c: Case, connections: number, seconds: number): Promise<Measured> {
  const pids = processTree(server.pid);
  const cpu0 = process.cpuUsage();
  const server0 = cpuSeconds(pids);
  const machine0 = machineCpu();
  const started = Date.now();
  const r = await autocannon({
    url: server.base + c.path,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const wall = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const machine1 = machineCpu();
  const serverCpu = cpuSeconds(pids) - server0;
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    clientCpu: (cpu.user + cpu.system) / 1e6 / wall,
    serverCpu: serverCpu / wall,
    machineBusy: (machine1.busy - machine0.busy) / Math.max(0.001, machine1.total - machine0.total),
    cpuPerRequest: (serverCpu * 1000) / Math.max(1, r.requests.total),
  };
}

const uptime = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const pct = (v: number) => `${Math.round(v * 100)}%`;

function verdicts(label: string, c: Case, connections: number, m: Measured): string[] {
  const out: string[] = [];
  if (m.errors || m.non2xx) out.push(`errors/non-2xx: NOT met`);
  if (c.label !== 'patient page') return out;
  if (connections === 10 && PAGE_RPS[label]) out.push(`≥ ${PAGE_RPS[label]} req/s: ${m.rps >= PAGE_RPS[label] ? 'met' : 'NOT met'}`);
  if (connections === 100 && label === 'PGlite') out.push(`p99 ≤ ${PAGE_P99_AT_100} ms: ${m.p99 <= PAGE_P99_AT_100 ? 'met' : 'NOT met'}`);
  return out;
}

function printLine(label: string, c: Case, connections: number, m: Measured) {
  const v = verdicts(label, c, connections, m);
  const failures = m.errors || m.non2xx ? `  errors ${m.errors} non-2xx ${m.non2xx}` : '  0 errors';
  console.log(
    `  ${c.label.padEnd(20)} ${String(connections).padStart(3)} conn ${m.rps.toFixed(0).padStart(6)} req/s` +
      `  p50 ${String(m.p50).padStart(4)}  p97.5 ${String(m.p975).padStart(4)}  p99 ${String(m.p99).padStart(4)}  max ${String(m.max).padStart(5)} ms` +
      `${failures}  server cpu ${m.cpuPerRequest.toFixed(2)} ms/req; cpu client ${pct(m.clientCpu)} server ${pct(m.serverCpu)} machine ${pct(m.machineBusy)}` +
      (v.length ? `  ${v.join('; ')}` : ''),
  );
}

/**
 * Waits until the server has answered what autocannon left in flight (requests of closed connections still run,
 * and on PGlite they queue for its one connection), so the next line does not pay for this one's backlog.
 */
async function settled<T>(server: RunningServer, token: string, value: T): Promise<T> {
  const res = await fetch(`${server.base}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(300_000),
  });
  await res.arrayBuffer();
  return value;
}

/** One server run: sign in, warm every request up, then each request at each number of connections. */
export async function runServer(label: string, dataDir: string, url: string | undefined, workers: string, email: string, list: Case[]) {
  const nodeArgs = process.env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean);
  const server = await startServer({ dataDir, databaseUrl: url, workers, nodeArgs });
  try {
    const processes = processTree(server.pid).length;
    if (workers !== '1' && processes < 2) {
      console.log(`  WORKERS=${workers}: not honoured by this server (it runs one process) — skipped`);
      return;
    }
    console.log(`  WORKERS=${workers} (${processes} server process${processes > 1 ? 'es' : ''}; machine load average ${uptime()})`);
    const token = await signIn(server, email);
    for (const c of list) if (WARMUP_SECONDS > 0) await settled(server, token, await drive(server, token, c, 10, WARMUP_SECONDS));
    for (const c of list)
      for (const n of CONNECTIONS) printLine(label, c, n, await settled(server, token, await drive(server, token, c, n, SECONDS)));
  } catch (e) {
    console.error(server.output());
    throw e;
  } finally {
    await server.stop();
  }
}

/**
 * BENCH_ONLY=load: the real server (node listening on a port) on the bench's patients and visits, driven by
 * autocannon from this process for a bounded time per line (BENCH_LOAD_SECONDS, default 10), with WORKERS=1 and,
 * on PostgreSQL, WORKERS=2 (BENCH_WORKERS, a comma list, overrides both).
 */
export async function benchLoad(label: string, url: string | undefined): Promise<void> {
  const bench = await openBenchApp(url, SCHEMA, 'bench-load');
  const started = Date.now();
  let list: Case[];
  try {
    await seed(bench.db.db, bench.org.id);
    list = await cases(bench.db.db, bench.org.id);
  } finally {
    await bench.release();
  }
  console.log(
    `\n${label} under load: ${PATIENTS.toLocaleString('en')} patients, ${VISITS.toLocaleString('en')} visits seeded in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; the real server (node, port) driven by autocannon in this process, ` +
      `${SECONDS} s a line after ${WARMUP_SECONDS} s of warm-up; server cpu per request; cpu: share of one core (client, server) and of the whole machine`,
  );
  const serverUrl = url ? schemaUrl(url, SCHEMA) : undefined;
  const workers = (process.env.BENCH_WORKERS ?? (url ? '1,2' : '1')).split(',');
  try {
    for (const w of workers) await runServer(label, bench.pgliteDir, serverUrl, w, 'bench@bench-load.lab', list);
  } finally {
    if (url) {
      const database = await openDatabase({ url });
      await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(database.db);
      await database.close();
    }
    rmSync(path.dirname(bench.pgliteDir), { recursive: true, force: true });
  }
}
