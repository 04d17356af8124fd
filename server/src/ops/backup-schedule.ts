import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database.ts';
import { backupHistory, recordBackup, releaseBackupLock, tryBackupLock } from '../repositories/backup-repository.ts';
import { takeBackup } from './backup.ts';
import { nextScheduledBackup } from './backup-state.ts';

export interface BackupScheduleOptions {
  database: Database;
  dir: string;
  everySeconds: number;
  keep: number;
  log: FastifyBaseLogger;
}

/** After a failure the schedule tries again this soon (or at its interval, if shorter). */
const RETRY_SECONDS = 15 * 60;
/** The schedule looks again at least this often, so it sees the backups other processes took. */
const LOOK_AGAIN_MS = 60 * 60 * 1000;

const FILE = /^labdesk-\d{8}T\d{6}Z\.backup$/;

/** labdesk-20250501T020000Z.backup: the names sort in time order. */
export const backupFileName = (at: Date) =>
  `labdesk-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;

export type TurnResult = 'taken' | 'failed' | 'not-due' | 'busy';

/**
 * The server's own backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). The `backups` table says when the
 * schedule last ran, so a restart does not back up again early, and on PostgreSQL an advisory lock lets
 * exactly one of several processes take each backup.
 */
export class BackupSchedule {
  private timer?: NodeJS.Timeout;
  private running?: Promise<TurnResult>;
  private stopped = false;

  constructor(private readonly options: BackupScheduleOptions) {}

  start(): void {
    this.plan(0);
  }

  /** Stops planning and waits for a backup under way, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private plan(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.turn()
        .catch((err: unknown) => {
          this.options.log.error({ err }, `Backup failed: ${err instanceof Error ? err.message : String(err)}`);
          return 'failed' as const;
        })
        .finally(() => (this.running = undefined));
      void this.running.then(() => this.planNext());
    }, ms);
    this.timer.unref();
  }

  private async planNext(): Promise<void> {
    try {
      const due = nextScheduledBackup(await backupHistory(this.options.database.db), this.options.everySeconds, RETRY_SECONDS);
      this.plan(Math.min(Math.max(due.getTime() - Date.now(), 0), LOOK_AGAIN_MS));
    } catch (err) {
      this.options.log.error({ err }, 'Backup schedule: cannot read the backup history');
      this.plan(LOOK_AGAIN_MS);
    }
  }

  /** One look: backs up when due (and when no other process is doing it), then prunes old files. */
  async turn(): Promise<TurnResult> {
    const { database } = this.options;
    if (database.kind === 'pglite') return this.backUpIfDue();
    // The lock is a session's: one connection holds it while the backup runs on the others.
    return database.db.connection().execute(async (conn) => {
      if (!(await tryBackupLock(conn))) return 'busy';
      try {
        return await this.backUpIfDue();
      } finally {
        await releaseBackupLock(conn);
      }
    });
  }

  private async backUpIfDue(): Promise<TurnResult> {
    const { database, dir, everySeconds, log } = this.options;
    const due = nextScheduledBackup(await backupHistory(database.db), everySeconds, RETRY_SECONDS);
    if (due.getTime() > Date.now()) return 'not-due';
    // Names have whole seconds: a backup never overwrites one taken in the same second (fast on PostgreSQL).
    let startedAt = new Date();
    while (existsSync(path.join(dir, backupFileName(startedAt)))) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - startedAt.getMilliseconds()));
      startedAt = new Date();
    }
    const out = path.join(dir, backupFileName(startedAt));
    try {
      await mkdir(dir, { recursive: true });
    } catch (err) {
      return this.failed(database.db, startedAt, out, err);
    }
    try {
      const summary = await takeBackup(database, out, { kind: 'scheduled' });
      log.info(`Backup written: ${out} (${summary.bytes} bytes, ${summary.rows} rows in ${summary.tables} tables)`);
    } catch (err) {
      // takeBackup has recorded the failure; administrators see it on the home screen.
      log.error({ err }, `Backup failed: ${err instanceof Error ? err.message : String(err)}`);
      return 'failed';
    }
    await this.prune();
    return 'taken';
  }

  private async failed(db: Db, startedAt: Date, out: string, err: unknown): Promise<TurnResult> {
    const error = err instanceof Error ? err.message : String(err);
    this.options.log.error({ err }, `Backup failed: ${error}`);
    await recordBackup(db, { kind: 'scheduled', startedAt, ok: false, file: out, bytes: null, checksum: null, error });
    return 'failed';
  }

  /** Keeps the newest BACKUP_KEEP backups of the schedule; other files in the directory are left alone. */
  private async prune(): Promise<void> {
    const { dir, keep, log } = this.options;
    const ours = (await readdir(dir)).filter((name) => FILE.test(name)).sort();
    for (const name of ours.slice(0, Math.max(ours.length - keep, 0))) {
      await rm(path.join(dir, name)).catch((err: unknown) => log.warn({ err }, `Could not remove the old backup ${name}`));
    }
  }
}
