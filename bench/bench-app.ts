import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';

/**
 * A bench run's own server: PGlite on a fresh data directory, or a clean schema of the bench PostgreSQL, the app
 * built on it, and one organisation with an administrator's token. `close` drops what it made; `release` keeps it.
 */
export async function openBenchApp(url: string | undefined, schema: string, slug: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `labdesk-${slug}-`));
  const pgliteDir = path.join(dataDir, 'pg');
  const database = await openDatabase(url ? { url } : { dataDir: pgliteDir });
  if (url) {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(schema)}`.execute(database.db);
    await database.close();
  }
  const db = url ? await openDatabase({ url, schema }) : database;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database: db, logger: false });
  const org = await app.ctx.organizations.create({ slug, name: 'Bench laboratory' });
  const user = await app.ctx.organizations.addMember(
    org.id,
    { email: `bench@${slug}.lab`, firstName: 'B', lastName: 'B', password: 'benchmark-pass' },
    ['Administrator'],
  );
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });
  return {
    app,
    db,
    org,
    token,
    /** the PGlite data directory (a server started on it sees what the bench made) */
    pgliteDir,
    /** closes the app and the database, keeping what was made (a server started next uses it) */
    async release() {
      await app.close();
      await db.close();
    },
    async close() {
      await app.close();
      if (url) await sql`drop schema ${sql.id(schema)} cascade`.execute(db.db);
      await db.close();
    },
  };
}
