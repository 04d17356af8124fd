/**
 * CRUD of every master resource, generated from the resource files: whatever file is added to
 * resources/masters gets list, create, get, update, unique, required, delete and audit checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, listQuery, startApp, type Client, type TestApp } from './helpers.ts';
import { apiBase, staticRegistry, validBody, valueFor } from './records.ts';
import { isLookup, type CompiledResource } from '../src/schema/registry.ts';

const registry = staticRegistry();
const resources = registry.all();

/** Seed rows of other resources that point at a seed row of `r`, as the delete refusal counts them. */
function seedUses(r: CompiledResource, row: Record<string, unknown>) {
  const rep = String(row[r.def.recordRepresentation]);
  const uses: { count: number; singular: string; plural: string }[] = [];
  for (const other of resources) {
    for (const f of other.def.fields.filter((x) => x.type === 'reference' && x.reference === r.def.name)) {
      const count = other.def.seed.filter((s) => isLookup(s[f.name]) && (s[f.name] as { $lookup: string }).$lookup === rep).length;
      if (count) uses.push({ count, singular: other.def.labelSingular.toLowerCase(), plural: other.def.label.toLowerCase() });
    }
  }
  return { rep, uses };
}

const referencedSeeds = resources.flatMap((r) => r.def.seed.map((row) => ({ r, ...seedUses(r, row) })).filter((x) => x.uses.length > 0));

describe.each(databases)('master resources on $name', ({ url }) => {
  let t: TestApp;
  let admin: Client;
  let orgId: string;
  let userId: string;

  beforeAll(async () => {
    t = await startApp(url);
    const a = await createOrgWithAdmin(t.app, 'masters');
    admin = a.client;
    orgId = a.org.id;
    userId = a.user.id;
  });
  afterAll(() => t?.close());

  const auditOf = (recordId: string) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('id').execute();

  it('serves exactly the resources of the resource files', () => {
    expect(
      t.app.ctx.registry
        .all()
        .map((r) => r.def.name)
        .sort(),
    ).toEqual(resources.map((r) => r.def.name).sort());
    expect(resources.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(resources.map((r) => ({ name: r.def.name, r })))('$name', ({ r }) => {
    const { def } = r;
    const base = apiBase(def);

    it('lists the seed rows of a new organisation', async () => {
      const res = await admin.get(`${base}${listQuery({ range: [0, 999] })}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(def.seed.length);
      expect(res.headers['content-range']).toBe(
        def.seed.length ? `${def.name} 0-${def.seed.length - 1}/${def.seed.length}` : `${def.name} */0`,
      );
      const reps = res.body.map((row: Record<string, unknown>) => row[def.recordRepresentation]);
      expect(reps.sort()).toEqual(def.seed.map((s) => s[def.recordRepresentation]).sort());
      for (const row of res.body) {
        expect(row).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 1 });
        expect(Object.keys(row)).not.toContain('orgId');
        expect(Object.keys(row)).not.toContain('searchText');
      }
    });

    it('creates, reads, updates and deletes a record, and audits each write', async () => {
      const body = await validBody(admin, registry, r);
      const created = await admin.post(base, body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...body, version: 1 });
      const id = created.body.id as string;

      const got = await admin.get(`${base}/${id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created.body);

      const repField = def.fields.find((f) => f.name === def.recordRepresentation)!;
      const newRep = valueFor(def, repField, undefined, admin);
      const updated = await admin.put(`${base}/${id}`, { version: 1, [repField.name]: newRep });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ ...body, [repField.name]: newRep, id, version: 2, createdAt: created.body.createdAt });
      expect((await admin.get(`${base}/${id}`)).body).toEqual(updated.body);

      const deleted = await admin.delete(`${base}/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(updated.body);
      const gone = await admin.get(`${base}/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ status: 404, error: `${def.labelSingular} not found` });

      const audit = await auditOf(id);
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
      for (const a of audit) expect(a).toMatchObject({ org_id: orgId, user_id: userId, resource: def.name });
      expect(audit[0].before).toBeNull();
      expect(audit[0].after).toEqual(created.body);
      expect(audit[1].before).toEqual(created.body);
      expect(audit[1].after).toEqual(updated.body);
      expect(audit[2].before).toEqual(updated.body);
      expect(audit[2].after).toBeNull();
    });

    const uniqueFields = def.fields.filter((f) => f.unique);
    it.each(uniqueFields.map((f) => ({ field: f.name, f })))('refuses a duplicate $field with 409', async ({ f }) => {
      const seedRow = def.seed.find((s) => typeof s[f.name] === 'string');
      const body = await validBody(admin, registry, r);
      let taken: unknown = seedRow?.[f.name];
      if (taken === undefined) {
        const first = await admin.post(base, body);
        expect(first.status).toBe(201);
        taken = body[f.name];
        Object.assign(body, await validBody(admin, registry, r));
      }
      // Text is unique case-insensitively: the same value in other capitals is a duplicate too.
      for (const value of [taken, typeof taken === 'string' ? taken.toUpperCase() : taken]) {
        const before = await admin.get(`${base}${listQuery({ range: [0, 0] })}`);
        const res = await admin.post(base, { ...body, [f.name]: value });
        expect(res.status).toBe(409);
        const sentence =
          f.name === def.recordRepresentation
            ? `${def.labelSingular} '${String(value)}' already exists`
            : `${def.labelSingular} with ${f.label.toLowerCase()} '${String(value)}' already exists`;
        expect(res.body).toEqual({ status: 409, error: sentence, title: sentence, details: [] });
        const after = await admin.get(`${base}${listQuery({ range: [0, 0] })}`);
        expect(after.headers['content-range']).toBe(before.headers['content-range']);
      }
    });

    const required = def.fields.filter((f) => f.required && f.default === undefined && !f.readOnly);
    it.each(required.map((f) => ({ field: f.name, f })))('refuses a record without $field with 400 naming it', async ({ f }) => {
      const body = await validBody(admin, registry, r);
      delete body[f.name];
      const res = await admin.post(base, body);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field: f.name, message: `${f.label} is required` });
      expect(res.body.error).toContain(`${f.label} is required`);
      if (f.name !== def.recordRepresentation) {
        const found = await admin.get(`${base}${listQuery({ filter: { [def.recordRepresentation]: body[def.recordRepresentation] } })}`);
        expect(found.body).toEqual([]);
      }
    });

    it('refuses an unknown field with 400 rather than dropping it', async () => {
      const body = await validBody(admin, registry, r);
      const res = await admin.post(base, { ...body, notAField: 1 });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field: 'notAField', message: "Unknown field 'notAField'" });
    });
  });

  it.each(referencedSeeds.map((x) => ({ label: `${x.r.def.name} '${x.rep}'`, ...x })))(
    'refuses to delete $label while other records use it',
    async ({ r, rep, uses }) => {
      const { def } = r;
      const list = await admin.get(`${apiBase(def)}${listQuery({ range: [0, 999] })}`);
      const row = list.body.find((x: Record<string, unknown>) => x[def.recordRepresentation] === rep);
      expect(row).toBeDefined();
      const res = await admin.delete(`${apiBase(def)}/${row.id}`);
      expect(res.status).toBe(409);
      const what = uses.map((u) => `${u.count} ${u.count === 1 ? u.singular : u.plural}`).join(' and ');
      expect(res.body.error).toBe(`${def.labelSingular} '${rep}' is used by ${what}`);
      expect((await admin.get(`${apiBase(def)}/${row.id}`)).body).toEqual(row);
      expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['create']);
    },
  );

  it('names the uses of a gender and a specimen in the refusal', async () => {
    const genders = await admin.get(`/api/masters/gender${listQuery({ filter: { name: 'Female' } })}`);
    const female = await admin.delete(`/api/masters/gender/${genders.body[0].id}`);
    expect(female.status).toBe(409);
    expect(female.body.error).toMatch(/^Gender 'Female' is used by \d+ gender prefix(es)? and \d+ patient name prefix(es)?$/);
    expect(female.body.title).toBe(female.body.error);

    const specimens = await admin.get(`/api/masters/specimen${listQuery({ filter: { name: 'Serum' } })}`);
    const serum = await admin.delete(`/api/masters/specimen/${specimens.body[0].id}`);
    expect(serum.status).toBe(409);
    expect(serum.body.error).toMatch(/^Specimen 'Serum' is used by .*specimens? to process/);
  });

  it('deletes a record once nothing uses it any more', async () => {
    const gender = await admin.post('/api/masters/gender', { name: 'Deletable', code: 'D' });
    expect(gender.status).toBe(201);
    const prefix = await admin.post('/api/masters/genderPrefix', { name: 'Dl.', defaultGenderId: gender.body.id });
    expect(prefix.status).toBe(201);
    const refused = await admin.delete(`/api/masters/gender/${gender.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Gender 'Deletable' is used by 1 gender prefix");
    const cleared = await admin.put(`/api/masters/genderPrefix/${prefix.body.id}`, { version: 1, defaultGenderId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.defaultGenderId).toBeNull();
    expect((await admin.delete(`/api/masters/gender/${gender.body.id}`)).status).toBe(200);
  });
});
