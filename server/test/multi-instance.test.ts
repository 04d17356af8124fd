/**
 * Two API processes on one PostgreSQL (issue 17, WORKERS / several hosts behind a load balancer): two apps
 * built at the same time on one fresh database, each with its own pool and its own memory, must behave as one.
 * PostgreSQL only: PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { MIGRATION_TABLES } from '../src/db/migrate.ts';
import { KNOWN_MIGRATIONS } from '../src/db/schema-version.ts';
import { client, createDatabase, createOrgWithAdmin, dropDatabase, PASSWORD, testConfig } from './helpers.ts';
import { idByName } from './administration-helpers.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two API processes on one PostgreSQL', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  let one: FastifyInstance;
  let two: FastifyInstance;
  let org: Awaited<ReturnType<typeof createOrgWithAdmin>>;
  const host = 'multi.localhost';

  beforeAll(async () => {
    const dbUrl = await createDatabase(url!, name);
    databases.push(await openDatabase({ url: dbUrl, poolSize: 4 }), await openDatabase({ url: dbUrl, poolSize: 4 }));
    // Both start together on an empty database: the advisory lock lets one migrate while the other waits.
    const config = testConfig({ JWT_SECRET: 'one secret shared by every process of the installation' });
    [one, two] = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
    await Promise.all([one.ready(), two.ready()]);
    org = await createOrgWithAdmin(one, 'multi');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one, two].map((app) => app?.close()));
    await Promise.all(databases.map((d) => d.close()));
    await dropDatabase(url!, name);
  });

  const signIn = (app: FastifyInstance, email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: ip, headers: { host }, payload: { email, password } });

  it('migrated the fresh database once when both started at the same time', async () => {
    const db = databases[0].db;
    const before = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLES.before)}`.execute(db);
    const after = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLES.after)}`.execute(db);
    const ran = [...before.rows.map((r) => `before/${r.name}`), ...after.rows.map((r) => `after/${r.name}`)];
    expect(ran.sort()).toEqual([...KNOWN_MIGRATIONS].sort());
    expect((await client(two, org.token, host).get('/api/auth/me')).status).toBe(200);
  });

  it('counts failed sign-ins across both', async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? one : two, org.email, `wrong ${i}`, ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(one, org.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(two, org.email, PASSWORD, ip)).statusCode).toBe(429);
    await databases[0].db.deleteFrom('auth_failures').execute();
  });

  it('honours a sign-out made in one on the very next request to the other', async () => {
    const res = await signIn(one, org.email, PASSWORD, '10.1.1.1');
    const token = res.json().token as string;
    expect((await client(two, token, host).get('/api/auth/me')).status).toBe(200);
    expect((await client(one, token, host).post('/api/auth/sign-out')).status).toBe(204);
    expect((await client(two, token, host).get('/api/auth/me')).status).toBe(401);
    expect((await client(one, token, host).get('/api/auth/me')).status).toBe(401);
  });

  it('honours a deactivation and a change of roles made in one on the very next request to the other', async () => {
    const admin = client(one, org.token, host);
    const added = await admin.post('/api/emp', {
      firstName: 'Fran',
      lastName: 'Desk',
      email: 'fran@multi.lab',
      roleIds: [await idByName(admin, '/api/role', 'Front desk')],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const member = await one.ctx.tokens.sign({ userId: added.body.id, orgId: org.org.id });
    await one.ctx.db.updateTable('users').set({ must_change_password: false }).where('id', '=', added.body.id).execute();
    const onTwo = client(two, member, host);
    expect((await onTwo.get('/api/patient')).status).toBe(200);

    const courier = await idByName(admin, '/api/role', 'Courier');
    const moved = await admin.put(`/api/emp/${added.body.id}`, { version: added.body.version, roleIds: [courier] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await onTwo.get('/api/patient')).status).toBe(403);
    expect((await onTwo.get('/api/auth/me')).body.roles).toEqual(['Courier']);

    const off = await admin.put(`/api/emp/${added.body.id}`, { version: moved.body.version, isActive: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await onTwo.get('/api/auth/me')).status).toBe(401);
  });

  it('conflicts on a stale version written through the other', async () => {
    const onOne = client(one, org.token, host);
    const onTwo = client(two, org.token, host);
    const created = await onOne.post('/api/dept', { name: 'Serology' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await onOne.put(`/api/dept/${created.body.id}`, { ...created.body, name: 'Serology lab' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await onTwo.put(`/api/dept/${created.body.id}`, { ...created.body, name: 'Immunology' });
    expect(stale.status).toBe(409);
    expect((await onTwo.get(`/api/dept/${created.body.id}`)).body.name).toBe('Serology lab');
  });
});
