import type { FastifyInstance } from 'fastify';
import { BackupStatus } from '../../../contract/ops.ts';
import { backupStatus } from '../ops/backup-state.ts';
import { backupHistory } from '../repositories/backup-repository.ts';

/** Administrators see on the home screen when the server's own backups fail or fall behind. */
export async function backupRoutes(app: FastifyInstance) {
  app.ctx.permissions.register({ resource: 'backup', label: 'Backups', category: 'Administration', actions: ['show'] });
  const { config, db } = app.ctx;
  app.get(
    '/api/backups/status',
    {
      config: { permission: { resource: 'backup', action: 'show' } },
      schema: {
        tags: ['operations'],
        summary: "The installation's backups: the last good one, and the schedule's last failure",
        response: { 200: BackupStatus },
      },
    },
    async () =>
      backupStatus(await backupHistory(db), { scheduled: Boolean(config.backupDir), everySeconds: config.backupEverySeconds }, new Date()),
  );
}
