import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Readiness } from '../../../contract/ops.ts';
import { readDatabaseSchema, SCHEMA_VERSION } from '../db/schema-version.ts';
import { backupStatus, maxBackupAge } from '../ops/backup-state.ts';
import { backupHistory } from '../repositories/backup-repository.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Liveness and database reachability (one trivial query: cheap enough for a load balancer)' },
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
        return { status: 'ok', database: 'ok' };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 503, error: 'Database unreachable', title: 'Database unreachable', details: [] });
      }
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness for operators: the database answers, every migration has run, the last backup is recent enough',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      const body = await readiness(app);
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
}

async function readiness(app: FastifyInstance): Promise<Readiness> {
  const { config, db } = app.ctx;
  const migrations = {
    ok: false,
    schemaVersion: null as number | null,
    expectedSchemaVersion: SCHEMA_VERSION,
    pending: [] as string[],
    unknown: [] as string[],
  };
  const scheduled = Boolean(config.backupDir);
  const backup = {
    ok: false,
    scheduled,
    lastSuccessAt: null as string | null,
    ageSeconds: null as number | null,
    maxAgeSeconds: scheduled ? maxBackupAge(config.backupEverySeconds) : null,
    failing: false,
  };
  try {
    const schema = await readDatabaseSchema(db);
    Object.assign(migrations, {
      ok: schema.pending.length === 0 && schema.unknown.length === 0,
      schemaVersion: schema.version,
      pending: schema.pending,
      unknown: schema.unknown,
    });
    const now = new Date();
    const status = backupStatus(await backupHistory(db), { scheduled, everySeconds: config.backupEverySeconds }, now);
    const age = status.lastSuccessAt ? Math.floor((now.getTime() - Date.parse(status.lastSuccessAt)) / 1000) : null;
    Object.assign(backup, {
      ok: !status.overdue && !status.lastFailure,
      lastSuccessAt: status.lastSuccessAt,
      ageSeconds: age,
      failing: Boolean(status.lastFailure),
    });
  } catch (err) {
    app.log.error({ err }, 'readiness check: database unreachable');
    const error = 'Database unreachable';
    return { status: 'not-ready', checks: { database: { ok: false, error }, migrations, backup } };
  }
  const ready = migrations.ok && backup.ok;
  return { status: ready ? 'ready' : 'not-ready', checks: { database: { ok: true }, migrations, backup } };
}
