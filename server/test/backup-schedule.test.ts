/**
 * The server's own backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): taken when due and not before, the
 * newest kept, failures logged as errors and shown to administrators (GET /api/backups/status), and the
 * readiness check (GET /api/health/ready) that operators watch.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { SCHEMA_VERSION } from '../src/db/schema-version.ts';
import { BackupSchedule } from '../src/ops/backup-schedule.ts';
import { backupHistory } from '../src/repositories/backup-repository.ts';
import { memberWith } from './administration-helpers.ts';
import { createOrgWithAdmin, databases, preparedDatabase, testConfig, type Client } from './helpers.ts';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'labdesk-schedule-'));

/** A logger that keeps what was logged as an error. */
function recordingLogger(errors: string[]): FastifyBaseLogger {
  const log = {
    level: 'info',
    error: (_obj: unknown, message?: string) => errors.push(message ?? String(_obj)),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

describe.each(databases)('scheduled backups and readiness on $name', ({ url }) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Client;
  let clerk: Client;
  const dir = path.join(scratch(), 'backups');
  const errors: string[] = [];
  const schedule = (over: { dir?: string; keep?: number } = {}) =>
    new BackupSchedule({
      database: db,
      dir: over.dir ?? dir,
      everySeconds: 3600,
      keep: over.keep ?? 7,
      log: recordingLogger(errors),
    });
  let db: Database;
  const files = () => readdirSync(dir).sort();
  const ageLastBackups = (hours: number) =>
    sql`update backups set finished_at = now() - make_interval(hours => ${hours})`.execute(app.ctx.db);

  beforeAll(async () => {
    db = await preparedDatabase(url);
    // the app knows the schedule (its status and readiness read it) but the test drives its turns
    app = await buildApp({
      config: testConfig({ BACKUP_DIR: dir, BACKUP_EVERY: '1h', BACKUP_KEEP: '7' }),
      database: db,
      logger: false,
      background: false,
    });
    await app.ready();
    close = async () => {
      await app.close();
      await db.close();
    };
    const org = await createOrgWithAdmin(app, 'scheduled');
    admin = org.client;
    clerk = (await memberWith(app, org.org, 'clerk@scheduled.lab', ['patient.list'])).client;
  });
  afterAll(() => close?.());

  it('takes the first backup at once, then not again before the interval', async () => {
    expect(await schedule().turn()).toBe('taken');
    expect(files()).toEqual([expect.stringMatching(/^labdesk-\d{8}T\d{6}Z\.backup$/)]);
    expect(await schedule().turn()).toBe('not-due');
    expect(files()).toHaveLength(1);
    const history = await backupHistory(app.ctx.db);
    expect(history.lastScheduled).toMatchObject({ ok: true, error: null });
    expect(history.lastSuccess?.file).toBe(path.join(dir, files()[0]));
    expect(errors).toEqual([]);
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', async () => {
    const [first] = files();
    writeFileSync(path.join(dir, 'labdesk-20000101T000000Z.backup'), 'old');
    writeFileSync(path.join(dir, 'labdesk-20000102T000000Z.backup'), 'old');
    writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    await ageLastBackups(2);
    expect(await schedule({ keep: 2 }).turn()).toBe('taken');
    const now = files();
    expect(now).toHaveLength(3);
    expect(now).toContain('notes.txt');
    expect(now).toContain(first);
    expect(now.filter((f) => f.startsWith('labdesk-2000'))).toEqual([]);
  });

  it('logs a failure as an error and shows it to administrators, and readiness fails', async () => {
    const blocked = path.join(scratch(), 'a-file');
    writeFileSync(blocked, 'not a directory');
    await ageLastBackups(2);
    expect(await schedule({ dir: path.join(blocked, 'backups') }).turn()).toBe('failed');
    expect(errors).toEqual([expect.stringMatching(/^Backup failed: .*(ENOTDIR|EEXIST)/)]);

    const status = await admin.get('/api/backups/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      scheduled: true,
      everySeconds: 3600,
      overdue: false,
      lastFailure: { error: errors[0].slice('Backup failed: '.length) },
    });
    expect(Date.parse(status.body.lastFailure.at)).not.toBeNaN();
    const refused = await clerk.get('/api/backups/status');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You do not have permission to show backup');

    const ready = await admin.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'not-ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true, schemaVersion: SCHEMA_VERSION, expectedSchemaVersion: SCHEMA_VERSION, pending: [], unknown: [] },
        backup: { ok: false, scheduled: true, failing: true, maxAgeSeconds: 7200 },
      },
    });
  });

  it('retries a failure soon, clears it with the next good backup; an old last backup is overdue', async () => {
    expect(await schedule().turn()).toBe('not-due');
    await ageLastBackups(1);
    expect(await schedule().turn()).toBe('taken');
    expect((await admin.get('/api/backups/status')).body).toMatchObject({ lastFailure: null, overdue: false });
    const ready = await admin.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.checks.backup).toMatchObject({ ok: true, failing: false });
    expect(ready.body.checks.backup.ageSeconds).toBeLessThan(600);

    await ageLastBackups(3);
    expect((await admin.get('/api/backups/status')).body.overdue).toBe(true);
    const stale = await admin.get('/api/health/ready');
    expect(stale.status).toBe(503);
    expect(stale.body.checks.backup).toMatchObject({ ok: false, failing: false });
    expect(stale.body.checks.backup.ageSeconds).toBeGreaterThan(3 * 3600 - 60);
  });

  it.runIf(url)('lets exactly one of several processes take a due backup', async () => {
    await ageLastBackups(2);
    const before = files().length;
    const turns = await Promise.all([schedule().turn(), schedule().turn(), schedule().turn()]);
    expect(turns.filter((r) => r === 'taken')).toHaveLength(1);
    expect(turns.filter((r) => r !== 'taken').every((r) => r === 'busy' || r === 'not-due')).toBe(true);
    expect(files().length).toBe(before + 1);
  });

  it('keeps /api/health cheap and unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('a server with BACKUP_DIR', () => {
  it('backs itself up once it is ready, and stops cleanly', async () => {
    const dir = path.join(scratch(), 'backups');
    const database = await preparedDatabase(undefined);
    const app = await buildApp({ config: testConfig({ BACKUP_DIR: dir }), database, logger: false });
    try {
      await app.ready();
      await expect.poll(async () => (await backupHistory(app.ctx.db)).lastScheduled?.ok, { timeout: 120_000, interval: 200 }).toBe(true);
      expect(existsSync(dir)).toBe(true);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('answers ready with no schedule, the backup check passing', async () => {
    const database = await preparedDatabase(undefined);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.backup).toEqual({
        ok: true,
        scheduled: false,
        lastSuccessAt: null,
        ageSeconds: null,
        maxAgeSeconds: null,
        failing: false,
      });
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
