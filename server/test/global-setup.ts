// Server tests: one migrated database to copy (vitest globalSetup of the server project).
//
// Preparing a database — the migrations, the schema-driven tables, the roll-ups' functions and triggers — takes
// seconds, and nearly every test file starts several apps. The database is prepared once per run exactly as a
// server does it (prepareDatabase), then each app starts from a copy: PGlite from the data directory's tarball,
// PostgreSQL from `create database … template`. Migrating an empty database stays covered here and by
// upgrade.test.ts and schema-engine.test.ts, which start from empty databases.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadResources } from '../src/schema/load-resources.ts';
import { createDatabase, dropDatabase } from './helpers.ts';
import { RESOURCES_DIR } from './records.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the prepared PGlite data directory, as a tarball on disk (uncompressed: it loads faster) */
    pgliteTemplate: string;
    /** the prepared database on TEST_DATABASE_URL's server, '' without one */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const defs = loadResources(RESOURCES_DIR);
  const dir = mkdtempSync(path.join(tmpdir(), 'labdesk-template-'));
  const tarball = path.join(dir, 'pglite.tar.gz');
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepareDatabase(pglite, defs);
    writeFileSync(tarball, Buffer.from(await (await pglite.dumpDataDir!('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', tarball);

  const url = process.env.TEST_DATABASE_URL;
  const name = url ? `t_template_${randomBytes(6).toString('hex')}` : '';
  if (url) {
    const postgres = await openDatabase({ url: await createDatabase(url, name), poolSize: 1 });
    try {
      await prepareDatabase(postgres, defs);
    } finally {
      await postgres.close();
    }
  }
  project.provide('postgresTemplate', name);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropDatabase(url, name);
  };
}
