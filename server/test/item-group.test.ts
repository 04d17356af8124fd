/** Item groups: panels and packages made of analytes and other groups, never containing themselves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, startApp, type TestApp, type Json } from './helpers.ts';
import { findOne, idOf } from './lookup.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('item groups on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  let ids: Record<string, string>;
  let panel: Json;
  let pack: Json;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'groups-a');
    B = await createOrgWithAdmin(t.app, 'groups-b');
    const c = A.client;
    ids = {
      hb: await idOf(c, '/api/analyte', { code: 'HB' }),
      plt: await idOf(c, '/api/analyte', { code: 'PLT' }),
      cbc: await idOf(c, '/api/item-group', { code: 'CBC' }),
      routine: await idOf(c, '/api/item-category', { name: 'Routine panels' }),
      packages: await idOf(c, '/api/item-category', { name: 'Health packages' }),
    };
  });
  afterAll(() => t?.close());

  it('creates a panel of analytes given by id or code, in order, and reads it back with codes and names', async () => {
    const res = await A.client.post('/api/item-group', {
      code: 'ANAEMIA',
      name: 'Anaemia panel',
      kind: 'Panel',
      categoryId: ids.routine,
      price: 1200,
      members: [
        { kind: 'analyte', id: ids.hb },
        { kind: 'analyte', code: 'FERR' },
        { kind: 'analyte', code: 'B12' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    panel = res.body;
    expect(panel).toMatchObject({ code: 'ANAEMIA', kind: 'Panel', price: 1200, categoryId: ids.routine, isActive: true, version: 1 });
    expect(panel.members.map((m: Json) => [m.kind, m.code])).toEqual([
      ['analyte', 'HB'],
      ['analyte', 'FERR'],
      ['analyte', 'B12'],
    ]);
    expect(panel.members[0]).toEqual({ kind: 'analyte', id: ids.hb, code: 'HB', name: 'Haemoglobin' });
    expect((await A.client.get(`/api/item-group/${panel.id}`)).body).toEqual(panel);
  });

  it('creates a package of groups and analytes, and replaces the members on update (the record sent back whole)', async () => {
    const res = await A.client.post('/api/item-group', {
      code: 'WOMEN',
      name: "Women's health package",
      kind: 'Package',
      categoryId: ids.packages,
      price: 2500,
      members: [
        { kind: 'group', id: panel.id },
        { kind: 'group', code: 'THYROID' },
        { kind: 'analyte', code: 'VITD' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    pack = res.body;
    const updated = await A.client.put(`/api/item-group/${pack.id}`, {
      ...pack,
      members: [...pack.members.slice(1), { kind: 'analyte', id: ids.plt }],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.members.map((m: Json) => m.code)).toEqual(['THYROID', 'VITD', 'PLT']);
    expect(updated.body.version).toBe(2);
    const kept = await A.client.put(`/api/item-group/${pack.id}`, { version: 2, price: 2400 });
    expect(kept.body).toMatchObject({ price: 2400, version: 3 });
    expect(kept.body.members).toEqual(updated.body.members);
    pack = kept.body;
  });

  it('refuses unknown, repeated and empty members, naming the row (400)', async () => {
    const res = await A.client.post('/api/item-group', {
      code: 'BAD',
      name: 'Bad',
      price: 1,
      members: [
        { kind: 'analyte', code: 'NOPE' },
        { kind: 'group', id: '00000000-0000-4000-8000-000000000000' },
        { kind: 'analyte', code: 'HB' },
        { kind: 'analyte', id: ids.hb },
        { kind: 'group' },
        { kind: 'test', code: 'HB' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'members.5.kind', message: 'Members, row 6: Kind must be one of: analyte, group' }]);
    const rows = await A.client.post('/api/item-group', {
      code: 'BAD',
      name: 'Bad',
      price: 1,
      members: [
        { kind: 'analyte', code: 'NOPE' },
        { kind: 'group', id: '00000000-0000-4000-8000-000000000000' },
        { kind: 'analyte', code: 'HB' },
        { kind: 'analyte', id: ids.hb },
        { kind: 'group' },
      ],
    });
    expect(rows.body.details).toEqual([
      { field: 'members.0', message: "Members, row 1: no analyte has the code 'NOPE'" },
      { field: 'members.1', message: 'Members, row 2: the selected item group does not exist' },
      { field: 'members.3', message: 'Members, row 4: Haemoglobin is already row 3' },
      { field: 'members.4', message: 'Members, row 5: choose an item group' },
    ]);
    expect((await A.client.get('/api/item-group?filter={"code":"BAD"}')).body).toEqual([]);
  });

  it('refuses a group that would contain itself, directly or through another group', async () => {
    const self = await A.client.put(`/api/item-group/${panel.id}`, { version: panel.version, members: [{ kind: 'group', id: panel.id }] });
    expect(self.body.details).toEqual([{ field: 'members.0', message: 'Members, row 1: a group cannot contain itself' }]);
    // WOMEN no longer holds ANAEMIA; put it back, then try the other way round.
    const back = await A.client.put(`/api/item-group/${pack.id}`, {
      version: pack.version,
      members: [...pack.members, { kind: 'group', id: panel.id }],
    });
    expect(back.status).toBe(200);
    const outer = await A.client.post('/api/item-group', {
      code: 'OUTER',
      name: 'Outer',
      kind: 'Package',
      price: 1,
      members: [{ kind: 'group', code: 'WOMEN' }],
    });
    expect(outer.status).toBe(201);
    const cycle = await A.client.put(`/api/item-group/${panel.id}`, {
      version: panel.version,
      members: [
        { kind: 'analyte', code: 'HB' },
        { kind: 'group', code: 'OUTER' },
      ],
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.details).toEqual([
      { field: 'members.1', message: 'Members, row 2: Outer already contains this group, so it cannot also be one of its members' },
    ]);
  });

  it('answers the item categories with how many groups each holds', async () => {
    const res = await A.client.get('/api/item-group/item-categoryId');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: ids.routine, name: 'Routine panels', description: expect.any(String), groups: 5 });
    expect(res.body.map((c: Json) => c.name)).toEqual([
      'Routine panels',
      'Organ function',
      'Metabolic',
      'Hormones',
      'Vitamins and minerals',
      'Infection and immunity',
      'Health packages',
    ]);
    expect(res.body.find((c: Json) => c.name === 'Health packages').groups).toBe(3);
  });

  it('refuses to delete a group that other groups or price lists hold (409), and deletes one nobody holds', async () => {
    const cbc = await A.client.delete(`/api/item-group/${ids.cbc}`);
    expect(cbc.status).toBe(409);
    expect(cbc.body.error).toBe("Item Group 'Complete blood count (CBC)' is used by 2 item groups and 1 price list");
    const inner = await A.client.delete(`/api/item-group/${panel.id}`);
    expect(inner.body.error).toBe("Item Group 'Anaemia panel' is used by 1 item group");
    const outer = await findOne(A.client, '/api/item-group', { code: 'OUTER' });
    expect((await A.client.delete(`/api/item-group/${outer.id}`)).status).toBe(200);
    // Its member rows went with it: WOMEN can now be deleted too.
    expect((await A.client.delete(`/api/item-group/${pack.id}`)).status).toBe(200);
    expect((await A.client.get(`/api/item-group/${pack.id}`)).status).toBe(404);
  });

  it('keeps each organisation to its own groups and members', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: 1, name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await B.client.request(method, `/api/item-group/${ids.cbc}`, body)).status).toBe(404);
    }
    const stolen = await B.client.post('/api/item-group', {
      code: 'STEAL',
      name: 'Steal',
      price: 1,
      members: [
        { kind: 'analyte', id: ids.hb },
        { kind: 'group', id: ids.cbc },
      ],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details).toEqual([
      { field: 'members.0', message: 'Members, row 1: the selected analyte does not exist' },
      { field: 'members.1', message: 'Members, row 2: the selected item group does not exist' },
    ]);
    // By code, B's members are B's own analytes.
    const own = await B.client.post('/api/item-group', {
      code: 'MINE',
      name: 'Mine',
      price: 1,
      members: [{ kind: 'analyte', code: 'HB' }],
    });
    expect(own.body.members[0].id).toBe(await idOf(B.client, '/api/analyte', { code: 'HB' }));
    expect(own.body.members[0].id).not.toBe(ids.hb);
    const cats = await B.client.get('/api/item-group/item-categoryId');
    expect(cats.body.map((c: Json) => c.id)).not.toContain(ids.routine);
  });
});
