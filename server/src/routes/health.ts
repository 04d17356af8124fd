import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', {
    config: { public: true },
    schema: { tags: ['system'], summary: 'Liveness and database reachability' },
  }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 503, error: 'Database unreachable', title: 'Database unreachable', details: [] });
    }
  });
}
