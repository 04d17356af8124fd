/**
 * `npm run backup` and `npm run restore`: a backup taken while the front desk keeps registering patients
 * restores (elsewhere) to the database exactly as it was at the backup's moment, table for table and row
 * for row; the server starts on it; and restore refuses what it must, in one line each.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backupCli } from '../src/cli/backup.ts';
import { restoreCli } from '../src/cli/restore.ts';
import { openDatabase, type Database, type Db } from '../src/db/database.ts';
import { SCHEMA_VERSION } from '../src/db/schema-version.ts';
import { extractPayload, readBackupHeader, writeBackupFile } from '../src/ops/backup-file.ts';
import { opsCommands } from '../src/ops/commands.ts';
import type { BackupSummary } from '../src/ops/backup.ts';
import { backupHistory, tableNames, tableRowCounts } from '../src/repositories/backup-repository.ts';
import { client, createDatabase, databases, dropDatabase, listQuery, startApp, testConfig, type TestApp } from './helpers.ts';
import { captured } from './ops-helpers.ts';
import { tableDigests } from './table-digests.ts';
import { collectAndSubmitAll, createLabOrg, createPatient, createVisit, type LabOrg } from './visit-fixtures.ts';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'labdesk-backup-test-'));

/** A deferred: resolves when the writer reaches a count, so the test never sleeps. */
function reached() {
  let resolve!: () => void;
  return { promise: new Promise<void>((r) => (resolve = r)), resolve };
}

describe.each(databases)('backup and restore on $name', ({ url }) => {
  let t: TestApp;
  let lab: LabOrg;
  let backup: BackupSummary;
  const work = scratch();
  const targets: string[] = [];

  /** Where a restore goes: a new PGlite data directory, or a new PostgreSQL database. */
  async function newTarget(): Promise<Record<string, string>> {
    if (!url) return { DATA_DIR: path.join(scratch(), 'data') };
    const name = `r_${randomBytes(6).toString('hex')}`;
    targets.push(name);
    return { DATABASE_URL: await createDatabase(url, name) };
  }
  const openTarget = (env: Record<string, string>) =>
    openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: env.DATA_DIR });
  const restore = async (argv: string[], env: Record<string, string>) => {
    const io = captured();
    const status = await restoreCli(argv, { io, env: { PATH: process.env.PATH, ...env } });
    return { status, lines: io.lines, errors: io.errors };
  };

  beforeAll(async () => {
    t = await startApp(url);
    lab = await createLabOrg(t.app, 'backup-lab');
    const visit = await createVisit(lab.client, { productCodes: ['HB', 'LIPID'] });
    await collectAndSubmitAll(lab.client, visit.id);
    await createVisit(lab.client, { productCodes: ['HB'], payments: [{ modeId: lab.ids.cash, amount: 50 }] });
  });
  afterAll(async () => {
    await t?.close();
    for (const name of targets) await dropDatabase(url!, name);
  });

  it('restores, elsewhere, exactly the database of the snapshot taken between concurrent writes', async () => {
    const db: Db = t.app.ctx.db;
    // state[i]: every table's digest after the writer's i-th patient (the backup table records the backup itself: left out)
    const states = [await tableDigests(db)];
    const three = reached();
    let stopAt = Infinity;
    const writer = (async () => {
      for (let i = 1; i <= stopAt; i++) {
        await createPatient(lab.client, { firstName: `Writer${i}` });
        states.push(await tableDigests(db));
        if (i === 3) three.resolve();
      }
    })();
    await three.promise;
    const out = path.join(work, 'lab.backup');
    backup = (await opsCommands(t.app, t.database).backup({ out })) as BackupSummary;
    stopAt = states.length + 2; // a few more writes after the backup, which it must not hold
    await writer;

    const env = await newTarget();
    const restored = await restore(['--from', out], env);
    expect(restored.errors).toEqual([]);
    expect(restored.status).toBe(0);
    expect(restored.lines[0]).toMatch(
      new RegExp(
        `^Restored ${out} \\(taken .+ by LabDesk \\d+\\.\\d+\\.\\d+, schema version ${SCHEMA_VERSION}\\) into .+: ${backup.rows} rows in ${backup.tables} tables, every count as the manifest says\\. Start the server on it: npm start$`,
      ),
    );

    // the server starts on it, and serves what the snapshot held
    const database = await openTarget(env);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      await app.ready();
      const token = await app.ctx.tokens.sign({ userId: lab.user.id, orgId: lab.org.id });
      const writers = await client(app, token, 'backup-lab.localhost').get(
        `/api/patient${listQuery({ filter: { q: 'Writer' }, range: [0, 999] })}`,
      );
      expect(writers.status).toBe(200);
      const k = writers.body.length;
      expect(k).toBeGreaterThanOrEqual(3);
      expect(k).toBeLessThan(states.length - 1);
      expect(writers.body.map((p: { firstName: string }) => p.firstName).sort()).toEqual(
        Array.from({ length: k }, (_, i) => `Writer${i + 1}`).sort(),
      );
      const after = await tableDigests(database.db);
      expect(Object.keys(after).sort()).toEqual(Object.keys(states[k]).sort());
      for (const table of Object.keys(after)) expect(after[table], table).toBe(states[k][table]);
      const header = await readBackupHeader(out);
      expect(await tableRowCounts(database.db)).toEqual(header.manifest.tables);
    } finally {
      await app.close();
      await database.close();
    }
  }, 300_000);

  it('writes a manifest a person can read with head -3, and records the backup', async () => {
    const [magic, sum, manifestLine] = readFileSync(backup.file)
      .subarray(0, 64 * 1024)
      .toString('latin1')
      .split('\n');
    expect(magic).toBe('LABDESK-BACKUP 1');
    expect(sum).toBe(`sha256 ${backup.checksum}`);
    const manifest = JSON.parse(manifestLine);
    expect(manifest).toMatchObject({
      labdeskVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      schemaVersion: SCHEMA_VERSION,
      database: { kind: url ? 'postgres' : 'pglite' },
      payload: { format: url ? 'pg_dump-custom' : 'pglite-datadir-tar-gz' },
    });
    expect(manifest.organisations).toContainEqual({ slug: 'backup-lab', name: 'backup-lab laboratory', isActive: true });
    expect(manifest.tables.patients).toBeGreaterThanOrEqual(4);
    expect(Date.parse(manifest.takenAt)).not.toBeNaN();
    expect((await backupHistory(t.app.ctx.db)).lastSuccess?.file).toBe(backup.file);
  });

  it('refuses a target that is not empty unless --force, then replaces it', async () => {
    const env = await newTarget();
    expect((await restore(['--from', backup.file], env)).status).toBe(0);
    const again = await restore(['--from', backup.file], env);
    expect(again.status).toBe(1);
    expect(again.errors).toHaveLength(1);
    expect(again.errors[0]).toMatch(
      url
        ? /^Refused: the database postgres:\/\/.+ is not empty \(\d+ tables\); restore into an empty database, or add --force to replace what it holds$/
        : /^Refused: DATA_DIR .+ is not empty; restore into an empty directory, or add --force to replace what it holds$/,
    );
    const forced = await restore(['--from', backup.file, '--force'], env);
    expect(forced.errors).toEqual([]);
    expect(forced.status).toBe(0);
  }, 180_000);

  it('refuses a damaged file, a newer schema, a stranger file and the other kind of database, each in one line', async () => {
    const damaged = path.join(work, 'damaged.backup');
    copyFileSync(backup.file, damaged);
    const bytes = readFileSync(damaged);
    bytes[bytes.length - 100] ^= 0xff;
    writeFileSync(damaged, bytes);
    const env = await newTarget();
    const refused = await restore(['--from', damaged], env);
    expect(refused.status).toBe(1);
    expect(refused.errors).toEqual([
      expect.stringMatching(
        /^Refused: .+damaged\.backup is damaged: its checksum does not match \(recorded [0-9a-f]{12}…, contents [0-9a-f]{12}…\)$/,
      ),
    ]);

    const header = await readBackupHeader(backup.file);
    const payload = path.join(work, 'payload');
    await extractPayload(backup.file, header, payload);
    const newer = path.join(work, 'newer.backup');
    const future = {
      ...header.manifest,
      schemaVersion: SCHEMA_VERSION + 1,
      migrations: [...header.manifest.migrations, 'before/999-future'],
    };
    await writeBackupFile(newer, future, payload);
    expect((await restore(['--from', newer], env)).errors).toEqual([
      `Refused: The backup's schema is version ${SCHEMA_VERSION + 1}, newer than this LabDesk's schema version ${SCHEMA_VERSION} (unknown migrations: before/999-future); run the LabDesk release that wrote it (LabDesk ${header.manifest.labdeskVersion})`,
    ]);

    const stranger = path.join(work, 'notes.txt');
    writeFileSync(stranger, 'shopping list\nmilk\neggs\n');
    expect((await restore(['--from', stranger], env)).errors).toEqual([
      `Refused: ${stranger}: the file is not a LabDesk backup (it does not start with LABDESK-BACKUP 1)`,
    ]);
    const other: Record<string, string> = url
      ? { DATA_DIR: path.join(scratch(), 'data') }
      : { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/nowhere' };
    expect((await restore(['--from', backup.file], other)).errors).toEqual([
      url
        ? `Refused: ${backup.file} is a PostgreSQL backup; set DATABASE_URL to the PostgreSQL database to restore it into`
        : `Refused: ${backup.file} is a PGlite backup; unset DATABASE_URL to restore it into DATA_DIR`,
    ]);
    // nothing was restored into the target
    const untouched = await openTarget(env);
    try {
      expect(await tableNames(untouched.db)).toEqual([]);
    } finally {
      await untouched.close();
    }
  }, 180_000);

  it.runIf(url)('names the package when pg_dump is missing, and records the failure', async () => {
    const io = captured();
    const out = path.join(work, 'no-tools.backup');
    const status = await backupCli(['--out', out], { io, env: { DATABASE_URL: (t.database as Database).url, PATH: '/nonexistent' } });
    expect(status).toBe(1);
    expect(io.errors).toEqual([
      "pg_dump was not found on PATH: install PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client)",
    ]);
    const last = await t.app.ctx.db
      .withTables<{ backups: { ok: boolean; error: string | null; file: string | null; id: number } }>()
      .selectFrom('backups')
      .select(['ok', 'error', 'file'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ ok: false, error: io.errors[0], file: out });
  });
});
