/**
 * Refreshes server/test/fixtures/previous-release.sql.gz, the database of the previous release that the
 * upgrade test (server/test/upgrade.test.ts) migrates with today's code. Run it at each release, naming the
 * commit of the release before:
 *
 *   node --import tsx scripts/upgrade-fixture.ts --from <commit>
 *
 * It exports that commit's tree (git archive: this worktree is left alone), starts that code's server on a
 * scratch PostgreSQL database (FIXTURE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * fills a small laboratory through its API, and writes the database as plain SQL with pg_dump (INSERTs, so
 * PGlite and PostgreSQL both load it). Needs git, tar, pg_dump and a PostgreSQL server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedPreviousRelease, type PreviousTree } from './upgrade-fixture-seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'server/test/fixtures/previous-release.sql.gz');
/** Written into the fixture's first lines, where the upgrade test reads it. */
const FIXTURE_ADMIN_PASSWORD = 'Fixture-Admin-2024';

function argument(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (!value) throw new Error(`Usage: node --import tsx scripts/upgrade-fixture.ts --${name} <commit>`);
  return value;
}

/** The release's tree in a scratch directory, using this worktree's node_modules (releases only add packages). */
function exportTree(commit: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'labdesk-previous-'));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

async function withScratchDatabase<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `labdesk_fixture_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** pg_dump's plain SQL, less what only psql understands or what would bind a loader's session. */
function dumpSql(url: string, commit: string): string {
  const raw = execFileSync(
    'pg_dump',
    ['--format=plain', '--inserts', '--no-owner', '--no-privileges', '--no-comments', `--dbname=${url}`],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  ).toString();
  const kept = raw
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--') && !line.startsWith('\\') && !line.includes("set_config('search_path'"));
  return [
    `-- LabDesk's database at ${commit} (the previous release): a small laboratory made through that release's API.`,
    '-- Made by scripts/upgrade-fixture.ts; refresh it at each release. Loaded by server/test/upgrade.test.ts.',
    `-- The demo administrator's password is ${FIXTURE_ADMIN_PASSWORD}.`,
    ...kept,
    '',
  ].join('\n');
}

async function main() {
  const commit = execFileSync('git', ['rev-parse', '--short', argument('from')], { cwd: ROOT })
    .toString()
    .trim();
  const tree = exportTree(commit);
  try {
    const serverUrl = process.env.FIXTURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const sqlText = await withScratchDatabase(serverUrl, async (url) => {
      const previous: PreviousTree = { root: tree, databaseUrl: url, adminPassword: FIXTURE_ADMIN_PASSWORD };
      await seedPreviousRelease(previous);
      return dumpSql(url, commit);
    });
    // gzip: the catalogue every organisation is seeded with makes the SQL about 1 MB; compressed it is a tenth of that
    const packed = gzipSync(sqlText, { level: 9 });
    writeFileSync(OUT, packed);
    console.log(
      `Wrote ${path.relative(ROOT, OUT)} (${Math.round(packed.length / 1024)} kB; ${Math.round(sqlText.length / 1024)} kB of SQL) from ${commit}`,
    );
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

await main();
