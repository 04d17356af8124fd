import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PrincipalCache } from './auth/principal-cache.ts';
import { TokenService } from './auth/tokens.ts';
import { isClerkMode, type Config } from './config.ts';
import './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest, underStartupLock } from './db/migrate.ts';
import { countRollupsInZone } from './db/rollup-zone.ts';
import { assertSchemaFits } from './db/schema-version.ts';
import { BackupSchedule } from './ops/backup-schedule.ts';
import { opsCommands } from './ops/commands.ts';
import { PermissionRegistry } from './permissions.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorHandler } from './plugins/errors.ts';
import { responseCheck } from './plugins/response-check.ts';
import { spaPlugin } from './plugins/spa.ts';
import { authRoutes } from './routes/auth.ts';
import { administrationRoutes } from './routes/administration.ts';
import { domainRoutes } from './routes/domain.ts';
import { genericRoutes } from './routes/generic.ts';
import { healthRoutes } from './routes/health.ts';
import { backupRoutes } from './routes/backups.ts';
import { generatedRoutes } from './routes/resources.ts';
import { addLabdeskKeywords, AJV_OPTIONS } from './schema/ajv.ts';
import { sharedCompilers } from './schema/compilers.ts';
import { applyResourceSchema } from './schema/apply-schema.ts';
import { loadResources } from './schema/load-resources.ts';
import { ResourceRegistry } from './schema/registry.ts';
import type { ResourceDef } from './schema/types.ts';
import { OrganizationService } from './services/organization-service.ts';
import { ResourceService } from './services/resource-service.ts';

export interface AppOptions {
  config: Config;
  /** an open database (tests pass one); otherwise opened from the config and closed with the app */
  database?: Database;
  logger?: boolean;
  /**
   * The server's background duties: its backup schedule, and answering operations commands on the data
   * directory's control socket. Off for the command-line tools, which build the app only to run one command.
   */
  background?: boolean;
  /** Tests: every answer that has a response schema is validated against it, closed (plugins/response-check.ts). */
  checkResponses?: boolean;
}

function contentSecurityPolicy(config: Config) {
  const clerk = isClerkMode(config) ? ['https:'] : [];
  // A lab with a hosted EmailJS account sends from the browser to that service; otherwise e-mail goes to our relay.
  const emailjs = config.email.emailjs ? [config.email.emailjs.origin] : [];
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", ...clerk],
      'connect-src': ["'self'", ...clerk, ...emailjs],
      // blob: a receipt (PDF) is shown from the bytes the SPA fetched with its token.
      'frame-src': ["'self'", 'blob:', ...clerk],
      'img-src': ["'self'", 'data:', 'blob:', ...clerk],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'worker-src': ["'self'", 'blob:'],
      // Served over plain http on localhost too: upgrading would break every asset there.
      'upgrade-insecure-requests': null,
    },
  };
}

/**
 * Every request is logged once, when answered (not also when it arrives): a server error at error, a refused
 * request at warn, the rest at debug (LOG_LEVEL=debug shows them), so a busy server does not spend its time
 * writing lines nobody reads.
 */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'debug';
    reply.log[level]({ req, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) }, 'request completed');
  }
}

/**
 * The start-up work on the database: checks, migrations, the schema-driven tables, the roll-ups' time zone.
 * Idempotent: a database it has prepared before is only checked.
 */
export async function prepareDatabase(database: Database, defs: ResourceDef[]): Promise<void> {
  await underStartupLock(database.db, database.kind, async (db) => {
    await assertSchemaFits(db);
    await migrateToLatest(db);
    await applyResourceSchema(db, defs);
    await migrateToLatest(db, 'after');
    await countRollupsInZone(db);
  });
}

/** The whole server as one Fastify instance, testable with inject() and no port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const defs = loadResources(config.resourcesDir);
  const registry = new ResourceRegistry(defs);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));
  await prepareDatabase(database, defs);

  const hops = config.trustProxy;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Behind a load balancer: whose X-Forwarded-For to believe (README, "Behind a load balancer"); a number
    // trusts that many proxies nearest to us, as proxy-addr does.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    logController: new RequestLog(),
    ajv: { customOptions: { ...AJV_OPTIONS }, plugins: [addLabdeskKeywords] },
    schemaController: { compilersFactory: sharedCompilers },
    bodyLimit: 2 * 1024 * 1024,
  });
  const resources = new ResourceService(database.db, registry);
  app.decorate('ctx', {
    config,
    db: database.db,
    registry,
    resources,
    organizations: new OrganizationService(database.db, resources),
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    principals: new PrincipalCache(database.db, database.prepared),
    permissions: new PermissionRegistry(),
  });
  const background = options.background !== false;
  const schedule =
    background && config.backupDir
      ? new BackupSchedule({
          database,
          dir: config.backupDir,
          everySeconds: config.backupEverySeconds,
          keep: config.backupKeep,
          log: app.log,
        })
      : undefined;
  app.addHook('onReady', async () => {
    if (background) database.control?.serve(opsCommands(app, database));
    schedule?.start();
  });
  app.addHook('onClose', async () => {
    await schedule?.stop();
    if (!options.database) await database.close();
  });

  app.setErrorHandler(errorHandler);
  if (options.checkResponses) responseCheck(app);
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, exposedHeaders: ['Content-Range'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'LabDesk API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(accessPlugin);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.addHook('onSend', async (_req, reply) => {
    if (reply.hasHeader('Content-Range')) reply.header('Access-Control-Expose-Headers', 'Content-Range');
  });

  await app.register(healthRoutes);
  await app.register(backupRoutes);
  await app.register(authRoutes);
  await app.register(generatedRoutes);
  await app.register(genericRoutes);
  await app.register(domainRoutes);
  await app.register(administrationRoutes);
  await spaPlugin(app);
  return app;
}
