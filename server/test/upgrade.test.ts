/**
 * Upgrades: the previous release's database (fixtures/previous-release.sql.gz, made by
 * scripts/upgrade-fixture.ts) migrated by today's server keeps every row and every value, except what a
 * new migration declares it rewrites or deletes (its `upgrade` export, db/migrate.ts UpgradeIntent); and a
 * server refuses a database a newer LabDesk has migrated, naming both versions.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, Db } from '../src/db/database.ts';
import { MIGRATIONS, type UpgradeIntent } from '../src/db/migrate.ts';
import { readDatabaseSchema, SCHEMA_VERSION, SchemaTooNewError } from '../src/db/schema-version.ts';
import { tableNames } from '../src/repositories/backup-repository.ts';
import { signIn } from './administration-helpers.ts';
import { client, databases, freshDatabase, testConfig } from './helpers.ts';

const FIXTURE = gunzipSync(readFileSync(new URL('./fixtures/previous-release.sql.gz', import.meta.url))).toString('utf8');
const ADMIN_PASSWORD = /password is (\S+)\.$/m.exec(FIXTURE)![1];

type Rows = Map<string, Record<string, unknown>>;

/** Every table's rows by primary key (or, without one, by the whole row). */
async function snapshot(db: Db): Promise<Record<string, Rows>> {
  const out: Record<string, Rows> = {};
  for (const table of await tableNames(db)) {
    const { rows: keys } = await sql<{ column: string }>`
      select k.column_name as "column" from information_schema.table_constraints c
      join information_schema.key_column_usage k on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
      where c.table_schema = current_schema() and c.table_name = ${table} and c.constraint_type = 'PRIMARY KEY'
      order by k.ordinal_position`.execute(db);
    const { rows } = await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row from ${sql.table(table)} as t`.execute(db);
    out[table] = new Map(rows.map(({ row }) => [JSON.stringify(keys.length ? keys.map((k) => row[k.column]) : row), row]));
  }
  return out;
}

/** What the migrations the fixture has not run yet declare they do to existing rows. */
function intentsOfNewMigrations(ran: string[]): { rewrites: Record<string, Set<string>>; deletesFrom: Set<string> } {
  const rewrites: Record<string, Set<string>> = {};
  const deletesFrom = new Set<string>();
  for (const [phase, migrations] of Object.entries(MIGRATIONS)) {
    for (const [name, migration] of Object.entries(migrations)) {
      if (ran.includes(`${phase}/${name}`)) continue;
      const intent = (migration as { upgrade?: UpgradeIntent }).upgrade;
      for (const [table, columns] of Object.entries(intent?.rewrites ?? {}))
        for (const c of columns) (rewrites[table] ??= new Set()).add(c);
      for (const table of intent?.deletesFrom ?? []) deletesFrom.add(table);
    }
  }
  return { rewrites, deletesFrom };
}

async function previousRelease(url: string | undefined): Promise<Database> {
  const database = await freshDatabase(url);
  await sql.raw(FIXTURE).execute(database.db);
  return database;
}

describe.each(databases)('upgrade from the previous release on $name', ({ url }) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("runs today's migrations over it: no row lost, no value changed except as a migration intends", async () => {
    database = await previousRelease(url);
    const previous = await readDatabaseSchema(database.db);
    expect(previous.version).toBeGreaterThan(0);
    expect(previous.version).toBeLessThanOrEqual(SCHEMA_VERSION);
    const before = await snapshot(database.db);
    expect(before.visits.size).toBe(2);

    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      await app.ready();
      const schema = await readDatabaseSchema(database.db);
      expect(schema).toMatchObject({ version: SCHEMA_VERSION, pending: [], unknown: [] });
      const after = await snapshot(database.db);
      const intents = intentsOfNewMigrations(previous.migrations);
      const problems: string[] = [];
      for (const [table, rows] of Object.entries(before)) {
        if (!after[table]) {
          if (!intents.deletesFrom.has(table)) problems.push(`${table}: the table is gone`);
          continue;
        }
        for (const [key, old] of rows) {
          const now = after[table].get(key);
          if (!now) {
            if (!intents.deletesFrom.has(table)) problems.push(`${table} ${key}: the row is gone`);
            continue;
          }
          for (const [column, value] of Object.entries(old)) {
            if (intents.rewrites[table]?.has(column)) continue;
            if (JSON.stringify(now[column]) !== JSON.stringify(value)) {
              problems.push(`${table} ${key}.${column}: ${JSON.stringify(value)} became ${JSON.stringify(now[column])}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);

      // and the laboratory works on it: its administrator signs in and finds its visits and its verified report
      const session = await signIn(app, 'admin@demo.lab', ADMIN_PASSWORD, 'demo.localhost');
      expect(session.status).toBe(200);
      const demo = client(app, session.body.token, 'demo.localhost');
      const visits = await demo.get('/api/visit');
      expect(visits.status).toBe(200);
      expect(visits.body).toHaveLength(2);
      expect(visits.body.map((v: { status: string }) => v.status)).toContain('verified');
      expect((await demo.get('/api/patient')).body.map((p: { firstName: string }) => p.firstName).sort()).toEqual(['Asha', 'Ravi']);
    } finally {
      await app.close();
    }
    // loads a 1 MB dump, migrates it and reads every row twice: minutes on a busy two-core machine
  }, 300_000);

  it('refuses to start on a database a newer LabDesk has migrated, in one line naming both versions', async () => {
    database = await previousRelease(url);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.close();
    await sql`insert into kysely_migration (name, timestamp) values ('900-from-the-future', now()::text)`.execute(database.db);
    const error = await buildApp({ config: testConfig(), database, logger: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaTooNewError);
    expect((error as Error).message).toBe(
      `The database's schema is version ${SCHEMA_VERSION + 1}, newer than this LabDesk's schema version ${SCHEMA_VERSION} (unknown migrations: before/900-from-the-future); run the LabDesk release that wrote it`,
    );
  }, 300_000);
});
