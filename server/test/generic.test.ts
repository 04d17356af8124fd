/** The generic calls the SPA builds its screens and drop-downs from, backed by the resource engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole } from '../src/repositories/auth-repository.ts';
import { client, createOrgWithAdmin, databases, listQuery, PASSWORD, startApp, type Client, type TestApp } from './helpers.ts';
import { staticRegistry } from './records.ts';

const registry = staticRegistry();
const unitDef = registry.get('unit')!.def;

describe.each(databases)('generic calls on $name', ({ url }) => {
  let t: TestApp;
  let admin: Client;
  let listOnly: Client;
  let orgId: string;

  beforeAll(async () => {
    t = await startApp(url);
    const a = await createOrgWithAdmin(t.app, 'generic');
    admin = a.client;
    orgId = a.org.id;
    await insertRole(t.app.ctx.db, orgId, { name: 'Unit reader', description: '', isAdmin: false, permissions: ['unit.list'] });
    const reader = await t.app.ctx.organizations.addMember(
      orgId,
      { email: 'reader@generic.lab', firstName: 'Rea', lastName: 'Der', password: PASSWORD },
      ['Unit reader'],
    );
    listOnly = client(t.app, await t.app.ctx.tokens.sign({ userId: reader.id, orgId }), 'generic.localhost');
  });
  afterAll(() => t?.close());

  describe('GET /api/ui/get-forms-config', () => {
    it('answers the config of every resource to an administrator', async () => {
      const res = await admin.get('/api/ui/get-forms-config');
      expect(res.status).toBe(200);
      expect(res.body.map((c: { name: string }) => c.name).sort()).toEqual(
        registry
          .all()
          .map((r) => r.def.name)
          .sort(),
      );
      for (const cfg of res.body) {
        expect(cfg.access).toEqual({ list: true, show: true, create: true, edit: true, delete: true, export: true });
      }
    });

    it('answers one config with fields, JSON Schemas and access flags', async () => {
      const res = await admin.get('/api/ui/get-forms-config?data=unit');
      expect(res.status).toBe(200);
      const cfg = res.body;
      expect(cfg).toMatchObject({
        name: 'unit',
        label: 'Units',
        labelSingular: 'Unit',
        apiPath: '/masters/unit',
        route: '/masters/unit',
        menuGroup: 'Masters',
        icon: 'Straighten',
        permissionResource: 'unit',
        recordRepresentation: 'name',
        defaultSort: { field: 'name', order: 'ASC' },
        access: { list: true, show: true, create: true, edit: true, delete: true, export: true },
      });
      expect(cfg.fields.map((f: { name: string }) => f.name)).toEqual(unitDef.fields.map((f) => f.name));
      expect(cfg.fields[0]).toEqual({
        name: 'name',
        type: 'string',
        label: 'Unit',
        required: true,
        unique: true,
        searchable: true,
        listed: true,
        filterable: false,
        readOnly: false,
        maxLength: 40,
      });
      expect(cfg.fields.find((f: { name: string }) => f.name === 'quantity').values).toContain('Mass concentration');
      const { create, update } = cfg.jsonSchema;
      expect(create).toMatchObject({ type: 'object', additionalProperties: false, required: ['name'] });
      expect(create.properties.name).toMatchObject({ type: 'string', maxLength: 40, minLength: 1, title: 'Unit' });
      expect(create.properties).not.toHaveProperty('version');
      expect(update).toMatchObject({ type: 'object', additionalProperties: false, required: ['version'] });
      expect(update.properties).toHaveProperty('version');
    });

    it('leaks no table, column, seed or file internals', async () => {
      const res = await admin.get('/api/ui/get-forms-config?data=specimenToProcess');
      const def = registry.get('specimenToProcess')!.def;
      for (const key of ['table', 'seed', 'file']) expect(res.body).not.toHaveProperty(key);
      for (const f of res.body.fields) expect(f).not.toHaveProperty('column');
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(def.table);
      expect(text).not.toContain('specimen_id');
      expect(text).not.toContain('org_id');
    });

    it('answers 404 for an unknown name and 400 for an unknown parameter', async () => {
      const res = await admin.get('/api/ui/get-forms-config?data=nope');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, error: "There is no table named 'nope'" });
      expect((await admin.get('/api/ui/get-forms-config?table=unit')).status).toBe(400);
    });

    it('shows a member only what their role allows', async () => {
      const all = await listOnly.get('/api/ui/get-forms-config');
      expect(all.status).toBe(200);
      expect(all.body.map((c: { name: string }) => c.name)).toEqual(['unit']);
      const one = await listOnly.get('/api/ui/get-forms-config?data=unit');
      expect(one.body.access).toEqual({ list: true, show: false, create: false, edit: false, delete: false, export: false });
      expect((await listOnly.get('/api/ui/get-forms-config?data=gender')).status).toBe(403);
    });
  });

  describe('GET /api/master/get-data', () => {
    it('answers every row with Content-Range', async () => {
      const res = await admin.get('/api/master/get-data?data=unit');
      expect(res.status).toBe(200);
      const n = unitDef.seed.length;
      expect(res.body).toHaveLength(n);
      expect(res.headers['content-range']).toBe(`unit 0-${n - 1}/${n}`);
      expect(res.body[0]).toMatchObject({ id: expect.any(String), version: 1, name: expect.any(String) });
    });

    it('takes the list parameters', async () => {
      const q = listQuery({ sort: ['name', 'DESC'], range: [0, 1], filter: { quantity: 'Volume' } }).slice(1);
      const res = await admin.get(`/api/master/get-data?data=unit&${q}`);
      expect(res.status).toBe(200);
      expect(res.body.map((u: { name: string }) => u.name)).toEqual(['fL']);
      expect(res.headers['content-range']).toBe('unit 0-0/1');
    });

    it('refuses an unknown table (404), a missing name (400) and a member without list permission (403)', async () => {
      expect((await admin.get('/api/master/get-data?data=nope')).status).toBe(404);
      expect((await admin.get('/api/master/get-data')).status).toBe(400);
      expect((await admin.get('/api/master/get-data?data=unit&bogus=1')).status).toBe(400);
      expect((await listOnly.get('/api/master/get-data?data=gender')).status).toBe(403);
      expect((await listOnly.get('/api/master/get-data?data=unit')).status).toBe(200);
    });
  });

  describe('POST /api/master/create-update', () => {
    it('creates (201) and updates with id and version (200)', async () => {
      const created = await admin.post('/api/master/create-update', {
        data: { tableName: 'unit', name: 'kat/L', quantity: 'Catalytic activity' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'kat/L', quantity: 'Catalytic activity', isActive: true, version: 1 });
      expect((await admin.get(`/api/masters/unit/${created.body.id}`)).body).toEqual(created.body);

      const updated = await admin.post('/api/master/create-update', {
        data: { tableName: 'unit', id: created.body.id, version: 1, description: 'katal per litre' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: created.body.id, name: 'kat/L', description: 'katal per litre', version: 2 });

      const stale = await admin.post('/api/master/create-update', {
        data: { tableName: 'unit', id: created.body.id, version: 1, description: 'again' },
      });
      expect(stale.status).toBe(409);
      const noVersion = await admin.post('/api/master/create-update', {
        data: { tableName: 'unit', id: created.body.id, description: 'again' },
      });
      expect(noVersion.status).toBe(400);
      expect((await admin.get(`/api/masters/unit/${created.body.id}`)).body).toEqual(updated.body);

      const audit = await t.app.ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('record_id', '=', created.body.id)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    });

    it('validates the row like the resource route does', async () => {
      const dup = await admin.post('/api/master/create-update', { data: { tableName: 'unit', name: 'mg/dL' } });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toBe("Unit 'mg/dL' already exists");
      const missing = await admin.post('/api/master/create-update', { data: { tableName: 'unit', description: 'no name' } });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toContainEqual({ field: 'name', message: 'Unit is required' });
      const unknown = await admin.post('/api/master/create-update', { data: { tableName: 'unit', name: 'x1', colour: 'red' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toContainEqual({ field: 'colour', message: "Unknown field 'colour'" });
    });

    it('answers 404 for an unknown table or record, 400 without data, 403 without permission', async () => {
      const res = await admin.post('/api/master/create-update', { data: { tableName: 'nope', name: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("There is no table named 'nope'");
      const ghost = await admin.post('/api/master/create-update', {
        data: { tableName: 'unit', id: '00000000-0000-4000-8000-000000000000', version: 1, name: 'ghost' },
      });
      expect(ghost.status).toBe(404);
      expect((await admin.post('/api/master/create-update', { tableName: 'unit', name: 'x' })).status).toBe(400);
      expect((await listOnly.post('/api/master/create-update', { data: { tableName: 'unit', name: 'nope-unit' } })).status).toBe(403);
      const list = await admin.get(`/api/masters/unit${listQuery({ filter: { name: ['ghost', 'nope-unit'] } })}`);
      expect(list.body).toEqual([]);
    });
  });

  describe('GET /api/generic/dropdown', () => {
    it('answers id and name of the active rows, in name order', async () => {
      const res = await admin.get('/api/generic/dropdown?tableName=gender');
      expect(res.status).toBe(200);
      expect(res.body.map((o: { name: string }) => o.name)).toEqual(['Female', 'Male', 'Other', 'Unknown']);
      for (const o of res.body) expect(Object.keys(o).sort()).toEqual(['id', 'name']);

      const other = res.body.find((o: { name: string }) => o.name === 'Other');
      const off = await admin.put(`/api/masters/gender/${other.id}`, { version: 1, isActive: false });
      expect(off.status).toBe(200);
      const after = await admin.get('/api/generic/dropdown?tableName=gender');
      expect(after.body.map((o: { name: string }) => o.name)).toEqual(['Female', 'Male', 'Unknown']);
      expect(after.body.find((o: { id: string }) => o.id === other.id)).toBeUndefined();
    });

    it('answers 404 for an unknown table and 400 without one', async () => {
      expect((await admin.get('/api/generic/dropdown?tableName=nope')).status).toBe(404);
      expect((await admin.get('/api/generic/dropdown')).status).toBe(400);
    });
  });
});
