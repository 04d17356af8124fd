/**
 * The isolation suite: two organisations on one server; for every generated route of every resource,
 * B can neither see, count, find, change, delete nor point at A's records. It runs over organisations
 * made in different ways (tenant-isolation.test.ts, org-cli.test.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databases, listQuery, startApp, type Client, type Json, type TestApp } from './helpers.ts';
import { apiBase, someId, staticRegistry, validBody } from './records.ts';

const registry = staticRegistry();
const resources = registry.all();

/** A signed-in administrator of an organisation, with a client on the organisation's host. */
export interface IsolatedOrg {
  org: { id: string; slug: string };
  user: { id: string };
  token: string;
  client: Client;
}

export function describeTenantIsolation(title: string, makeOrgs: (t: TestApp) => Promise<[IsolatedOrg, IsolatedOrg]>) {
  describe.each(databases)(`${title} on $name`, ({ url }) => {
    let t: TestApp;
    let A: IsolatedOrg;
    let B: IsolatedOrg;
    /** per resource: the record A created, and every id A has */
    const created: Record<string, Json> = {};
    const idsOfA: Record<string, string[]> = {};

    beforeAll(async () => {
      t = await startApp(url);
      [A, B] = await makeOrgs(t);
      for (const r of resources) {
        const res = await A.client.post(apiBase(r.def), await validBody(A.client, registry, r));
        expect(res.status, `${r.def.name}: ${JSON.stringify(res.body)}`).toBe(201);
        created[r.def.name] = res.body;
        idsOfA[r.def.name] = (await A.client.get(`${apiBase(r.def)}${listQuery({ range: [0, 999] })}`)).body.map(
          (x: { id: string }) => x.id,
        );
      }
    });
    afterAll(() => t?.close());

    /** The rows of a table as stored, for one organisation. */
    const rowsOf = async (table: string, orgId: string) =>
      (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where org_id = ${orgId} order by id`.execute(t.app.ctx.db))
        .rows;
    const countOf = async (table: string, orgId: string) => (await rowsOf(table, orgId)).length;

    it('covers every resource of the registry', () => {
      expect(
        t.app.ctx.registry
          .all()
          .map((r) => r.def.name)
          .sort(),
      ).toEqual(resources.map((r) => r.def.name).sort());
    });

    describe.each(resources.map((r) => ({ name: r.def.name, r })))('$name', ({ r }) => {
      const { def } = r;
      const base = apiBase(def);
      const record = () => created[def.name];

      it("B cannot read A's record by id", async () => {
        for (const id of [record().id, idsOfA[def.name][0]]) {
          const res = await B.client.get(`${base}/${id}`);
          expect(res.status).toBe(404);
          expect(res.body).toEqual({
            status: 404,
            error: `${def.labelSingular} not found`,
            title: `${def.labelSingular} not found`,
            details: [],
          });
        }
        expect((await A.client.get(`${base}/${record().id}`)).status).toBe(200);
      });

      it("B's list, count and getMany hold none of A's records", async () => {
        const list = await B.client.get(`${base}${listQuery({ range: [0, 999] })}`);
        expect(list.status).toBe(200);
        const own = await countOf(def.table, B.org.id);
        expect(list.body).toHaveLength(own);
        expect(list.headers['content-range']).toBe(own ? `${def.name} 0-${own - 1}/${own}` : `${def.name} */0`);
        const seen = new Set(list.body.map((x: { id: string }) => x.id));
        for (const id of idsOfA[def.name]) expect(seen.has(id)).toBe(false);

        const many = await B.client.get(`${base}${listQuery({ filter: { id: idsOfA[def.name] } })}`);
        expect(many.status).toBe(200);
        expect(many.body).toEqual([]);
        expect(many.headers['content-range']).toBe(`${def.name} */0`);
        // A sees its own through the same call
        const mine = await A.client.get(`${base}${listQuery({ filter: { id: idsOfA[def.name] }, range: [0, 999] })}`);
        expect(mine.body).toHaveLength(idsOfA[def.name].length);
      });

      const rep = def.fields.find((f) => f.name === def.recordRepresentation)!;
      it.runIf(rep.searchable)("B's search does not find A's record", async () => {
        const q = String(record()[rep.name]);
        expect((await A.client.get(`${base}${listQuery({ filter: { q } })}`)).body.map((x: { id: string }) => x.id)).toContain(record().id);
        const res = await B.client.get(`${base}${listQuery({ filter: { q } })}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
        expect(res.headers['content-range']).toBe(`${def.name} */0`);
        const exact = await B.client.get(`${base}${listQuery({ filter: { [rep.name]: record()[rep.name] } })}`);
        expect(exact.body).toEqual([]);
      });

      it("B cannot update or delete A's record, and A's row is unchanged", async () => {
        const before = await rowsOf(def.table, A.org.id);
        const put = await B.client.put(`${base}/${record().id}`, { version: record().version, [rep.name]: record()[rep.name] });
        expect(put.status).toBe(404);
        const del = await B.client.delete(`${base}/${record().id}`);
        expect(del.status).toBe(404);
        const generic = await B.client.post('/api/master/create-update', {
          data: { tableName: def.name, id: record().id, version: record().version },
        });
        expect(generic.status).toBe(404);
        expect(await rowsOf(def.table, A.org.id)).toEqual(before);
        expect((await A.client.get(`${base}/${record().id}`)).body).toEqual(record());
      });

      const refs = def.fields.filter((f) => f.type === 'reference');
      it.runIf(refs.length > 0)("B cannot point its own record at A's records", async () => {
        const bRecord = await B.client.post(base, await validBody(B.client, registry, r));
        expect(bRecord.status).toBe(201);
        for (const f of refs) {
          const target = registry.get(f.reference!)!.def;
          const aTarget = await someId(A.client, target);
          const before = await rowsOf(def.table, B.org.id);

          const body = { ...(await validBody(B.client, registry, r)), [f.name]: aTarget };
          const create = await B.client.post(base, body);
          expect(create.status, JSON.stringify(create.body)).toBe(400);
          expect(create.body.details).toContainEqual({ field: f.name, message: `${f.label}: the selected record does not exist` });

          const update = await B.client.put(`${base}/${bRecord.body.id}`, { version: bRecord.body.version, [f.name]: aTarget });
          expect(update.status).toBe(400);

          const generic = await B.client.post('/api/master/create-update', { data: { tableName: def.name, ...body } });
          expect(generic.status).toBe(400);

          expect(await rowsOf(def.table, B.org.id)).toEqual(before);
          // B's filter on A's target id finds nothing either
          expect((await B.client.get(`${base}${listQuery({ filter: { [f.name]: aTarget } })}`)).body).toEqual([]);
        }
        expect((await B.client.delete(`${base}/${bRecord.body.id}`)).status).toBe(200);
      });

      it("B's generic calls hold none of A's records", async () => {
        const data = await B.client.get(`/api/master/get-data?data=${def.name}`);
        expect(data.status).toBe(200);
        const own = await countOf(def.table, B.org.id);
        expect(data.body).toHaveLength(own);
        expect(data.headers['content-range']).toBe(own ? `${def.name} 0-${own - 1}/${own}` : `${def.name} */0`);
        const dropdown = await B.client.get(`/api/generic/dropdown?tableName=${def.name}`);
        expect(dropdown.status).toBe(200);
        const seen = new Set([...data.body, ...dropdown.body].map((x: { id: string }) => x.id));
        for (const id of idsOfA[def.name]) expect(seen.has(id)).toBe(false);
      });
    });

    it("refuses A's token on B's host (403) and changes nothing", async () => {
      const onB = client(t.app, A.token, `${B.org.slug}.localhost`);
      const unit = resources.find((r) => r.def.name === 'unit')!;
      const before = await countOf(unit.def.table, B.org.id);
      for (const [method, path, body] of [
        ['GET', '/api/masters/unit', undefined],
        ['GET', `/api/masters/unit/${created.unit.id}`, undefined],
        ['POST', '/api/masters/unit', { name: 'from A on B' }],
        ['PUT', `/api/masters/unit/${created.unit.id}`, { version: 1, name: 'x' }],
        ['DELETE', `/api/masters/unit/${created.unit.id}`, undefined],
        ['GET', '/api/master/get-data?data=unit', undefined],
        ['GET', '/api/generic/dropdown?tableName=unit', undefined],
        ['GET', '/api/ui/get-forms-config', undefined],
        ['POST', '/api/master/create-update', { data: { tableName: 'unit', name: 'from A on B' } }],
        ['GET', '/api/auth/me', undefined],
      ] as const) {
        const res = await onB.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect(await countOf(unit.def.table, B.org.id)).toBe(before);
      expect((await A.client.get(`/api/masters/unit/${created.unit.id}`)).body).toEqual(created.unit);
    });

    it("B's writes land in B only", async () => {
      const res = await B.client.post('/api/masters/unit', { name: created.unit.name });
      // the same unique value is free in another organisation
      expect(res.status).toBe(201);
      const [row] = (await sql<{ org_id: string }>`select org_id from m_unit where id = ${res.body.id}`.execute(t.app.ctx.db)).rows;
      expect(row.org_id).toBe(B.org.id);
      const audit = await t.app.ctx.db.selectFrom('audit_log').select(['org_id', 'user_id']).where('record_id', '=', res.body.id).execute();
      expect(audit).toEqual([{ org_id: B.org.id, user_id: B.user.id }]);
    });
  });
}
