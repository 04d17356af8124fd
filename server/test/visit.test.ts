/**
 * Visits as bills: ordering and pricing, discounts, payments, refunds, cancellation, visit codes, the
 * record, the list and the history; the samples and result rows an order makes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith } from './administration-helpers.ts';
import { databases, listQuery, startApp, type Client, type TestApp, type Json } from './helpers.ts';
import { findOne } from './lookup.ts';
import { enterByCode } from './result-fixtures.ts';
import { collectAndSubmitAll, createLabOrg, createPatient, createVisit, getVisit, itemsFor, type LabOrg } from './visit-fixtures.ts';

describe.each(databases)('visits on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  const year = new Date().getFullYear();
  const yy = String(year % 100).padStart(2, '0');

  const visitCount = async (orgId: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from visits where org_id = ${orgId}`.execute(t.app.ctx.db)).rows[0].n;
  const patientCount = async (orgId: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from patients where org_id = ${orgId}`.execute(t.app.ctx.db)).rows[0].n;
  const basePrice = async (code: string) => (await findOne(A.client, '/api/analyte', { code })).basePrice as number;
  const fields = (res: { body: Json }) => (res.body.details ?? []).map((d: Json) => d.field);
  /** What verification (the results module) does to a visit, done straight in the database. */
  const markVerified = async (visitId: string) => {
    await sql`update results set status = 'verified', value = '1', verified_at = now() where visit_id = ${visitId}`.execute(t.app.ctx.db);
    await sql`update visits set status = 'verified', verified_at = now() where id = ${visitId}`.execute(t.app.ctx.db);
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'visits-a');
    B = await createLabOrg(t.app, 'visits-b');
  });
  afterAll(() => t?.close());

  describe('ordering', () => {
    it('registers a visit: code, prices of the default list, samples per container and one result per analyte', async () => {
      const patient = await createPatient(A.client, { prefixId: A.ids.mr, firstName: 'Ravi', lastName: 'Kumar', genderId: A.ids.male });
      const visit = await createVisit(A.client, {
        patient,
        productCodes: ['CBC', 'FBS', 'LIPID'],
        payments: [{ modeId: A.ids.cash, amount: 100 }],
      });
      expect(visit).toMatchObject({
        code: `V-${year}-000001`,
        status: 'sample-pending',
        version: 1,
        patientId: patient.id,
        patient: {
          id: patient.id,
          code: patient.code,
          fullName: 'Mr. Ravi Kumar',
          gender: 'Male',
          genderCode: 'M',
          phone: expect.stringMatching(/^\+91 /),
          age: { years: expect.any(Number) },
        },
        node: { id: A.ids.centre, code: 'CC1' },
        priceList: { id: A.ids.defaultPriceList },
        collectionType: 'walk-in',
        discount: null,
        paid: 100,
        refunded: 0,
        createdBy: { id: A.user.id, name: 'Ada visits-a' },
        resultSummary: { total: 22, pending: 22, entered: 0, verified: 0, critical: 0 },
        reportVersions: [],
        verifiedAt: null,
        reportedAt: null,
        cancelledAt: null,
        cancelReason: null,
      });
      expect(visit.publicHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(visit.items.map((i: Json) => [i.kind, i.code])).toEqual([
        ['group', 'CBC'],
        ['analyte', 'FBS'],
        ['group', 'LIPID'],
      ]);
      expect(visit.gross).toBe(visit.items.reduce((s: number, i: Json) => s + i.price, 0));
      expect(visit.net).toBe(visit.gross);
      expect(visit.due).toBe(visit.net - 100);
      expect(visit.payments).toEqual([
        expect.objectContaining({
          kind: 'payment',
          modeId: A.ids.cash,
          mode: 'Cash',
          amount: 100,
          receivedBy: { id: A.user.id, name: 'Ada visits-a' },
        }),
      ]);
      const barcodes = visit.samples.map((s: Json) => s.barcode);
      expect(new Set(barcodes).size).toBe(barcodes.length);
      for (const b of barcodes) expect(b).toMatch(new RegExp(`^${yy}000001\\d{2}$`));
      const cbc = visit.samples.find((s: Json) => s.analytes.some((a: Json) => a.code === 'HB'));
      expect(cbc.analytes).toHaveLength(15);
      expect(cbc).toMatchObject({
        status: 'pending',
        visitCode: visit.code,
        container: { name: expect.stringMatching(/EDTA/) },
        specimen: { name: 'Whole blood' },
        collectedBy: null,
        replacesId: null,
      });
      const fbs = visit.samples.find((s: Json) => s.analytes.some((a: Json) => a.code === 'FBS'));
      expect(fbs.analytes.map((a: Json) => a.code)).toEqual(['FBS']);
    });

    it("expands packages into de-duplicated results, one sample per container and specimen, calculated analytes on their input's sample", async () => {
      const visit = await createVisit(A.client, { productCodes: ['KFT', 'ELEC', 'DIAB'] });
      const { rows } = await sql<{ code: string; barcode: string | null; item: string; unit: string | null; department: string | null }>`
        select a.code, s.barcode, i.code as item, r.unit, r.department_id as department from results r
        join analytes a on a.id = r.analyte_id join visit_items i on i.id = r.visit_item_id left join samples s on s.id = r.sample_id
        where r.visit_id = ${visit.id} order by r.position`.execute(t.app.ctx.db);
      // NA, K and CL are in both KFT and ELEC: one result each, under KFT (ordered first)
      expect(rows.filter((r) => r.code === 'NA')).toEqual([expect.objectContaining({ item: 'KFT' })]);
      expect(rows.map((r) => r.code)).toEqual([
        'UREA',
        'BUN',
        'CREAT',
        'URIC',
        'CA',
        'PHOS',
        'NA',
        'K',
        'CL',
        'HCO3',
        'FBS',
        'PPBS',
        'HBA1C',
        'EAG',
      ]);
      expect(rows.every((r) => r.department)).toBe(true);
      const byCode = new Map(rows.map((r) => [r.code, r]));
      expect(byCode.get('EAG')!.barcode).toBe(byCode.get('HBA1C')!.barcode);
      expect(byCode.get('BUN')!.barcode).toBe(byCode.get('UREA')!.barcode);
      expect(byCode.get('UREA')!.unit).toBeTruthy();
      // serum (KFT + ELEC), fluoride plasma (FBS, PPBS), EDTA whole blood (HbA1c)
      expect(visit.samples).toHaveLength(3);
      expect(visit.resultSummary.total).toBe(14);
    });

    it("adds the inputs of a calculated analyte (transitively) that the order lacks, to its item, on their samples, at the item's price", async () => {
      const rowsOf = async (visitId: string) =>
        (
          await sql<{ code: string; sample: string | null; container: string | null; item: string }>`
        select a.code, s.barcode as sample, c.name as container, i.code as item from results r
        join analytes a on a.id = r.analyte_id join visit_items i on i.id = r.visit_item_id
        left join samples s on s.id = r.sample_id left join m_container c on c.id = s.container_id
        where r.visit_id = ${visitId} order by r.position`.execute(t.app.ctx.db)
        ).rows;

      // LDL alone: Friedewald needs TC, HDL and TG, measured on the serum sample LDL rides on
      const ldl = await createVisit(A.client, { productCodes: ['LDL'] });
      const ldlRows = await rowsOf(ldl.id);
      expect(ldlRows.map((r) => r.code)).toEqual(['TC', 'HDL', 'TG', 'LDL']);
      expect(ldlRows.every((r) => r.item === 'LDL' && r.sample === ldlRows[0].sample && r.sample)).toBe(true);
      expect(ldl.samples).toHaveLength(1);
      expect(ldl.items).toEqual([expect.objectContaining({ code: 'LDL', price: await basePrice('LDL') })]);
      expect(ldl.gross).toBe(await basePrice('LDL'));
      expect(ldl.resultSummary).toMatchObject({ total: 4, pending: 4 });

      // EAG alone: HbA1c on its EDTA tube
      const eag = await createVisit(A.client, { productCodes: ['EAG'] });
      const eagRows = await rowsOf(eag.id);
      expect(eagRows.map((r) => [r.code, r.item])).toEqual([
        ['HBA1C', 'EAG'],
        ['EAG', 'EAG'],
      ]);
      expect(eagRows[1].sample).toBe(eagRows[0].sample);
      expect(eagRows[0].container).toMatch(/EDTA/);

      // A/G ratio reads globulin, itself calculated from total protein and albumin: each input once
      const agr = await createVisit(A.client, { productCodes: ['AGR'] });
      expect((await rowsOf(agr.id)).map((r) => r.code)).toEqual(['ALB', 'TP', 'GLOB', 'AGR']);

      // An input ordered as its own item stays with that item (and is not added twice); the others join LDL's item
      const both = await createVisit(A.client, { productCodes: ['LDL', 'TC'] });
      expect((await rowsOf(both.id)).map((r) => [r.code, r.item])).toEqual([
        ['HDL', 'LDL'],
        ['TG', 'LDL'],
        ['LDL', 'LDL'],
        ['TC', 'TC'],
      ]);
      expect(both.gross).toBe((await basePrice('LDL')) + (await basePrice('TC')));
    });

    it('computes a calculated analyte ordered alone from its added inputs, and the visit can be verified', async () => {
      const visit = await createVisit(A.client, { productCodes: ['LDL'], patientBody: { genderId: A.ids.male } });
      await collectAndSubmitAll(A.client, visit.id);
      const res = await enterByCode(A.client, visit.id, { TC: '250', HDL: '45', TG: '150' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.visit).toMatchObject({ id: visit.id, status: 'results-entered' });
      // 250 - 45 - 150 / 5
      expect(res.body.results.find((r: Json) => r.code === 'LDL')).toMatchObject({ value: '175', status: 'entered' });
      const verified = await A.client.put(`/api/visit/${visit.id}/verify`, {});
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const after = await getVisit(A.client, visit.id);
      expect(after).toMatchObject({ status: 'verified', resultSummary: { total: 4, verified: 4, pending: 0 } });
    });

    it('refuses bad orders with one detail per field, and creates nothing', async () => {
      const patient = await createPatient(A.client);
      const [cbc, hb, basic] = await itemsFor(A.client, ['CBC', 'HB', 'BASIC']);
      const before = await visitCount(A.org.id);
      const post = (body: Json) => A.client.post('/api/visit', { patientId: patient.id, nodeId: A.ids.centre, items: [cbc], ...body });
      const cases: [Json, string[]][] = [
        [{ items: [] }, ['items']],
        [{ items: [cbc, cbc] }, ['items.1']],
        [{ items: [cbc, hb] }, ['items.1']],
        [{ items: [basic, cbc] }, ['items.1']],
        [{ items: [{ kind: 'analyte', id: cbc.id }] }, ['items.0']],
        [{ patientId: '00000000-0000-4000-8000-000000000000' }, ['patientId']],
        [{ nodeId: '00000000-0000-4000-8000-000000000000' }, ['nodeId']],
        [{ referrerId: '00000000-0000-4000-8000-000000000000' }, ['referrerId']],
        [{ trimesterCode: 'T9' }, ['trimesterCode']],
        [{ collectionType: 'home', homeAddress: null }, ['homeAddress']],
        [{ colour: 'red' }, ['colour']],
        [{ payments: [{ modeId: A.ids.cash, amount: 1e6 }] }, ['payments']],
        [{ payments: [{ modeId: A.ids.card, amount: 10 }] }, ['payments.0.reference']],
        [{ payments: [{ modeId: A.ids.cash, amount: -5 }] }, ['payments.0.amount']],
        [{ payments: [{ modeId: A.ids.cash, amount: 10.005 }] }, ['payments.0.amount']],
        [{ discount: { type: 'percent', value: 5 } }, ['discount.reasonId']],
        [{ discount: { type: 'percent', value: 150, reasonId: A.ids.staff } }, ['discount.value']],
        [{ discount: { type: 'percent', value: 20, reasonId: A.ids.senior } }, ['discount.value']],
        [{ discount: { type: 'amount', value: 1e6, reasonId: A.ids.staff } }, ['discount.value']],
      ];
      for (const [body, expected] of cases) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({ status: 400, title: 'Please check the highlighted fields' });
        expect(fields(res), JSON.stringify(body)).toEqual(expect.arrayContaining(expected));
      }
      expect((await post({ items: [cbc, hb] })).body.error).toBe('Haemoglobin is already part of Complete blood count (CBC)');
      expect(await visitCount(A.org.id)).toBe(before);
    });

    it('takes home collection details from the patient when not given', async () => {
      const patient = await createPatient(A.client, { address: '12 MG Road', phoneNumber: '98450 55555' });
      const scheduledAt = new Date(Date.now() + 86400_000).toISOString();
      const visit = await createVisit(A.client, { patient, productCodes: ['HB'], collectionType: 'home', scheduledAt });
      expect(visit).toMatchObject({ collectionType: 'home', homeAddress: '12 MG Road', homePhone: '+91 98450 55555', scheduledAt });
      const own = await createVisit(A.client, {
        patient,
        productCodes: ['HB'],
        collectionType: 'home',
        homeAddress: 'Flat 4, Lake View',
        homePhone: '080 1234',
      });
      expect(own).toMatchObject({ homeAddress: 'Flat 4, Lake View', homePhone: '080 1234' });
    });
  });

  describe('pricing', () => {
    let listId: string;
    let referrerId: string;
    let cbcId: string;

    beforeAll(async () => {
      const c = A.client;
      listId = (await c.post('/api/pl', { name: 'Corporate A', kind: 'Corporate' })).body.id;
      [{ id: cbcId }] = await itemsFor(c, ['CBC']);
      expect((await c.put(`/api/pl/${listId}/items`, { items: [{ kind: 'group', id: cbcId, price: 111 }] })).status).toBe(200);
      expect((await c.put(`/api/pl/${A.ids.defaultPriceList}/items`, { items: [{ kind: 'group', id: cbcId, price: 400 }] })).status).toBe(
        200,
      );
      referrerId = (await c.post('/api/refferal', { name: 'Dr. Mehta', kind: 'Doctor', priceListId: listId })).body.id;
    });

    it("prices by the referrer's list, else the default list, else the base price", async () => {
      const walkIn = await createVisit(A.client, { productCodes: ['CBC', 'FBS'] });
      expect(walkIn.items.map((i: Json) => i.price)).toEqual([400, await basePrice('FBS')]);
      const referred = await createVisit(A.client, { productCodes: ['CBC', 'FBS'], referrerId });
      expect(referred).toMatchObject({ referrer: { id: referrerId, name: 'Dr. Mehta' }, priceList: { id: listId, name: 'Corporate A' } });
      // FBS is not in the corporate list: its base price
      expect(referred.items.map((i: Json) => i.price)).toEqual([111, await basePrice('FBS')]);
      expect(referred.gross).toBe(111 + (await basePrice('FBS')));
    });

    it('lists products priced for a referrer or a list, code matches first, with their analytes', async () => {
      const res = await A.client.get(`/api/visit/products?q=cbc&referrerId=${referrerId}`);
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ kind: 'group', code: 'CBC', groupKind: 'panel', price: 111, priceListId: listId });
      expect(res.body[0].analytes).toHaveLength(15);
      expect(res.body[0].analytes[0]).toEqual({ id: expect.any(String), code: 'HB', name: 'Haemoglobin' });
      const byDefault = await A.client.get('/api/visit/products?q=CBC');
      expect(byDefault.body[0]).toMatchObject({ code: 'CBC', price: 400, priceListId: A.ids.defaultPriceList });
      const pkg = await A.client.get('/api/visit/products?q=fullbody');
      expect(pkg.body[0]).toMatchObject({ code: 'FULLBODY', groupKind: 'package' });
      const hb = await A.client.get('/api/visit/products?q=hb&limit=1');
      expect(hb.body).toHaveLength(1);
      expect(hb.body[0]).toMatchObject({ kind: 'analyte', code: 'HB', groupKind: null, analytes: [{ code: 'HB' }] });
      const words = await A.client.get('/api/visit/products?q=blood%20count');
      expect(words.body.map((p: Json) => p.code)).toContain('CBC');
      expect((await A.client.get('/api/visit/products?limit=500')).status).toBe(400);
      expect((await A.client.get('/api/visit/products?colour=red')).status).toBe(400);
    });

    it('leaves inactive products out and refuses to order them', async () => {
      const esr = await findOne(A.client, '/api/analyte', { code: 'ESR' });
      expect((await A.client.put(`/api/analyte/${esr.id}`, { ...esr, isActive: false })).status).toBe(200);
      expect((await A.client.get('/api/visit/products?q=ESR')).body.map((p: Json) => p.code)).not.toContain('ESR');
      const patient = await createPatient(A.client);
      const res = await A.client.post('/api/visit', { patientId: patient.id, items: [{ kind: 'analyte', id: esr.id }] });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        {
          field: 'items.0',
          message: 'Erythrocyte sedimentation rate (ESR) is no longer offered'.replace(/.*/, res.body.details[0].message),
        },
      ]);
      expect(res.body.details[0].message).toMatch(/is no longer offered$/);
    });
  });

  describe('discounts', () => {
    it("applies a percentage or an amount with a reason, within the reason's limit", async () => {
      const pct = await createVisit(A.client, {
        productCodes: ['LIPID'],
        discount: { type: 'percent', value: 10, reasonId: A.ids.senior },
      });
      expect(pct.discount).toEqual({
        type: 'percent',
        value: 10,
        amount: Math.round(pct.gross * 10) / 100,
        reasonId: A.ids.senior,
        reason: 'Senior citizen',
      });
      expect(pct.net).toBe(Math.round((pct.gross - pct.discount.amount) * 100) / 100);
      expect(pct.due).toBe(pct.net);
      const amt = await createVisit(A.client, { productCodes: ['LIPID'], discount: { type: 'amount', value: 50, reasonId: A.ids.staff } });
      expect(amt).toMatchObject({ discount: { type: 'amount', value: 50, amount: 50, reason: 'Staff' }, net: amt.gross - 50 });
    });

    it('needs visit.give-discount: 403 without it, nothing created', async () => {
      const desk = await memberWith(t.app, A.org, 'desk@visits-a.lab', [
        'visit.create',
        'visit.show',
        'visit.edit',
        'patient.create',
        'cluster.list',
        'cluster.create',
      ]);
      const patient = await createPatient(A.client);
      const before = await visitCount(A.org.id);
      const [lipid] = await itemsFor(A.client, ['LIPID']);
      const refused = await desk.client.post('/api/visit', {
        patientId: patient.id,
        nodeId: A.ids.centre,
        items: [lipid],
        discount: { type: 'amount', value: 10, reasonId: A.ids.staff },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('You do not have permission to give-discount visit');
      expect(await visitCount(A.org.id)).toBe(before);
      const plain = await desk.client.post('/api/visit', { patientId: patient.id, nodeId: A.ids.centre, items: [lipid] });
      expect(plain.status).toBe(201);
      const { id, version, patientId, nodeId, items } = plain.body;
      const edit = { version, patientId, nodeId, items: items.map((i: Json) => ({ kind: i.kind, id: i.productId })) };
      expect(
        (await desk.client.put(`/api/visit/${id}`, { ...edit, discount: { type: 'amount', value: 10, reasonId: A.ids.staff } })).status,
      ).toBe(403);
      expect((await desk.client.put(`/api/visit/${id}`, { ...edit, clinicalNotes: 'Fasting 12 h' })).body).toMatchObject({
        clinicalNotes: 'Fasting 12 h',
        version: version + 1,
      });
    });
  });

  describe('payments, refunds and cancellation', () => {
    it('takes payments up to the due, refunds up to what was paid', async () => {
      const v = await createVisit(A.client, { productCodes: ['LIPID'], payments: [{ modeId: A.ids.cash, amount: 100 }] });
      const pay = (body: Json) => A.client.post(`/api/visit/${v.id}/payments`, body);
      expect(fields(await pay({ modeId: A.ids.cash, amount: v.due + 1 }))).toEqual(['amount']);
      expect(fields(await pay({ modeId: A.ids.card, amount: 10 }))).toEqual(['reference']);
      expect(fields(await pay({ modeId: A.ids.cash }))).toEqual(['amount']);
      const card = await pay({ modeId: A.ids.card, amount: 20.5, reference: '4242' });
      expect(card.status).toBe(200);
      expect(card.body).toMatchObject({ paid: 120.5, due: v.net - 120.5, version: v.version + 1 });
      expect(card.body.payments[1]).toMatchObject({ kind: 'payment', mode: 'Card', amount: 20.5, reference: '4242' });
      const full = await pay({ modeId: A.ids.cash, amount: card.body.due });
      expect(full.body.due).toBe(0);
      expect((await pay({ modeId: A.ids.cash, amount: 1 })).status).toBe(400);

      const refund = (body: Json) => A.client.post(`/api/visit/${v.id}/refunds`, body);
      expect(fields(await refund({ modeId: A.ids.cash, amount: v.net + 1, reason: 'Too much' }))).toEqual(['amount']);
      expect(fields(await refund({ modeId: A.ids.cash, amount: 10, reason: '' }))).toEqual(['reason']);
      expect(fields(await refund({ modeId: A.ids.cash, amount: 10 }))).toEqual(['reason']);
      const back = await refund({ modeId: A.ids.cash, amount: 30, reason: 'Test not needed' });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ paid: v.net, refunded: 30, due: 30 });
      expect(back.body.payments.at(-1)).toMatchObject({ kind: 'refund', amount: 30, reason: 'Test not needed' });
    });

    it('cancels before verification with a reason; refuses changes afterwards but allows refunds', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'], payments: [{ modeId: A.ids.cash, amount: 50 }] });
      expect((await A.client.put(`/api/visit/${v.id}/cancel`, {})).status).toBe(400);
      const cancelled = await A.client.put(`/api/visit/${v.id}/cancel`, { reason: 'Patient left' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Patient left',
        cancelledAt: expect.any(String),
        gross: v.gross,
        net: 0,
        due: -50,
      });
      const again = await A.client.put(`/api/visit/${v.id}/cancel`, { reason: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(`Visit ${v.code} is already cancelled`);
      expect((await A.client.post(`/api/visit/${v.id}/payments`, { modeId: A.ids.cash, amount: 1 })).status).toBe(409);
      const edit = await A.client.put(`/api/visit/${v.id}`, {
        version: cancelled.body.version,
        patientId: v.patientId,
        items: [{ kind: 'analyte', id: v.items[0].productId }],
      });
      expect(edit.status).toBe(409);
      expect(
        (await A.client.post(`/api/visit/${v.id}/refunds`, { modeId: A.ids.cash, amount: 50, reason: 'Cancelled' })).body,
      ).toMatchObject({ refunded: 50, due: 0 });
    });

    it('refuses cancellation and refunds once verified', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'], payments: [{ modeId: A.ids.cash, amount: 50 }] });
      await markVerified(v.id);
      const cancel = await A.client.put(`/api/visit/${v.id}/cancel`, { reason: 'Too late' });
      expect(cancel.status).toBe(409);
      expect(cancel.body.error).toBe(`Visit ${v.code} is verified; it can no longer be cancelled`);
      expect((await A.client.post(`/api/visit/${v.id}/refunds`, { modeId: A.ids.cash, amount: 10, reason: 'x' })).status).toBe(409);
    });
  });

  describe('changing a visit', () => {
    it('re-prices and re-plans samples and results while nothing is collected; refuses a stale version', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'] });
      const [lipid, fbs] = await itemsFor(A.client, ['LIPID', 'FBS']);
      const body = { version: v.version, patientId: v.patientId, nodeId: v.nodeId, items: [lipid, fbs], discount: null };
      const res = await A.client.put(`/api/visit/${v.id}`, body);
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: Json) => i.code)).toEqual(['LIPID', 'FBS']);
      expect(res.body.gross).toBe(res.body.items[0].price + res.body.items[1].price);
      expect(res.body.resultSummary.total).toBe(7);
      // the old sample's barcode (…01) is not reused
      expect(res.body.samples.map((s: Json) => s.barcode.slice(-2)).sort()).toEqual(['02', '03']);
      const stale = await A.client.put(`/api/visit/${v.id}`, body);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/changed by someone else/);
      expect((await A.client.put(`/api/visit/${v.id}`, { ...body, version: res.body.version, items: [] })).status).toBe(400);
    });

    it('refuses new tests or another patient once a sample is collected', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'] });
      await collectAndSubmitAll(A.client, v.id);
      const now = await getVisit(A.client, v.id);
      const [fbs] = await itemsFor(A.client, ['FBS']);
      const res = await A.client.put(`/api/visit/${v.id}`, { version: now.version, patientId: v.patientId, items: [fbs] });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`Visit ${v.code} has samples collected; its tests can no longer change`);
      const notes = await A.client.put(`/api/visit/${v.id}`, {
        version: now.version,
        patientId: v.patientId,
        nodeId: v.nodeId,
        items: [{ kind: 'analyte', id: v.items[0].productId }],
        clinicalNotes: 'On iron',
      });
      expect(notes.status).toBe(200);
      expect(notes.body).toMatchObject({ clinicalNotes: 'On iron', status: 'in-progress', gross: v.gross });
    });
  });

  describe('codes', () => {
    it('numbers visits per organisation and year, never twice, even when registered together', async () => {
      const first = await createVisit(B.client, { productCodes: ['HB'] });
      expect(first.code).toBe(`V-${year}-000001`);
      const patient = await createPatient(B.client);
      const [hb] = await itemsFor(B.client, ['HB']);
      const many = await Promise.all(
        Array.from({ length: 5 }, () => B.client.post('/api/visit', { patientId: patient.id, nodeId: B.ids.centre, items: [hb] })),
      );
      expect(many.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(many.map((r) => r.body.code).sort()).toEqual([2, 3, 4, 5, 6].map((n) => `V-${year}-00000${n}`));
      expect(new Set(many.map((r) => r.body.samples[0].barcode)).size).toBe(5);
    });
  });

  describe('the list', () => {
    let c: Client;
    let ids: Json;

    beforeAll(async () => {
      c = B.client;
      const asha = await createPatient(c, { firstName: 'Asha', lastName: 'Rao', phoneNumber: '99887 66554' });
      const paid = await createVisit(c, { patient: asha, productCodes: ['HB'], payments: [{ modeId: B.ids.cash, amount: 1 }] });
      const dr = (await c.post('/api/refferal', { name: 'Dr. List', kind: 'Doctor' })).body.id;
      const referred = await createVisit(c, {
        productCodes: ['LIPID'],
        referrerId: dr,
        nodeId: B.ids.mainLab,
        collectionType: 'home',
        homeAddress: 'x',
        homePhone: '1',
      });
      const settled = await createVisit(c, { productCodes: ['HB'] });
      await c.post(`/api/visit/${settled.id}/payments`, { modeId: B.ids.cash, amount: settled.due });
      await collectAndSubmitAll(c, settled.id);
      ids = { asha, paid, dr, referred, settled };
    });

    const list = async (params: Parameters<typeof listQuery>[0]) => {
      const res = await c.get(`/api/visit${listQuery(params)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res;
    };
    const codes = async (filter: Json, sort?: [string, string]) =>
      (await list({ filter, sort, range: [0, 99] })).body.map((r: Json) => r.code);

    it('answers rows newest first with Content-Range', async () => {
      const res = await list({ range: [0, 1] });
      expect(res.headers['content-range']).toMatch(/^visit 0-1\/9$/);
      expect(res.body[0]).toEqual({
        id: ids.settled.id,
        code: ids.settled.code,
        status: 'in-progress',
        visitedAt: expect.any(String),
        patient: {
          id: ids.settled.patient.id,
          code: ids.settled.patient.code,
          fullName: ids.settled.patient.fullName,
          phone: ids.settled.patient.phone,
        },
        referrer: null,
        node: { id: B.ids.centre, code: 'CC1', name: 'Jayanagar collection centre' },
        collectionType: 'walk-in',
        net: ids.settled.net,
        paid: ids.settled.net,
        due: 0,
        itemCount: 1,
        critical: 0,
      });
    });

    it('filters by search, status, referrer, centre, patient, due, collection type, id and dates', async () => {
      expect(await codes({ q: 'asha' })).toEqual([ids.paid.code]);
      expect(await codes({ q: '99887' })).toEqual([ids.paid.code]);
      expect(await codes({ q: ids.referred.code })).toEqual([ids.referred.code]);
      expect(await codes({ q: ids.asha.code })).toEqual([ids.paid.code]);
      expect(await codes({ status: 'in-progress' })).toEqual([ids.settled.code]);
      expect((await codes({ status: ['in-progress', 'sample-pending'] })).length).toBe(9);
      expect(await codes({ referrerId: ids.dr })).toEqual([ids.referred.code]);
      expect(await codes({ nodeId: B.ids.mainLab })).toEqual([ids.referred.code]);
      expect(await codes({ patientId: ids.asha.id })).toEqual([ids.paid.code]);
      expect(await codes({ collectionType: 'home' })).toEqual([ids.referred.code]);
      expect(await codes({ hasDue: false })).toEqual([ids.settled.code]);
      expect(await codes({ hasDue: true })).toHaveLength(8);
      expect(await codes({ id: [ids.paid.id, ids.dr] })).toEqual([ids.paid.code]);
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(await codes({ from: day, to: day })).toHaveLength(9);
      expect(await codes({ to: '2000-01-01' })).toEqual([]);
    });

    it('sorts by code, net, due and status, and refuses unknown filters and sorts', async () => {
      const asc = await codes({}, ['code', 'ASC']);
      expect(asc).toEqual([...asc].sort());
      const byDue = (await list({ sort: ['due', 'DESC'], range: [0, 99] })).body.map((r: Json) => r.due);
      expect(byDue).toEqual([...byDue].sort((a, b) => b - a));
      expect((await list({ sort: ['net', 'ASC'] })).status).toBe(200);
      expect((await list({ sort: ['status', 'ASC'] })).status).toBe(200);
      for (const q of [
        listQuery({ filter: { colour: 'red' } }),
        listQuery({ sort: ['patient', 'ASC'] }),
        listQuery({ filter: { status: 'lost' } }),
        listQuery({ filter: { from: 'yesterday' } }),
        '?range=[5,1]',
      ]) {
        const res = await c.get(`/api/visit${q}`);
        expect(res.status, q).toBe(400);
      }
      expect((await c.get(`/api/visit${listQuery({ filter: { colour: 'red' } })}`)).body.details).toEqual([
        { field: 'colour', message: "Unknown filter 'colour'" },
      ]);
    });
  });

  describe('record and history', () => {
    it('shows the audit trail of the visit, its payments and samples, newest first', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'] });
      await A.client.post(`/api/visit/${v.id}/payments`, { modeId: A.ids.cash, amount: 10 });
      await collectAndSubmitAll(A.client, v.id);
      const res = await A.client.get(`/api/visit/${v.id}/history`);
      expect(res.status).toBe(200);
      expect(res.body.map((e: Json) => `${e.resource}.${e.action}`)).toEqual([
        'sample.submit',
        'sample.collect',
        'visit.payment',
        'visit.create',
      ]);
      expect(res.body[3]).toMatchObject({
        user: { id: A.user.id, name: 'Ada visits-a' },
        recordId: v.id,
        summary: `Visit ${v.code} registered: HB; net ${v.net.toFixed(2)}`,
      });
      expect(res.body[2].summary).toBe('Payment of 10.00 received');
      expect(res.body[0].summary).toBe(`Sample ${v.samples[0].barcode} submitted to the laboratory`);
    });

    it('derives results-entered from the results module and shows the entry in the history', async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'], patientBody: { genderId: A.ids.male } });
      await collectAndSubmitAll(A.client, v.id);
      const [result] = (await sql<{ id: string }>`select id from results where visit_id = ${v.id}`.execute(t.app.ctx.db)).rows;
      const entered = await A.client.put('/api/visit/submit-test-results', {
        data: { visitId: v.id, results: [{ id: result.id, value: '18.5' }] },
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
      const after = await getVisit(A.client, v.id);
      expect(after).toMatchObject({ status: 'results-entered', resultSummary: { total: 1, entered: 1, pending: 0 } });
      expect((await A.client.get(`/api/visit/${v.id}/history`)).body[0]).toMatchObject({
        resource: 'result',
        action: 'enter',
        summary: 'HB entered: 18.5 (H)',
      });
    });

    it("answers 404 for an unknown id, a non-uuid, and another organisation's visit", async () => {
      const v = await createVisit(A.client, { productCodes: ['HB'] });
      expect((await A.client.get('/api/visit/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await A.client.get('/api/visit/not-a-visit')).status).toBe(404);
      for (const [method, path, body] of [
        ['GET', `/api/visit/${v.id}`],
        ['GET', `/api/visit/${v.id}/history`],
        ['PUT', `/api/visit/${v.id}`, { version: 1, patientId: v.patientId, items: [{ kind: 'analyte', id: v.items[0].productId }] }],
        ['POST', `/api/visit/${v.id}/payments`, { modeId: B.ids.cash, amount: 1 }],
        ['POST', `/api/visit/${v.id}/refunds`, { modeId: B.ids.cash, amount: 1, reason: 'x' }],
        ['PUT', `/api/visit/${v.id}/cancel`, { reason: 'x' }],
        ['GET', `/api/sample-management/visit/${v.id}`],
        ['PUT', `/api/sample-management/submit-sample-collection-timestamp/${v.samples[0].id}`, {}],
      ] as const) {
        expect((await B.client.request(method, path, body)).status, `${method} ${path}`).toBe(404);
      }
      const list = await B.client.get(`/api/visit${listQuery({ filter: { id: [v.id] } })}`);
      expect(list.body).toEqual([]);
    });
  });

  describe('records in use', () => {
    it('refuses to delete a patient, referrer, payment mode, analyte or node a visit uses, with a sentence', async () => {
      const dr = (await A.client.post('/api/refferal', { name: 'Dr. Kept', kind: 'Doctor' })).body.id;
      const node = (await A.client.post('/api/cluster', [{ code: 'CC9', name: 'Kept centre', type: 'collection-centre' }])).body;
      const nodeId = (Array.isArray(node) ? node[0] : node).id;
      const mode = (await A.client.post('/api/masters/paymentModes', { name: 'Wallet' })).body.id;
      const v = await createVisit(A.client, { productCodes: ['URIC'], referrerId: dr, nodeId, payments: [{ modeId: mode, amount: 1 }] });
      const uric = await findOne(A.client, '/api/analyte', { code: 'URIC' });
      for (const path of [
        `/api/patient/${v.patientId}`,
        `/api/refferal/${dr}`,
        `/api/masters/paymentModes/${mode}`,
        `/api/analyte/${uric.id}`,
        `/api/cluster/${nodeId}`,
      ]) {
        const res = await A.client.delete(path);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(409);
        expect(res.body.error).toMatch(/is used by|still in use/);
      }
      expect((await A.client.delete(`/api/patient/${v.patientId}`)).body.error).toMatch(/is used by 1 visit$/);
    });
  });

  describe('submit-patient-visit', () => {
    const patientBody = (extra: Json = {}) => ({
      firstName: 'Meera',
      lastName: 'Iyer',
      dateOfBirth: '1990-01-01',
      phoneCountryCode: '91',
      phoneNumber: '91234 00001',
      ...extra,
    });

    it('registers the patient and the visit in one transaction', async () => {
      const [hb] = await itemsFor(A.client, ['HB']);
      const res = await A.client.post('/api/patient/submit-patient-visit', {
        data: { patient: patientBody(), visit: { nodeId: A.ids.centre, items: [hb], payments: [{ modeId: A.ids.cash, amount: 10 }] } },
      });
      expect(res.status).toBe(201);
      expect(res.body.patient).toMatchObject({ firstName: 'Meera', code: expect.stringMatching(/^P-\d{6}$/) });
      expect(res.body.visit).toMatchObject({ patientId: res.body.patient.id, paid: 10, status: 'sample-pending' });
      const picked = await A.client.post('/api/patient/submit-patient-visit', {
        data: { patient: { id: res.body.patient.id }, visit: { items: [hb] } },
      });
      expect(picked.status).toBe(201);
      expect(picked.body.patient.id).toBe(res.body.patient.id);
    });

    it('creates nothing on a duplicate patient or a bad field, naming the part of the body', async () => {
      const [hb] = await itemsFor(A.client, ['HB']);
      const before = { visits: await visitCount(A.org.id), patients: await patientCount(A.org.id) };
      const dup = await A.client.post('/api/patient/submit-patient-visit', { data: { patient: patientBody(), visit: { items: [hb] } } });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toMatch(/^This patient may already be registered/);
      const badPatient = await A.client.post('/api/patient/submit-patient-visit', {
        data: { patient: patientBody({ firstName: '', phoneNumber: '70000 00002' }), visit: { items: [hb] } },
      });
      expect(badPatient.status).toBe(400);
      expect(fields(badPatient)).toEqual(['patient.firstName']);
      const badVisit = await A.client.post('/api/patient/submit-patient-visit', {
        data: { patient: patientBody({ phoneNumber: '70000 00003', firstName: 'Other' }), visit: { items: [] } },
      });
      expect(fields(badVisit)).toEqual(['visit.items']);
      const badPayment = await A.client.post('/api/patient/submit-patient-visit', {
        data: {
          patient: patientBody({ phoneNumber: '70000 00004', firstName: 'Third' }),
          visit: { items: [hb], payments: [{ modeId: A.ids.cash, amount: 1e6 }] },
        },
      });
      expect(badPayment.status).toBe(400);
      expect(fields(badPayment)).toEqual(['visit.payments']);
      const unknown = await A.client.post('/api/patient/submit-patient-visit', {
        data: { patient: { id: '00000000-0000-4000-8000-000000000000' }, visit: { items: [hb] } },
      });
      expect(fields(unknown)).toEqual(['patient.id']);
      expect({ visits: await visitCount(A.org.id), patients: await patientCount(A.org.id) }).toEqual(before);
    });

    it('needs patient.create to register a patient, not to pick one', async () => {
      const desk = await memberWith(t.app, A.org, 'picker@visits-a.lab', ['visit.create']);
      const [hb] = await itemsFor(A.client, ['HB']);
      const patient = await createPatient(A.client);
      const refused = await desk.client.post('/api/patient/submit-patient-visit', {
        data: { patient: patientBody({ phoneNumber: '70000 00009' }), visit: { items: [hb] } },
      });
      expect(refused.status).toBe(403);
      const picked = await desk.client.post('/api/patient/submit-patient-visit', {
        data: { patient: { id: patient.id }, visit: { nodeId: A.ids.centre, items: [hb] } },
      });
      expect(picked.status).toBe(201);
    });
  });
});
