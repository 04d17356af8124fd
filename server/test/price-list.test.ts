/** Price lists: one default per organisation, products, prices added in bulk, edited inline and removed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp, type Json } from './helpers.ts';
import { findOne, idOf } from './lookup.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('price lists on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  let main: Json;
  let camp: Json;
  let ids: Record<string, string>;

  const items = (listId: string, params: Parameters<typeof listQuery>[0] = {}) =>
    A.client.get(`/api/pl/${listId}/items${listQuery(params)}`);
  const auditOf = (recordId: string) =>
    t.app.ctx.db.selectFrom('audit_log').select(['action', 'after']).where('record_id', '=', recordId).orderBy('id').execute();

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'prices-a');
    B = await createOrgWithAdmin(t.app, 'prices-b');
    main = await findOne(A.client, '/api/pl', { name: 'Default price list' });
    ids = {
      hb: await idOf(A.client, '/api/analyte', { code: 'HB' }),
      tsh: await idOf(A.client, '/api/analyte', { code: 'TSH' }),
      cbc: await idOf(A.client, '/api/item-group', { code: 'CBC' }),
      lipid: await idOf(A.client, '/api/item-group', { code: 'LIPID' }),
    };
  });
  afterAll(() => t?.close());

  it('starts an organisation with one default list pricing every product at its base price', async () => {
    expect(main).toMatchObject({ isDefault: true, isActive: true, kind: 'Standard', itemCount: 103 });
    const page = await items(main.id, { sort: ['code', 'ASC'], range: [0, 4], filter: { kind: 'group' } });
    expect(page.headers['content-range']).toBe('priceListItem 0-4/17');
    expect(page.body[0]).toEqual({
      kind: 'group',
      id: expect.any(String),
      code: 'BASIC',
      name: 'Basic health check-up',
      basePrice: 999,
      price: 999,
      updatedAt: expect.any(String),
    });
  });

  it('answers every product, and the ones a list does not price', async () => {
    const all = await A.client.get('/api/pl/products');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(103);
    expect(all.body.find((p: Json) => p.code === 'CBC')).toEqual({
      kind: 'group',
      id: ids.cbc,
      code: 'CBC',
      name: 'Complete blood count (CBC)',
      basePrice: 350,
      isActive: true,
    });
    expect((await A.client.get('/api/pl/products?q=thyroid%20profile')).body.map((p: Json) => p.code)).toEqual(['FTP', 'THYROID']);
    expect((await A.client.get('/api/pl/products?kind=group')).body).toHaveLength(17);
    expect((await A.client.get('/api/pl/products?kind=panel')).status).toBe(400);
    expect((await A.client.get(`/api/pl/not-in-pricelist/${main.id}`)).body).toEqual([]);
  });

  it('creates more lists, empty or with every product, never a second default', async () => {
    const res = await A.client.post('/api/pl', { name: 'Health camp 2026', kind: 'Camp', description: 'Free camp prices' });
    expect(res.status).toBe(201);
    camp = res.body;
    expect(camp).toMatchObject({ isDefault: false, itemCount: 0, kind: 'Camp' });
    expect(camp).not.toHaveProperty('includeAllProducts');
    expect((await A.client.get(`/api/pl/not-in-pricelist/${camp.id}?kind=group`)).body).toHaveLength(17);
    const full = await A.client.post('/api/pl', { name: 'Corporate — Acme', kind: 'Corporate', includeAllProducts: true });
    expect(full.body).toMatchObject({ isDefault: false, itemCount: 103 });
    const isDefault = await A.client.post('/api/pl', { name: 'Sneaky', isDefault: true });
    expect(isDefault.status).toBe(400);
    expect(isDefault.body.details).toContainEqual({ field: 'isDefault', message: "Unknown field 'isDefault'" });
  });

  it('adds products in bulk and edits prices inline, at the base price when none is given', async () => {
    const res = await A.client.put(`/api/pl/${camp.id}/items`, {
      items: [
        { kind: 'group', id: ids.cbc, price: 199 },
        { kind: 'analyte', id: ids.hb },
        { kind: 'group', id: ids.lipid, price: 0 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ priceListId: camp.id, saved: 3 });
    expect(res.body.items.map((i: Json) => [i.code, i.price, i.basePrice])).toEqual([
      ['CBC', 199, 350],
      ['HB', 150, 150],
      ['LIPID', 0, 600],
    ]);
    const edited = await A.client.put(`/api/pl/${camp.id}/items`, { items: [{ kind: 'analyte', id: ids.hb, price: 99.5 }] });
    expect(edited.body.items).toEqual([expect.objectContaining({ code: 'HB', price: 99.5 })]);
    const page = await items(camp.id, { sort: ['price', 'DESC'] });
    expect(page.body.map((i: Json) => [i.code, i.price])).toEqual([
      ['CBC', 199],
      ['HB', 99.5],
      ['LIPID', 0],
    ]);
    expect((await items(camp.id, { filter: { q: 'blood' } })).body.map((i: Json) => i.code)).toEqual(['CBC']);
    expect((await A.client.get(`/api/pl/${camp.id}`)).body.itemCount).toBe(3);
    expect((await auditOf(camp.id)).map((a) => a.action)).toEqual(['create', 'set-prices', 'set-prices']);
  });

  it('refuses bad prices and unknown or repeated products (400), changing nothing', async () => {
    const cases: [Json, { field: string; message: string }][] = [
      [
        { items: [{ kind: 'analyte', id: ids.hb, price: -1 }] },
        { field: 'items.0.price', message: 'Items, row 1: Price must be at least 0' },
      ],
      [
        { items: [{ kind: 'analyte', id: ids.hb, price: 1.234 }] },
        { field: 'items.0.price', message: 'Items, row 1: Price may have at most two decimals' },
      ],
      [{ items: [] }, { field: 'items', message: 'Items needs at least 1 row' }],
      [
        { items: [{ kind: 'group', id: ids.hb }] },
        { field: 'items.0.id', message: 'Items, row 1: the selected item group does not exist' },
      ],
      [
        {
          items: [
            { kind: 'analyte', id: ids.tsh },
            { kind: 'analyte', id: ids.tsh, price: 5 },
          ],
        },
        { field: 'items.1.id', message: 'Items, row 2: the product is already in an earlier row' },
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await A.client.put(`/api/pl/${camp.id}/items`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toContainEqual(detail);
    }
    expect((await items(camp.id)).headers['content-range']).toBe('priceListItem 0-2/3');
    expect((await items(camp.id, { sort: ['nope', 'ASC'] })).status).toBe(400);
    expect((await items(camp.id, { filter: { colour: 'red' } })).status).toBe(400);
  });

  it('removes products from a list', async () => {
    const res = await A.client.put('/api/pl/remove-group-from-pricelist', {
      priceListId: camp.id,
      items: [
        { kind: 'group', id: ids.cbc },
        { kind: 'group', id: ids.lipid },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ priceListId: camp.id, removed: 2 });
    expect((await items(camp.id)).body.map((i: Json) => i.code)).toEqual(['HB']);
    expect((await A.client.get(`/api/pl/not-in-pricelist/${camp.id}?q=cbc`)).body.map((p: Json) => p.code)).toEqual(['CBC']);
    const bad = await A.client.put('/api/pl/remove-group-from-pricelist', { priceListId: camp.id });
    expect(bad.body.details).toContainEqual({ field: 'items', message: 'Items is required' });
  });

  it('moves the default to another list, and refuses to delete or deactivate the default', async () => {
    const moved = await A.client.put(`/api/pl/${camp.id}/make-default`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: camp.id, isDefault: true });
    const lists = await A.client.get(`/api/pl${listQuery({ filter: { isDefault: true } })}`);
    expect(lists.body.map((l: Json) => l.name)).toEqual(['Health camp 2026']);
    const refused = await A.client.delete(`/api/pl/${camp.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Price list 'Health camp 2026' is the default price list; make another list the default before deleting it",
    );
    const off = await A.client.put(`/api/pl/${camp.id}`, { version: moved.body.version, isActive: false });
    expect(off.status).toBe(400);
    expect(off.body.details).toEqual([
      { field: 'isActive', message: 'The default price list must stay active; make another list the default first' },
    ]);
    expect((await A.client.put(`/api/pl/${main.id}/make-default`)).body.isDefault).toBe(true);
    expect((await A.client.delete(`/api/pl/${camp.id}`)).status).toBe(200);
  });

  it('refuses to delete a list a referral partner uses (409)', async () => {
    const list = await A.client.post('/api/pl', { name: 'B2B lab partners', kind: 'B2B' });
    await A.client.post('/api/refferal', { name: 'Partner Lab', kind: 'Hospital', priceListId: list.body.id });
    expect((await A.client.delete(`/api/pl/${list.body.id}`)).body.error).toBe(
      "Price List 'B2B lab partners' is used by 1 referral partner",
    );
  });

  it('answers 404 for an unknown list on every price call', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', `/api/pl/${none}/items`, undefined],
      ['PUT', `/api/pl/${none}/items`, { items: [{ kind: 'analyte', id: ids.hb }] }],
      ['GET', `/api/pl/not-in-pricelist/${none}`, undefined],
      ['PUT', `/api/pl/${none}/make-default`, undefined],
      ['PUT', '/api/pl/remove-group-from-pricelist', { priceListId: none, items: [{ kind: 'analyte', id: ids.hb }] }],
    ] as const) {
      expect((await A.client.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('keeps each organisation to its own lists and products', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/pl/${main.id}`, undefined],
      ['GET', `/api/pl/${main.id}/items`, undefined],
      ['PUT', `/api/pl/${main.id}/items`, { items: [{ kind: 'analyte', id: ids.hb, price: 1 }] }],
      ['GET', `/api/pl/not-in-pricelist/${main.id}`, undefined],
      ['PUT', `/api/pl/${main.id}/make-default`, undefined],
      ['PUT', '/api/pl/remove-group-from-pricelist', { priceListId: main.id, items: [{ kind: 'analyte', id: ids.hb }] }],
      ['DELETE', `/api/pl/${main.id}`, undefined],
    ] as const) {
      expect((await B.client.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const own = await findOne(B.client, '/api/pl', { name: 'Default price list' });
    const foreign = await B.client.put(`/api/pl/${own.id}/items`, { items: [{ kind: 'analyte', id: ids.hb, price: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ field: 'items.0.id', message: 'Items, row 1: the selected analyte does not exist' }]);
    const products = await B.client.get('/api/pl/products');
    expect(products.body.map((p: Json) => p.id)).not.toContain(ids.hb);
    expect((await items(main.id, { filter: { id: [ids.hb] } })).body[0].price).toBe(150);
  });
});
