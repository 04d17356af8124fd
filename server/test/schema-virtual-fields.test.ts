/**
 * The engine's extensions for domain resources: json fields with a schema of their own (row problems named
 * by row and column), virtual fields that hooks compute or consume, examples, seed order beyond references,
 * the load/present/beforeDelete hooks, and `after` migrations that wait for their tables.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { conflict } from '../src/errors.ts';
import { parseResource, ResourceFileError } from '../src/schema/load-resources.ts';
import { createOrgWithAdmin, databases, freshDatabase, listQuery, testConfig, type Client, type TestApp, type Json } from './helpers.ts';

const FILE = 'resources/test/kit.json';

const kit = (over: Json = {}): Json => ({
  name: 'kit',
  label: 'Kits',
  labelSingular: 'Kit',
  apiPath: '/test/kit',
  route: '/test/kit',
  table: 'x_kit',
  menuGroup: 'Masters',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', type: 'string', label: 'Kit', required: true, unique: true, searchable: true },
    {
      name: 'parts',
      type: 'json',
      label: 'Parts',
      default: [],
      example: [],
      schema: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, title: 'Part' }, qty: { type: 'integer', minimum: 1, title: 'Quantity' } },
        },
      },
    },
    { name: 'total', type: 'integer', label: 'Total', virtual: true, readOnly: true },
    { name: 'label', type: 'string', label: 'Label', virtual: true, readOnly: true },
    { name: 'wrapAll', type: 'boolean', label: 'Wrap Everything', virtual: true },
  ],
  seed: [{ name: 'Starter', parts: [{ name: 'Bolt', qty: 2 }] }],
  ...over,
});
const box = {
  name: 'box',
  label: 'Boxes',
  labelSingular: 'Box',
  apiPath: '/test/box',
  route: '/test/box',
  table: 'x_box',
  menuGroup: 'Masters',
  recordRepresentation: 'name',
  seedAfter: ['kit'],
  fields: [{ name: 'name', type: 'string', label: 'Box', required: true }],
  seed: [{ name: 'Crate' }],
};

function refusal(raw: Json): string {
  try {
    parseResource(raw, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(ResourceFileError);
    return (e as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('virtual and json fields in resource files', () => {
  it('refuses what needs a column on a virtual field, and a schema on a non-json field', () => {
    const withField = (f: Json) => kit({ fields: [...kit().fields, f] });
    expect(refusal(withField({ name: 'v', type: 'string', label: 'V', virtual: true, unique: true, searchable: true }))).toBe(
      `${FILE}: fields[5] (v).unique is not possible for a virtual field; fields[5] (v).searchable is not possible for a virtual field`,
    );
    expect(refusal(withField({ name: 'v', type: 'reference', label: 'V', reference: 'kit', virtual: true }))).toContain(
      'fields[5] (v).virtual is not possible for type reference',
    );
    expect(refusal(withField({ name: 'v', type: 'integer', label: 'V', virtual: true, default: 1 }))).toContain(
      'fields[5] (v).default is not possible for a virtual field',
    );
    expect(refusal(withField({ name: 'v', type: 'string', label: 'V', schema: { type: 'string' } }))).toContain(
      'fields[5] (v).schema is only for type json',
    );
    expect(refusal(kit({ recordRepresentation: 'total' }))).toContain("recordRepresentation 'total' is a virtual field");
    expect(refusal(kit({ defaultSort: { field: 'total', order: 'ASC' } }))).toContain("defaultSort.field 'total' is not a stored field");
  });
});

describe.each(databases)('virtual and json fields on $name', ({ url }) => {
  let t: TestApp;
  let c: Client;
  let seen: { wrapAll: unknown }[];

  beforeAll(async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'labdesk-virtual-')), 'resources');
    mkdirSync(path.join(dir, 'test'), { recursive: true });
    // a-box.json sorts before kit.json: only seedAfter puts the kit seed first.
    writeFileSync(path.join(dir, 'test', 'a-box.json'), JSON.stringify(box));
    writeFileSync(path.join(dir, 'test', 'kit.json'), JSON.stringify(kit()));
    const database = await freshDatabase(url);
    const app = await buildApp({ config: testConfig({ RESOURCES_DIR: dir }), database, logger: false });
    seen = [];
    app.ctx.resources.setHooks('kit', {
      prepare: async (values) => void seen.push({ wrapAll: values.wrapAll }),
      load: async (rows) =>
        rows.forEach((r) => {
          r.total = (r.parts as { qty?: number }[]).reduce((n, p) => n + (p.qty ?? 1), 0);
        }),
      present: (row) => ({ ...row, label: `${String(row.name)} (${String(row.total)})` }),
      beforeDelete: async (row) => {
        if (row.name === 'Starter') throw conflict('The starter kit stays');
      },
    });
    await app.ready();
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    c = (await createOrgWithAdmin(app, 'virtual')).client;
  });
  afterAll(() => t?.close());

  it('makes no column for a virtual field and waits with the migrations of tables it lacks', async () => {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'x_kit'`.execute(t.app.ctx.db);
    const columns = rows.map((r) => r.column_name);
    expect(columns).toEqual(expect.arrayContaining(['name', 'parts']));
    expect(columns).not.toContain('total');
    expect(columns).not.toContain('wrap_all');
    const { rows: tables } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = current_schema() and table_name in ('price_list_items', 'patient_code_counters')`.execute(t.app.ctx.db);
    expect(tables[0].n).toBe(0);
  });

  it('seeds in seedAfter order and answers records through load and present, audited as answered', async () => {
    const { rows } = await sql<{ resource: string }>`select resource from audit_log where action = 'create' order by id`.execute(
      t.app.ctx.db,
    );
    expect(rows.map((r) => r.resource)).toEqual(['kit', 'box']);
    const res = await c.post('/api/test/kit', { name: 'Deluxe', parts: [{ name: 'Nut', qty: 3 }, { name: 'Washer' }], wrapAll: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Deluxe', parts: [{ name: 'Nut', qty: 3 }, { name: 'Washer' }], total: 4, label: 'Deluxe (4)' });
    expect(res.body).not.toHaveProperty('wrapAll');
    expect(seen.at(-1)).toEqual({ wrapAll: true });
    const [audit] = await t.app.ctx.db.selectFrom('audit_log').select('after').where('record_id', '=', res.body.id).execute();
    expect(audit.after).toEqual(res.body);
    const list = await c.get(`/api/test/kit${listQuery({ sort: ['name', 'ASC'] })}`);
    expect(list.body.map((k: Json) => k.label)).toEqual(['Deluxe (4)', 'Starter (2)']);
    const updated = await c.put(`/api/test/kit/${res.body.id}`, { ...res.body, parts: [{ name: 'Nut', qty: 1 }] });
    expect(updated.body).toMatchObject({ total: 1, version: 2 });
  });

  it("checks a json field's rows against its schema, naming the row and the column", async () => {
    const res = await c.post('/api/test/kit', {
      name: 'Broken',
      parts: [{ name: 'Nut', qty: 0 }, { qty: 2 }, { name: 'Gear', colour: 'red' }, { name: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'parts.0.qty', message: 'Parts, row 1: Quantity must be at least 1' },
        { field: 'parts.1.name', message: 'Parts, row 2: Part is required' },
        { field: 'parts.2.colour', message: "Parts, row 3: Unknown field 'colour'" },
        { field: 'parts', message: 'Parts takes at most 3 rows' },
      ]),
    );
    expect((await c.post('/api/test/kit', { name: 'Sealed', total: 3 })).body.details).toContainEqual({
      field: 'total',
      message: "Unknown field 'total'",
    });
  });

  it('neither sorts nor filters by a virtual field, and shows it in the form config with its schema and example', async () => {
    expect((await c.get(`/api/test/kit${listQuery({ sort: ['total', 'ASC'] })}`)).status).toBe(400);
    expect((await c.get(`/api/test/kit${listQuery({ filter: { total: 4 } })}`)).status).toBe(400);
    const cfg = (await c.get('/api/ui/get-forms-config?data=kit')).body;
    expect(cfg).not.toHaveProperty('seedAfter');
    expect(cfg.fields.find((f: Json) => f.name === 'total')).toMatchObject({
      virtual: true,
      readOnly: true,
      listed: false,
      filterable: false,
    });
    expect(cfg.jsonSchema.create.properties.parts).toMatchObject({ type: 'array', maxItems: 3, examples: [[]], title: 'Parts' });
    expect(cfg.jsonSchema.create.properties).not.toHaveProperty('total');
    expect(cfg.jsonSchema.update.properties).toHaveProperty('total');
  });

  it('lets a hook refuse a delete inside its transaction', async () => {
    const starter = (await c.get(`/api/test/kit${listQuery({ filter: { name: 'Starter' } })}`)).body[0];
    const res = await c.delete(`/api/test/kit/${starter.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The starter kit stays');
    expect((await c.get(`/api/test/kit/${starter.id}`)).status).toBe(200);
  });
});
