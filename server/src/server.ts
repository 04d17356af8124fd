import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ResourceFileError } from './schema/load-resources.ts';
import { SchemaDriftError } from './schema/apply-schema.ts';
import { SchemaTooNewError } from './db/schema-version.ts';
import { DataDirBusyError } from './ops/control-socket.ts';
import { DEMO_ADMIN, DEMO_ORG, ensureDemoOrganization } from './services/bootstrap.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const demo = await ensureDemoOrganization(app);
  if (demo.created) {
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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // close() stops accepting, lets in-flight requests finish, then closes the database (onClose).
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`  LabDesk is serving on http://localhost:${config.port} (organisation: http://${DEMO_ORG.slug}.localhost:${config.port})`);
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
