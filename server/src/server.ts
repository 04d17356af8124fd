import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { ResourceFileError } from './schema/load-resources.ts';
import { SchemaDriftError } from './schema/apply-schema.ts';
import { SchemaTooNewError } from './db/schema-version.ts';
import { DataDirBusyError } from './ops/control-socket.ts';
import { DEMO_ADMIN, DEMO_ORG, ensureDemoOrganization } from './services/bootstrap.ts';

async function announceDemo(app: FastifyInstance) {
  const demo = await ensureDemoOrganization(app);
  if (!demo.created) return;
  app.log.info(`Created organisation '${DEMO_ORG.slug}' (${DEMO_ORG.name}) with administrator ${DEMO_ADMIN.email}`);
  const h = demo.history;
  if (h)
    console.log(
      `  Demo history: ${h.patients} patients and ${h.visits} visits over ${h.days} days (${(h.ms / 1000).toFixed(1)} s; DEMO_HISTORY=0 skips it)`,
    );
  if (demo.password) {
    // Printed once, on the first start only; it is not stored anywhere in clear.
    console.log(`\n  LabDesk demo sign-in: ${DEMO_ADMIN.email} / ${demo.password}\n`);
  }
}

const serving = (config: Config, processes = '') =>
  console.log(
    `  LabDesk is serving on http://localhost:${config.port}${processes} (organisation: http://${DEMO_ORG.slug}.localhost:${config.port})`,
  );

function onSignals(close: (signal: string) => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await close(signal);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return () => closing;
}

/**
 * WORKERS=N: this process migrates the database, makes the demo organisation and runs the backup schedule, and
 * N worker processes (node:cluster) serve the port; a worker that dies is replaced. Nothing a request needs lives
 * in one process's memory (README, "Behind a load balancer").
 */
async function primary(config: Config) {
  const app = await buildApp({ config });
  await announceDemo(app);
  await app.ready();
  const closing = onSignals(async (signal) => {
    app.log.info(`${signal}: closing ${config.workers} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : (w.once('exit', () => resolve()), w.kill('SIGTERM'))))),
    );
    await app.close();
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers) serving(config, ` by ${config.workers} processes`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing()) return;
    app.log.warn(`API worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(() => cluster.fork(), 1000);
  });
  for (let i = 0; i < config.workers; i++) cluster.fork();
}

/** One API process: the whole server, or (WORKERS) one of the primary's workers, which migrates nothing new. */
async function single(config: Config) {
  const worker = cluster.isWorker;
  // A worker leaves the backup schedule to the primary; its start-up migrations find the primary's done.
  const app = await buildApp({ config, background: !worker });
  if (!worker) await announceDemo(app);
  onSignals(async (signal) => {
    app.log.info(`${signal}: closing`);
    // close() stops accepting, lets in-flight requests finish, then closes the database (onClose).
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (!worker) serving(config);
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) await primary(config);
  else await single(config);
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof ResourceFileError ||
    err instanceof SchemaDriftError ||
    err instanceof SchemaTooNewError ||
    err instanceof DataDirBusyError
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
