import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { ADMIN_ROLE } from '../src/services/organization-service.ts';

/** The databases every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases = [
  { name: 'pglite', url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * A database of its own: in-memory PGlite, or a fresh database on the PostgreSQL server (dropped on close).
 *
 * A database rather than a schema: Kysely's Migrator looks for its kysely_migration tables in every schema
 * it can see, so a suite migrating in schema t_1 while another suite's t_2 exists skips creating its own
 * tables and fails with 'relation "kysely_migration_lock" does not exist' (see schema-engine.test.ts).
 */
export async function freshDatabase(url: string | undefined): Promise<Database> {
  return url ? databaseOnServer(url) : openDatabase({ dataDir: 'memory://' });
}

/**
 * A database of its own, already prepared as a server prepares it (migrations, schema-driven tables): a copy
 * of the one server/test/global-setup.ts prepared for this run.
 */
export async function preparedDatabase(url: string | undefined): Promise<Database> {
  return url
    ? databaseOnServer(url, inject('postgresTemplate'))
    : openDatabase({ dataDir: 'memory://', load: new Blob([readFileSync(inject('pgliteTemplate'))]) });
}

/** A new database on the server of `url`, empty or a copy of `template`, dropped on close. */
async function databaseOnServer(url: string, template?: string): Promise<Database> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url: await createDatabase(url, name, template), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/** Creates a database on the server of `url` (a copy of `template` when given) and answers its URL. */
export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops a test database once its last connection has gone (a closing pool may take a moment). */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-test-'));
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'no-dist'), ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startApp(url: string | undefined, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await preparedDatabase(url);
  const app = await buildApp({ config: testConfig(env), database, logger: false, checkResponses: true });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const PASSWORD = 'correct horse battery';

/** A new organisation with one administrator; answers a signed-in client for it. */
export async function createOrgWithAdmin(app: FastifyInstance, slug: string, roles = [ADMIN_ROLE]) {
  const org = await app.ctx.organizations.create({ slug, name: `${slug} laboratory` });
  const email = `admin@${slug}.lab`;
  const user = await app.ctx.organizations.addMember(org.id, { email, firstName: 'Ada', lastName: slug, password: PASSWORD }, roles);
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });
  return { org, user, email, token, client: client(app, token, `${slug}.localhost`) };
}

/**
 * A JSON answer as a test reads it: tests walk any path of it and let `expect` check the shape, so it is
 * deliberately untyped (server/test/contract.test.ts checks the shapes against contract/).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer body under test: expect() is the check
export type AnswerBody = any;
export type Json = Record<string, AnswerBody>;

export interface Client {
  request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: AnswerBody; headers: Record<string, unknown> }>;
  get(url: string): ReturnType<Client['request']>;
  post(url: string, body?: unknown): ReturnType<Client['request']>;
  put(url: string, body?: unknown): ReturnType<Client['request']>;
  delete(url: string, body?: unknown): ReturnType<Client['request']>;
}

/** inject() with a bearer token and a Host, answering status and parsed JSON. */
export function client(app: FastifyInstance, token?: string, host = 'localhost'): Client {
  const request: Client['request'] = async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      // not JSON (HTML, empty): keep the text
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  };
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body),
    put: (url, body) => request('PUT', url, body),
    delete: (url, body) => request('DELETE', url, body),
  };
}

/** `?sort=…&range=…&filter=…` in the ra-data-simple-rest dialect. */
export function listQuery(params: { sort?: [string, string]; range?: [number, number]; filter?: Record<string, unknown> }): string {
  const q = new URLSearchParams();
  if (params.sort) q.set('sort', JSON.stringify(params.sort));
  if (params.range) q.set('range', JSON.stringify(params.range));
  if (params.filter) q.set('filter', JSON.stringify(params.filter));
  return `?${q.toString()}`;
}
