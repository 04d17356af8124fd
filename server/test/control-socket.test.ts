/**
 * The data directory's control socket: the lock that keeps a second process off a PGlite data directory,
 * and the way `npm run org` and `npm run backup` reach the server that holds it.
 */
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCli } from '../src/cli/backup.ts';
import { orgCli } from '../src/cli/org.ts';
import { restoreCli } from '../src/cli/restore.ts';
import { opsCommands } from '../src/ops/commands.ts';
import { controlSocketPath, DataDirBusyError, holdDataDir, type ControlSocket } from '../src/ops/control-socket.ts';
import { startApp, type TestApp } from './helpers.ts';
import { captured } from './ops-helpers.ts';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'labdesk-control-'));

describe('the control socket', () => {
  it('lets one process hold a data directory and tells the next who holds it', async () => {
    const dataDir = scratch();
    const held = await holdDataDir(dataDir, 'a LabDesk server');
    try {
      const error = await holdDataDir(dataDir, 'npm run restore').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirBusyError);
      expect((error as Error).message).toBe(
        `DATA_DIR ${dataDir} is in use by a LabDesk server (pid ${process.pid}); stop it first or use another DATA_DIR`,
      );
      expect(statSync(path.dirname(held.path)).mode & 0o777).toBe(0o700);
    } finally {
      await held.close();
    }
    // released: the next process may hold it
    const next = await holdDataDir(dataDir, 'npm run restore');
    await next.close();
  });

  it('takes over a socket left behind by a process that died', async () => {
    const dataDir = scratch();
    mkdirSync(path.dirname(controlSocketPath(dataDir)), { recursive: true, mode: 0o700 });
    writeFileSync(controlSocketPath(dataDir), '');
    const held = await holdDataDir(dataDir, 'a LabDesk server');
    await held.close();
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  });
});

describe('commands reach the process holding the data directory', () => {
  let t: TestApp;
  let control: ControlSocket;
  const dataDir = scratch();
  const env = { DATA_DIR: dataDir, PORT: '8080', PATH: process.env.PATH };

  beforeAll(async () => {
    // A server's database, here in memory, answering on the data directory's socket as `npm start` does.
    t = await startApp(undefined);
    control = await holdDataDir(dataDir, 'a LabDesk server');
  });
  afterAll(async () => {
    await control?.close();
    await t?.close();
  });

  it('refuses while the holder is busy, naming it', async () => {
    const io = captured();
    expect(await orgCli(['list'], { io, env })).toBe(1);
    expect(io.errors).toEqual([
      `DATA_DIR ${dataDir} is busy: a LabDesk server (pid ${process.pid}) is working on it; try again when it has finished`,
    ]);
  });

  it('runs npm run org and npm run backup inside the server', async () => {
    control.serve(opsCommands(t.app, t.database));
    const created = captured();
    expect(
      await orgCli(['create', '--slug', 'sock-lab', '--name', 'Socket Lab', '--admin-email', 'owner@sock.lab'], { io: created, env }),
    ).toBe(0);
    expect(created.lines[0]).toBe(
      "Created organisation 'sock-lab' (Socket Lab) with the roles, masters, catalogue and templates every organisation starts with.",
    );
    expect(await t.app.ctx.organizations.findBySlug('sock-lab')).toMatchObject({ name: 'Socket Lab' });

    const out = path.join(scratch(), 'via-socket.backup');
    const backup = captured();
    expect(await backupCli(['--out', out], { io: backup, env })).toBe(0);
    expect(backup.lines[0]).toMatch(
      new RegExp(
        `^Backup written to ${out}: \\d+\\.\\d MB, \\d+ rows in \\d+ tables, schema version \\d+, taken at .+, sha256 [0-9a-f]{64}$`,
      ),
    );
    expect(await backupCli(['--out', out], { io: backup, env })).toBe(1);
    expect(backup.errors).toEqual([`Refused: ${out} exists; choose a new file name`]);

    const restored = captured();
    expect(await restoreCli(['--from', out], { io: restored, env: { DATA_DIR: path.join(scratch(), 'data') } })).toBe(0);
    const intoHeld = captured();
    expect(await restoreCli(['--from', out, '--force'], { io: intoHeld, env })).toBe(1);
    expect(intoHeld.errors).toEqual([
      `Refused: DATA_DIR ${dataDir} is in use by a LabDesk server (pid ${process.pid}); stop it before restoring`,
    ]);
  });
});

describe('with no server running', () => {
  it('npm run org opens the data directory itself, and lets it go', async () => {
    const env = { DATA_DIR: path.join(scratch(), 'data'), PORT: '8080' };
    const created = captured();
    expect(
      await orgCli(['create', '--slug', 'offline', '--name', 'Offline Lab', '--admin-email', 'owner@offline.lab'], { io: created, env }),
    ).toBe(0);
    expect(created.errors).toEqual([]);
    const listed = captured();
    expect(await orgCli(['list'], { io: listed, env })).toBe(0);
    expect(listed.lines.map((l) => l.split(/\s+/)[0])).toEqual(['SLUG', 'offline']);
    // released: a server could start on it now
    const held = await holdDataDir(env.DATA_DIR, 'a LabDesk server');
    await held.close();
  }, 300_000);
});
