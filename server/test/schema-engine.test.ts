/**
 * The resource engine: resource files are checked with a message a person can act on, the database
 * follows the files additively, and every list parameter of the ra-data-simple-rest dialect works.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SchemaDriftError } from '../src/schema/apply-schema.ts';
import { loadResources, parseResource, ResourceFileError } from '../src/schema/load-resources.ts';
import { ResourceRegistry } from '../src/schema/registry.ts';
import {
  createDatabase,
  createOrgWithAdmin,
  databases,
  dropDatabase,
  freshDatabase,
  listQuery,
  testConfig,
  type Client,
  type Json,
} from './helpers.ts';
import { RESOURCES_DIR } from './records.ts';

const baseResource = (over: Json = {}): Json => ({
  name: 'gadget',
  label: 'Gadgets',
  labelSingular: 'Gadget',
  apiPath: '/test/gadget',
  route: '/test/gadget',
  table: 'x_gadget',
  menuGroup: 'Masters',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', type: 'string', label: 'Name', required: true, unique: true, searchable: true, maxLength: 80 },
    { name: 'qty', type: 'integer', label: 'Quantity' },
  ],
  ...over,
});

function resourcesDir(files: Record<string, unknown>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'labdesk-res-')), 'resources');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ResourceFileError);
    return (e as Error).message;
  }
  throw new Error('expected the resource to be refused');
}

describe('resource files', () => {
  const FILE = 'resources/masters/gadget.json';

  it('accepts a valid file and the shipped resources', () => {
    const def = parseResource(baseResource(), FILE);
    expect(def).toMatchObject({
      name: 'gadget',
      permissionResource: 'gadget',
      category: 'Masters',
      defaultSort: { field: 'name', order: 'ASC' },
      file: FILE,
    });
    expect(def.fields.map((f) => f.column)).toEqual(['name', 'qty']);
    expect(loadResources(RESOURCES_DIR).length).toBeGreaterThanOrEqual(15);
  });

  it('refuses an unknown field type, naming the file, the field and the allowed types', () => {
    const raw = baseResource();
    raw.fields[1].type = 'decimal';
    const msg = refusal(() => parseResource(raw, FILE));
    expect(msg).toContain(FILE);
    expect(msg).toContain('fields[1] (qty).type');
    expect(msg).toMatch(/must be one of: string, text, integer/);
  });

  it('refuses an enum without values', () => {
    const raw = baseResource();
    raw.fields.push({ name: 'kind', type: 'enum', label: 'Kind' });
    const msg = refusal(() => parseResource(raw, FILE));
    expect(msg).toContain(FILE);
    expect(msg).toContain("fields[2] (kind) is missing 'values'");
  });

  it('refuses a reference without a target and a reference to a missing resource', () => {
    const raw = baseResource();
    raw.fields.push({ name: 'ownerId', type: 'reference', label: 'Owner' });
    expect(refusal(() => parseResource(raw, FILE))).toContain("fields[2] (ownerId) is missing 'reference'");

    raw.fields[2].reference = 'owner';
    const dir = resourcesDir({ 'masters/gadget.json': raw });
    const msg = refusal(() => loadResources(dir));
    expect(msg).toBe("resources/masters/gadget.json: fields[2] (ownerId).reference 'owner' is not a resource");
  });

  it('refuses a field declared twice', () => {
    const raw = baseResource();
    raw.fields.push({ name: 'qty', type: 'number', label: 'Quantity again' });
    const msg = refusal(() => parseResource(raw, FILE));
    expect(msg).toBe(`${FILE}: fields[2] (qty).name is declared twice`);
  });

  it('refuses a recordRepresentation or default sort that is not a field', () => {
    const msg = refusal(() => parseResource(baseResource({ recordRepresentation: 'title' }), FILE));
    expect(msg).toMatch(new RegExp(`^${FILE}: recordRepresentation 'title' is not a field`));
    expect(refusal(() => parseResource(baseResource({ defaultSort: { field: 'price', order: 'ASC' } }), FILE))).toBe(
      `${FILE}: defaultSort.field 'price' is not a field`,
    );
  });

  it('refuses invalid JSON, naming the file', () => {
    const dir = resourcesDir({ 'masters/ok.json': baseResource(), 'masters/broken.json': '{ "name": "broken", ' });
    const msg = refusal(() => loadResources(dir));
    expect(msg).toMatch(/^resources\/masters\/broken\.json: is not valid JSON/);
  });

  it('refuses an unknown property, in the file or in a field', () => {
    expect(refusal(() => parseResource(baseResource({ colour: 'red' }), FILE))).toBe(`${FILE}: the file has an unknown property 'colour'`);
    const raw = baseResource();
    raw.fields[0].mandatory = true;
    expect(refusal(() => parseResource(raw, FILE))).toBe(`${FILE}: fields[0] (name) has an unknown property 'mandatory'`);
  });

  it('refuses rules that do not fit the type and reserved field names', () => {
    const raw = baseResource();
    raw.fields[1].searchable = true;
    expect(refusal(() => parseResource(raw, FILE))).toContain('fields[1] (qty).searchable is not possible for type integer');
    const reserved = baseResource();
    reserved.fields.push({ name: 'version', type: 'integer', label: 'Version' });
    expect(refusal(() => parseResource(reserved, FILE))).toContain('fields[2] (version).name');
  });

  it('refuses two files with the same name, path or table', () => {
    const dir = resourcesDir({
      'a/one.json': baseResource(),
      'b/two.json': baseResource({ name: 'other', apiPath: '/test/other', route: '/test/other' }),
    });
    const msg = refusal(() => loadResources(dir));
    expect(msg).toBe("resources/b/two.json: table 'x_gadget' is already used by resources/a/one.json");
  });

  it('refuses an invalid seed row, naming the file and the row', () => {
    const def = parseResource(
      baseResource({
        seed: [
          { name: 'ok', qty: 1 },
          { name: 'bad', qty: 'many' },
        ],
      }),
      FILE,
    );
    const msg = refusal(() => new ResourceRegistry([def]));
    expect(msg).toContain(`${FILE}: seed[1] is invalid`);
    expect(msg).toContain('/qty must be integer');
    const unknown = parseResource(baseResource({ seed: [{ name: 'ok', colour: 'red' }] }), FILE);
    expect(refusal(() => new ResourceRegistry([unknown]))).toContain(`${FILE}: seed[0] is invalid`);
    const missing = parseResource(baseResource({ seed: [{ qty: 3 }] }), FILE);
    expect(refusal(() => new ResourceRegistry([missing]))).toContain("must have required property 'name'");
  });
});

// ---------------------------------------------------------------------------------------------------

/** The purpose-made resources of the list tests: a widget of every list-relevant type, pointing at a maker. */
const maker = {
  name: 'maker',
  label: 'Makers',
  labelSingular: 'Maker',
  apiPath: '/test/maker',
  route: '/test/maker',
  table: 'x_maker',
  menuGroup: 'Masters',
  recordRepresentation: 'name',
  fields: [{ name: 'name', type: 'string', label: 'Maker', required: true, unique: true, searchable: true }],
  seed: [{ name: 'Acme' }, { name: 'Globex' }],
};
const widget = {
  name: 'widget',
  label: 'Widgets',
  labelSingular: 'Widget',
  apiPath: '/test/widget',
  route: '/test/widget',
  table: 'x_widget',
  menuGroup: 'Masters',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', type: 'string', label: 'Widget', required: true, unique: true, searchable: true, maxLength: 80 },
    { name: 'code', type: 'string', label: 'Code', searchable: true, maxLength: 10 },
    { name: 'qty', type: 'integer', label: 'Quantity' },
    { name: 'price', type: 'money', label: 'Price' },
    { name: 'weight', type: 'number', label: 'Weight' },
    { name: 'madeOn', type: 'date', label: 'Made On' },
    { name: 'seenAt', type: 'datetime', label: 'Seen At' },
    { name: 'kind', type: 'enum', label: 'Kind', values: ['Alpha', 'Beta', 'Gamma'] },
    { name: 'makerId', type: 'reference', label: 'Maker', reference: 'maker' },
    { name: 'note', type: 'string', label: 'Note' },
    { name: 'isActive', type: 'boolean', label: 'Active', default: true },
  ],
};

const WIDGETS: Json[] = [
  {
    name: 'apple',
    code: 'A1',
    qty: 5,
    price: 10.5,
    weight: 1.25,
    madeOn: '2024-01-10',
    seenAt: '2024-01-10T08:00:00.000Z',
    kind: 'Alpha',
    note: 'hidden-word',
  },
  { name: 'Banana', code: 'B2', qty: 12, price: 3, weight: 0.5, madeOn: '2024-02-20', seenAt: '2024-02-20T08:00:00.000Z', kind: 'Beta' },
  {
    name: 'cherry pie',
    code: 'C3',
    qty: -3,
    price: 99.99,
    weight: 2,
    madeOn: '2023-12-31',
    seenAt: '2023-12-31T23:59:59.000Z',
    kind: 'Gamma',
  },
  { name: '50% off', code: 'D4', qty: 0, price: 0, madeOn: '2024-03-01', isActive: false },
  { name: '50 off', code: 'E5', qty: 100, price: 1, madeOn: '2024-03-02', kind: 'Alpha' },
  { name: 'a_b', code: 'F6', qty: 7, price: 2 },
  { name: 'axb', code: 'G7', qty: 8, price: 4 },
  { name: 'Äpfel Müller', code: 'H8', kind: 'Beta' },
];

describe.each(databases)('schema engine on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(url);
  });
  afterAll(() => database?.close());

  async function boot(dir: string): Promise<FastifyInstance> {
    const app = await buildApp({ config: testConfig({ RESOURCES_DIR: dir }), database, logger: false });
    await app.ready();
    return app;
  }

  describe('the database follows the resource files', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'labdesk-ddl-')), 'resources');
    const file = path.join(dir, 'test', 'gadget.json');
    const write = (def: Json) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(def));
    };
    const columns = async () => {
      const { rows } = await sql<{ column_name: string; udt_name: string; is_nullable: string }>`
        select column_name, udt_name, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = 'x_gadget'`.execute(database.db);
      return Object.fromEntries(rows.map((r) => [r.column_name, `${r.udt_name}${r.is_nullable === 'YES' ? '?' : ''}`]));
    };
    let orgId = '';
    let userId = '';
    let gadgetId = '';
    const signedIn = async (app: FastifyInstance): Promise<Client> => {
      const { client } = await import('./helpers.ts');
      return client(app, await app.ctx.tokens.sign({ userId, orgId }), 'ddl.localhost');
    };

    it('creates the table of a new resource file at start', async () => {
      write(baseResource());
      const app = await boot(dir);
      try {
        expect(await columns()).toMatchObject({
          id: 'uuid',
          org_id: 'uuid',
          version: 'int4',
          name: 'text',
          qty: 'int4?',
          search_text: 'text?',
        });
        const admin = await createOrgWithAdmin(app, 'ddl');
        orgId = admin.org.id;
        userId = admin.user.id;
        const created = await admin.client.post('/api/test/gadget', { name: 'Sprocket', qty: 3 });
        expect(created.status).toBe(201);
        gadgetId = created.body.id;
      } finally {
        await app.close();
      }
    });

    it('adds a new field as a nullable column and keeps the rows', async () => {
      const def = baseResource();
      def.fields.push(
        { name: 'colourName', type: 'string', label: 'Colour' },
        { name: 'weightKg', type: 'number', label: 'Weight', required: true },
      );
      write(def);
      const app = await boot(dir);
      try {
        expect(await columns()).toMatchObject({ colour_name: 'text?', weight_kg: 'float8?', qty: 'int4?' });
        const c = await signedIn(app);
        const row = await c.get(`/api/test/gadget/${gadgetId}`);
        expect(row.status).toBe(200);
        expect(row.body).toMatchObject({ name: 'Sprocket', qty: 3, colourName: null, weightKg: null, version: 1 });
        expect((await c.get('/api/test/gadget')).headers['content-range']).toBe('gadget 0-0/1');
        const updated = await c.put(`/api/test/gadget/${gadgetId}`, { version: 1, colourName: 'Turquoise' });
        expect(updated.status).toBe(200);
        // not searchable yet
        expect((await c.get(`/api/test/gadget${listQuery({ filter: { q: 'turquoise' } })}`)).body).toEqual([]);
        // the new required field is required of new records
        const missing = await c.post('/api/test/gadget', { name: 'Cog' });
        expect(missing.status).toBe(400);
        expect(missing.body.details).toContainEqual({ field: 'weightKg', message: 'Weight is required' });
      } finally {
        await app.close();
      }
    });

    it("stops the start with SchemaDriftError when a field's type changes", async () => {
      const def = baseResource();
      def.fields[1].type = 'string';
      write(def);
      const err = await boot(dir).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(SchemaDriftError);
      expect((err as Error).message).toContain('resources/test/gadget.json');
      expect((err as Error).message).toContain("field 'qty'");
      expect(await columns()).toMatchObject({ qty: 'int4?' });
    });

    it('rebuilds the search text when a field becomes searchable', async () => {
      const def = baseResource();
      def.fields.push(
        { name: 'colourName', type: 'string', label: 'Colour', searchable: true },
        { name: 'weightKg', type: 'number', label: 'Weight', required: true },
      );
      write(def);
      const app = await boot(dir);
      try {
        const c = await signedIn(app);
        const found = await c.get(`/api/test/gadget${listQuery({ filter: { q: 'turquoise' } })}`);
        expect(found.status).toBe(200);
        expect(found.body.map((g: Json) => g.id)).toEqual([gadgetId]);
        expect((await c.get(`/api/test/gadget${listQuery({ filter: { q: 'sprocket turq' } })}`)).body).toHaveLength(1);
        const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
          where schemaname = current_schema() and tablename = 'x_gadget' and indexdef like '%gin_trgm_ops%'`.execute(database.db);
        expect(rows).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    it('counts the rows of a table that predates the counting triggers', async () => {
      // A table as an older server left it: rows, but no triggers and no kept count.
      await sql`drop trigger count_inserted on x_gadget`.execute(database.db);
      await sql`drop trigger count_deleted on x_gadget`.execute(database.db);
      await sql`delete from row_counts where table_name = 'x_gadget'`.execute(database.db);
      await sql`insert into x_gadget (org_id, name, weight_kg) values (${orgId}, 'Gear', 1), (${orgId}, 'Pinion', 2)`.execute(database.db);
      const app = await boot(dir);
      try {
        const c = await signedIn(app);
        expect((await c.get('/api/test/gadget')).headers['content-range']).toBe('gadget 0-2/3');
        const extra = await c.post('/api/test/gadget', { name: 'Ratchet', weightKg: 3 });
        expect(extra.status).toBe(201);
        expect((await c.get('/api/test/gadget')).headers['content-range']).toBe('gadget 0-3/4');
      } finally {
        await app.close();
      }
    });
  });

  // PostgreSQL only: a database shared with another schema that Kysely has migrated (another LabDesk, another app).
  it.runIf(url)('migrates its own schema when another schema of the database holds migration tables', async () => {
    const name = `t_shared_${Date.now().toString(36)}`;
    const target = await createDatabase(url!, name);
    const setup = new pg.Client({ connectionString: target });
    await setup.connect();
    await setup.query('create schema one; create schema two');
    await setup.end();
    const one = await openDatabase({ url: target, schema: 'one', poolSize: 1 });
    const two = await openDatabase({ url: target, schema: 'two', poolSize: 1 });
    try {
      await migrateToLatest(one.db);
      await expect(migrateToLatest(two.db)).resolves.toBeUndefined();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
        where table_schema = 'two' and table_name in ('organizations', 'kysely_migration')`.execute(two.db);
      expect(rows[0].n).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await dropDatabase(url!, name);
    }
  });

  describe('list parameters, bodies and versions', () => {
    let app: FastifyInstance;
    let c: Client;
    const ids: Record<string, string> = {};
    let makers: Json[] = [];

    beforeAll(async () => {
      app = await boot(resourcesDir({ 'test/maker.json': maker, 'test/widget.json': widget }));
      c = (await createOrgWithAdmin(app, 'lists')).client;
      makers = (await c.get('/api/test/maker')).body;
      for (const [i, w] of WIDGETS.entries()) {
        const res = await c.post('/api/test/widget', { ...w, ...(i < 3 ? { makerId: makers[i % 2].id } : {}) });
        expect(res.status).toBe(201);
        ids[w.name] = res.body.id;
      }
    });
    afterAll(() => app?.close());

    const names = async (params: Parameters<typeof listQuery>[0], expected = 200) => {
      const res = await c.get(`/api/test/widget${listQuery(params)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(expected);
      return res.body.map((w: Json) => w.name) as string[];
    };
    const status = async (raw: string) => await c.get(`/api/test/widget?${raw}`);

    it('sorts text case-insensitively, both ways', async () => {
      const asc = ['50 off', '50% off', 'a_b', 'apple', 'axb', 'Banana', 'cherry pie', 'Äpfel Müller'];
      expect(await names({ sort: ['name', 'ASC'] })).toEqual(asc);
      expect(await names({ sort: ['name', 'DESC'] })).toEqual([...asc].reverse());
      expect(await names({})).toEqual(asc);
    });

    it('sorts numbers and dates', async () => {
      // Where empty values go is the database's default; the order of the others is the contract.
      const withQty = (list: string[]) => list.filter((n) => n !== 'Äpfel Müller');
      const byQty = ['cherry pie', '50% off', 'apple', 'a_b', 'axb', 'Banana', '50 off'];
      expect(withQty(await names({ sort: ['qty', 'ASC'] }))).toEqual(byQty);
      expect(withQty(await names({ sort: ['qty', 'DESC'] }))).toEqual([...byQty].reverse());
      expect(await names({ sort: ['qty', 'DESC'], filter: { qty_gte: -100 } })).toEqual([...byQty].reverse());
      expect(await names({ sort: ['price', 'DESC'], filter: { price_gte: 2 } })).toEqual(['cherry pie', 'apple', 'axb', 'Banana', 'a_b']);
      expect(await names({ sort: ['weight', 'ASC'], filter: { weight_gte: 0 } })).toEqual(['Banana', 'apple', 'cherry pie']);
      expect(await names({ sort: ['madeOn', 'ASC'], filter: { madeOn_gte: '2000-01-01' } })).toEqual([
        'cherry pie',
        'apple',
        'Banana',
        '50% off',
        '50 off',
      ]);
      expect(await names({ sort: ['madeOn', 'DESC'], filter: { madeOn_gte: '2000-01-01' } })).toEqual([
        '50 off',
        '50% off',
        'Banana',
        'apple',
        'cherry pie',
      ]);
      expect(await names({ sort: ['createdAt', 'ASC'] })).toEqual(WIDGETS.map((w) => w.name));
    });

    it('pages with range and answers Content-Range', async () => {
      const page = (range: [number, number]) => c.get(`/api/test/widget${listQuery({ sort: ['name', 'ASC'], range })}`);
      const first = await page([0, 2]);
      expect(first.body.map((w: Json) => w.name)).toEqual(['50 off', '50% off', 'a_b']);
      expect(first.headers['content-range']).toBe('widget 0-2/8');
      expect(first.headers['access-control-expose-headers']).toContain('Content-Range');
      const second = await page([3, 5]);
      expect(second.body.map((w: Json) => w.name)).toEqual(['apple', 'axb', 'Banana']);
      expect(second.headers['content-range']).toBe('widget 3-5/8');
      const last = await page([6, 9]);
      expect(last.body).toHaveLength(2);
      expect(last.headers['content-range']).toBe('widget 6-7/8');
      const past = await page([8, 10]);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe('widget */8');
      expect((await page([4999, 4999 + 4999])).headers['content-range']).toBe('widget */8');
      const none = await c.get(`/api/test/widget${listQuery({ filter: { name: 'nothing' } })}`);
      expect(none.headers['content-range']).toBe('widget */0');
    });

    it('keeps the unfiltered total exact through creates and deletes', async () => {
      const total = async () => (await c.get('/api/test/widget')).headers['content-range'];
      expect(await total()).toBe('widget 0-7/8');
      const extra = await c.post('/api/test/widget', { name: 'temporary' });
      expect(extra.status).toBe(201);
      expect(await total()).toBe('widget 0-8/9');
      expect((await c.delete(`/api/test/widget/${extra.body.id}`)).status).toBe(200);
      expect(await total()).toBe('widget 0-7/8');
      const failed = await c.post('/api/test/widget', { name: 'apple' });
      expect(failed.status).toBe(409);
      expect(await total()).toBe('widget 0-7/8');
    });

    it('filters by exact value, any of an array, and empty', async () => {
      expect(await names({ filter: { kind: 'Beta' } })).toEqual(['Banana', 'Äpfel Müller']);
      expect(await names({ filter: { kind: ['Alpha', 'Gamma'] } })).toEqual(['50 off', 'apple', 'cherry pie']);
      expect(await names({ filter: { kind: null } })).toEqual(['50% off', 'a_b', 'axb']);
      expect(await names({ filter: { kind: ['Gamma', null] } })).toEqual(['50% off', 'a_b', 'axb', 'cherry pie']);
      expect(await names({ filter: { kind: [] } })).toEqual([]);
      expect(await names({ filter: { qty: 7 } })).toEqual(['a_b']);
      expect(await names({ filter: { isActive: false } })).toEqual(['50% off']);
      expect(await names({ filter: { makerId: makers[0].id } })).toEqual(['apple', 'cherry pie']);
      expect(await names({ filter: { kind: 'Alpha', qty: 5 } })).toEqual(['apple']);
      const counted = await c.get(`/api/test/widget${listQuery({ filter: { kind: 'Beta' }, range: [0, 0] })}`);
      expect(counted.headers['content-range']).toBe('widget 0-0/2');
    });

    it('searches with q: every word, any case, in any searchable field', async () => {
      expect(await names({ filter: { q: 'off' } })).toEqual(['50 off', '50% off']);
      expect(await names({ filter: { q: 'cherry pie' } })).toEqual(['cherry pie']);
      expect(await names({ filter: { q: 'pie cherry' } })).toEqual(['cherry pie']);
      expect(await names({ filter: { q: 'cherry apple' } })).toEqual([]);
      expect(await names({ filter: { q: 'BANANA' } })).toEqual(['Banana']);
      expect(await names({ filter: { q: '  ban  ' } })).toEqual(['Banana']);
      expect(await names({ filter: { q: 'c3' } })).toEqual(['cherry pie']);
      expect(await names({ filter: { q: 'cherry C3' } })).toEqual(['cherry pie']);
      expect(await names({ filter: { q: 'ÄPFEL müller' } })).toEqual(['Äpfel Müller']);
      expect(await names({ filter: { q: 'hidden-word' } })).toEqual([]);
      expect(await names({ filter: { q: '' } })).toHaveLength(8);
    });

    it('treats % and _ in q as the characters themselves', async () => {
      expect(await names({ filter: { q: '50%' } })).toEqual(['50% off']);
      expect(await names({ filter: { q: '%' } })).toEqual(['50% off']);
      expect(await names({ filter: { q: 'a_b' } })).toEqual(['a_b']);
      expect(await names({ filter: { q: '_' } })).toEqual(['a_b']);
      expect(await names({ filter: { q: '\\' } })).toEqual([]);
    });

    it('answers the records of an id array (getMany)', async () => {
      const res = await c.get(`/api/test/widget${listQuery({ filter: { id: [ids.apple, ids['cherry pie']] } })}`);
      expect(res.body.map((w: Json) => w.id).sort()).toEqual([ids.apple, ids['cherry pie']].sort());
      expect(res.headers['content-range']).toBe('widget 0-1/2');
      expect(await names({ filter: { id: ids.axb } })).toEqual(['axb']);
      expect(await names({ filter: { id: [] } })).toEqual([]);
      expect(await names({ filter: { id: ['00000000-0000-4000-8000-000000000000'] } })).toEqual([]);
    });

    it('filters number, money, date and datetime ranges with _gte/_lte/_gt/_lt', async () => {
      expect(await names({ sort: ['qty', 'ASC'], filter: { qty_gte: 7 } })).toEqual(['a_b', 'axb', 'Banana', '50 off']);
      expect(await names({ sort: ['qty', 'ASC'], filter: { qty_gt: 7 } })).toEqual(['axb', 'Banana', '50 off']);
      expect(await names({ sort: ['qty', 'ASC'], filter: { qty_lt: 0 } })).toEqual(['cherry pie']);
      expect(await names({ sort: ['qty', 'ASC'], filter: { qty_lte: 0 } })).toEqual(['cherry pie', '50% off']);
      expect(await names({ sort: ['qty', 'ASC'], filter: { qty_gte: 5, qty_lte: 8 } })).toEqual(['apple', 'a_b', 'axb']);
      expect(await names({ sort: ['price', 'ASC'], filter: { price_gt: 10 } })).toEqual(['apple', 'cherry pie']);
      expect(await names({ sort: ['weight', 'ASC'], filter: { weight_gte: 0.5, weight_lt: 2 } })).toEqual(['Banana', 'apple']);
      expect(await names({ sort: ['madeOn', 'ASC'], filter: { madeOn_gte: '2024-01-01', madeOn_lt: '2024-03-01' } })).toEqual([
        'apple',
        'Banana',
      ]);
      expect(await names({ sort: ['madeOn', 'ASC'], filter: { madeOn_lte: '2024-03-01', madeOn_gt: '2024-01-10' } })).toEqual([
        'Banana',
        '50% off',
      ]);
      expect(await names({ filter: { seenAt_lt: '2024-01-01T00:00:00Z' } })).toEqual(['cherry pie']);
      expect(await names({ filter: { createdAt_gte: '2000-01-01T00:00:00Z' } })).toHaveLength(8);
    });

    it('refuses an unknown filter key, bad JSON, a bad sort and a too-large range with 400', async () => {
      const unknown = await c.get(`/api/test/widget${listQuery({ filter: { colour: 'red' } })}`);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ status: 400, error: "Unknown filter 'colour'", details: [{ field: 'colour' }] });
      expect((await status('filter={"kind":')).status).toBe(400);
      expect((await status('filter={"kind":')).body.error).toBe("Parameter 'filter' is not valid JSON");
      expect((await status('sort=name')).status).toBe(400);
      expect((await status('range=[0,')).status).toBe(400);
      expect((await status('filter=["kind"]')).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ sort: ['nope', 'ASC'] })}`)).body).toMatchObject({
        status: 400,
        error: "Cannot sort by 'nope'",
      });
      expect((await c.get(`/api/test/widget${listQuery({ sort: ['name', 'UP'] })}`)).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ range: [0, 5000] })}`)).body).toMatchObject({
        status: 400,
        error: 'A page holds at most 5000 records',
      });
      expect((await c.get(`/api/test/widget${listQuery({ range: [0, 4999] })}`)).status).toBe(200);
      expect((await c.get(`/api/test/widget${listQuery({ range: [5, 2] })}`)).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ range: [-1, 2] })}`)).status).toBe(400);
      expect((await status('range=[0,1,2]')).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ filter: { name_gte: 'a' } })}`)).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ filter: { searchText: 'a' } })}`)).status).toBe(400);
      expect((await c.get(`/api/test/widget${listQuery({ filter: { org_id: 'a' } })}`)).status).toBe(400);
      expect((await status('page=1')).status).toBe(400);
    });

    it('refuses a filter value of the wrong type with 400', async () => {
      for (const filter of [
        { qty: 'abc' },
        { qty: 1.5 },
        { qty_gte: 'x' },
        { isActive: 'yes' },
        { madeOn: '2024-13-45' },
        { madeOn_gte: 20240101 },
        { seenAt_lt: 'yesterday' },
        { id: ['not-a-uuid'] },
        { makerId: 'acme' },
        { kind: 'Delta' },
        { name: { $ne: 'x' } },
        { q: 5 },
      ]) {
        const res = await c.get(`/api/test/widget${listQuery({ filter })}`);
        expect(res.status, JSON.stringify(filter)).toBe(400);
        expect(res.body.details[0].field).toBe(Object.keys(filter)[0]);
      }
    });

    it('refuses an integer filter outside the column range with 400, not 500', async () => {
      const res = await c.get(`/api/test/widget${listQuery({ filter: { qty: 3000000000 } })}`);
      expect(res.status).toBe(400);
      const gte = await c.get(`/api/test/widget${listQuery({ filter: { qty_gte: 3000000000 } })}`);
      expect(gte.status).toBe(400);
    });

    it('refuses an unknown body field with a detail for it, not silently dropped', async () => {
      const res = await c.post('/api/test/widget', { name: 'gizmo', colour: 'red' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field: 'colour', message: "Unknown field 'colour'" });
      expect(await names({ filter: { name: 'gizmo' } })).toEqual([]);
      const put = await c.put(`/api/test/widget/${ids.apple}`, { version: 1, colour: 'red' });
      expect(put.status).toBe(400);
      expect(put.body.details).toContainEqual({ field: 'colour', message: "Unknown field 'colour'" });
    });

    it('validates values with messages naming the field', async () => {
      const res = await c.post('/api/test/widget', { name: 'x'.repeat(81), qty: 'ten', kind: 'Delta', madeOn: '31/12/2024', price: 1.234 });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Widget must be at most 80 characters' },
          { field: 'qty', message: 'Quantity must be a whole number' },
          { field: 'kind', message: 'Kind must be one of: Alpha, Beta, Gamma' },
          { field: 'madeOn', message: 'Made On must be a valid date' },
          { field: 'price', message: 'Price may have at most two decimals' },
        ]),
      );
      const blank = await c.post('/api/test/widget', { name: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.details).toContainEqual({ field: 'name', message: 'Widget is required' });
      expect((await c.post('/api/test/widget', [])).status).toBe(400);
    });

    it('names each invalid optional field once, without the empty-value alternative', async () => {
      const res = await c.post('/api/test/widget', { name: 'half valid', qty: 'ten', kind: 'Delta', madeOn: 'soon' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: Json) => d.field).sort()).toEqual(['kind', 'madeOn', 'qty']);
      expect(res.body.error).not.toMatch(/null/);
    });

    it('updates with the current version, refuses a stale one (409) and a missing one (400)', async () => {
      const current = (await c.get(`/api/test/widget/${ids.axb}`)).body;
      // the record as read may be sent back whole
      const ok = await c.put(`/api/test/widget/${ids.axb}`, { ...current, note: 'first' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ note: 'first', version: current.version + 1, createdAt: current.createdAt });
      const stale = await c.put(`/api/test/widget/${ids.axb}`, { version: current.version, note: 'second' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^This widget was changed by someone else/);
      const noVersion = await c.put(`/api/test/widget/${ids.axb}`, { note: 'third' });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.details).toContainEqual(expect.objectContaining({ field: 'version' }));
      const otherId = await c.put(`/api/test/widget/${ids.axb}`, { version: ok.body.version, id: ids.apple, note: 'fourth' });
      expect(otherId.status).toBe(400);
      expect((await c.get(`/api/test/widget/${ids.axb}`)).body).toEqual(ok.body);
    });

    it('answers the values as sent, type by type', async () => {
      const body = {
        name: 'roundtrip',
        code: 'RT',
        qty: -2147483648,
        price: 1234.5,
        weight: 0.000125,
        madeOn: '2024-02-29',
        seenAt: '2024-02-29T23:59:59.123Z',
        kind: 'Gamma',
        makerId: makers[1].id,
        note: 'Ünïcödé ✓',
        isActive: false,
      };
      const created = await c.post('/api/test/widget', body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(body);
      expect((await c.get(`/api/test/widget/${created.body.id}`)).body).toEqual(created.body);
      const offset = await c.put(`/api/test/widget/${created.body.id}`, { version: 1, seenAt: '2024-03-01T05:30:00+05:30' });
      expect(offset.body.seenAt).toBe('2024-03-01T00:00:00.000Z');
      expect((await c.delete(`/api/test/widget/${created.body.id}`)).status).toBe(200);
    });

    it('accepts every amount of money with at most two decimals', async () => {
      // 0.07 / 0.01 is 7.000000000000001 in floating point: a plain multipleOf check refuses it.
      for (const price of [0.07, 1.11, 19.99, 1234567.89]) {
        const res = await c.post('/api/test/widget', { name: `priced ${price}`, price });
        expect(res.status, `${price}: ${JSON.stringify(res.body)}`).toBe(201);
        expect(res.body.price).toBe(price);
        expect((await c.get(`/api/test/widget${listQuery({ filter: { price } })}`)).status).toBe(200);
        expect((await c.delete(`/api/test/widget/${res.body.id}`)).status).toBe(200);
      }
      const tooFine = await c.post('/api/test/widget', { name: 'too fine', price: 1.005 });
      expect(tooFine.status).toBe(400);
      expect(tooFine.body.details).toContainEqual({ field: 'price', message: 'Price may have at most two decimals' });
    });

    it('trims text and stores an empty optional text as null', async () => {
      const res = await c.post('/api/test/widget', { name: '  padded  ', code: '   ', note: '' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'padded', code: null, note: null });
      expect((await c.delete(`/api/test/widget/${res.body.id}`)).status).toBe(200);
    });

    it('refuses a duplicate on update and a reference to a record that does not exist', async () => {
      const current = (await c.get(`/api/test/widget/${ids.apple}`)).body;
      const dup = await c.put(`/api/test/widget/${ids.apple}`, { version: current.version, name: 'BANANA' });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toBe("Widget 'BANANA' already exists");
      const ghost = await c.post('/api/test/widget', { name: 'ghost maker', makerId: '00000000-0000-4000-8000-000000000000' });
      expect(ghost.status).toBe(400);
      expect(ghost.body.details).toEqual([{ field: 'makerId', message: 'Maker: the selected record does not exist' }]);
      const ghostUpdate = await c.put(`/api/test/widget/${ids.apple}`, {
        version: current.version,
        makerId: '00000000-0000-4000-8000-000000000000',
      });
      expect(ghostUpdate.status).toBe(400);
      expect((await c.get(`/api/test/widget/${ids.apple}`)).body).toEqual(current);
    });

    it('refuses to delete a record other records point at, saying how many', async () => {
      const res = await c.delete(`/api/test/maker/${makers[0].id}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Maker 'Acme' is used by 2 widgets");
      expect((await c.get(`/api/test/maker/${makers[0].id}`)).status).toBe(200);
    });

    it('lets exactly one of two simultaneous updates of the same version win', async () => {
      const current = (await c.get(`/api/test/widget/${ids.Banana}`)).body;
      const results = await Promise.all(
        ['one', 'two'].map((note) => c.put(`/api/test/widget/${ids.Banana}`, { version: current.version, note })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = (await c.get(`/api/test/widget/${ids.Banana}`)).body;
      expect(after.version).toBe(current.version + 1);
      expect(after.note).toBe(results.find((r) => r.status === 200)!.body.note);
    });

    it('answers 404 for a non-uuid or unknown id', async () => {
      for (const id of ['nope', '123', '00000000-0000-4000-8000-000000000000']) {
        const got = await c.get(`/api/test/widget/${id}`);
        expect(got.status).toBe(404);
        expect(got.body).toEqual({ status: 404, error: 'Widget not found', title: 'Widget not found', details: [] });
        expect((await c.put(`/api/test/widget/${id}`, { version: 1, note: 'x' })).status).toBe(404);
        expect((await c.delete(`/api/test/widget/${id}`)).status).toBe(404);
      }
    });
  });
});
