/** Referral partners: their generated routes and the calls of spec §7 beside them. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith } from './administration-helpers.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp, type Json } from './helpers.ts';
import { idOf } from './lookup.ts';
import { createPatient, createVisit, ensureCentre, labIds } from './visit-fixtures.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('referral partners on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  let doctor: Json;
  let hospital: Json;
  let defaultList: string;

  const auditOf = (recordId: string) =>
    t.app.ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('record_id', '=', recordId).orderBy('id').execute();

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'refferal-a');
    B = await createOrgWithAdmin(t.app, 'refferal-b');
    defaultList = await idOf(A.client, '/api/pl', { name: 'Default price list' });
  });
  afterAll(() => t?.close());

  it('creates doctors, hospitals and corporate clients with contact, specialty, commission and price list', async () => {
    const res = await A.client.post('/api/refferal', {
      name: 'Dr. Anjali Rao',
      kind: 'Doctor',
      qualification: 'MD (Medicine)',
      specialty: 'Internal medicine',
      registrationNumber: 'KMC 45821',
      phone: '+91 98860 11223',
      email: 'anjali@clinic.example',
      address: '4th Cross, Jayanagar',
      city: 'Bengaluru',
      commissionPercent: 12.5,
      priceListId: defaultList,
    });
    expect(res.status).toBe(201);
    doctor = res.body;
    expect(doctor).toMatchObject({ kind: 'Doctor', commissionPercent: 12.5, priceListId: defaultList, isActive: true, version: 1 });
    hospital = (
      await A.client.post('/api/refferal', {
        name: 'City Care Hospital',
        kind: 'Hospital',
        contactPerson: 'Mr. Joseph',
        commissionPercent: 5,
      })
    ).body;
    expect(hospital).toMatchObject({ kind: 'Hospital', isActive: true });
    const corporate = await A.client.post('/api/refferal', { name: 'Acme Software Ltd', kind: 'Corporate' });
    expect(corporate.body).toMatchObject({ kind: 'Corporate', commissionPercent: 0 });
    expect((await A.client.get(`/api/refferal/${doctor.id}`)).body).toEqual(doctor);
  });

  it('validates the fields (400 naming them)', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ kind: 'Doctor' }, { field: 'name', message: 'Name is required' }],
      [
        { name: 'X', commissionPercent: 120 },
        { field: 'commissionPercent', message: 'Commission % must be at most 100' },
      ],
      [
        { name: 'X', kind: 'Nurse' },
        { field: 'kind', message: 'Type must be one of: Doctor, Hospital, Corporate, Self' },
      ],
      [
        { name: 'X', priceListId: '00000000-0000-4000-8000-000000000000' },
        { field: 'priceListId', message: 'Price List: the selected record does not exist' },
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await A.client.post('/api/refferal', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toContainEqual(detail);
    }
  });

  it('toggles active and inactive, audited, and refuses a stale version', async () => {
    const off = await A.client.put(`/api/refferal/toggle-status/${hospital.id}`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: hospital.id, isActive: false, version: 2 });
    const on = await A.client.put(`/api/refferal/toggle-status/${hospital.id}`, { version: 2 });
    expect(on.body).toMatchObject({ isActive: true, version: 3 });
    const stale = await A.client.put(`/api/refferal/toggle-status/${hospital.id}`, { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else \(version 3\)/);
    expect((await A.client.put(`/api/refferal/toggle-status/${hospital.id}`, { version: 'x' })).status).toBe(400);
    expect((await auditOf(hospital.id)).map((a) => [a.action, (a.after as { isActive: boolean }).isActive])).toEqual([
      ['create', true],
      ['update', false],
      ['update', true],
    ]);
    expect((await A.client.put('/api/refferal/toggle-status/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers the most recently added partners, as many as asked', async () => {
    const recent = await A.client.get('/api/refferal/recent-refferals?data=2');
    expect(recent.status).toBe(200);
    expect(recent.body.map((r: { name: string }) => r.name)).toEqual(['Acme Software Ltd', 'City Care Hospital']);
    const all = await A.client.get('/api/refferal/recent-refferals');
    expect(all.body.map((r: { name: string }) => r.name)).toEqual(['Acme Software Ltd', 'City Care Hospital', 'Dr. Anjali Rao', 'Self']);
    for (const bad of ['0', '51', 'ten']) expect((await A.client.get(`/api/refferal/recent-refferals?data=${bad}`)).status).toBe(400);
  });

  it('lists the patients whose default referrer a partner is, and no visits yet', async () => {
    for (const [firstName, referrerId] of [
      ['Asha', doctor.id],
      ['Bala', doctor.id],
      ['Chitra', hospital.id],
    ]) {
      expect((await A.client.post('/api/patient', { firstName, lastName: 'Test', dateOfBirth: '1990-01-01', referrerId })).status).toBe(
        201,
      );
    }
    const res = await A.client.get(`/api/refferal/patients-by-referrer/${doctor.id}${listQuery({ sort: ['firstName', 'ASC'] })}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Asha', 'Bala']);
    expect(res.headers['content-range']).toBe('patient 0-1/2');
    expect(res.body[0]).toMatchObject({ referrerId: doctor.id, name: { firstName: 'Asha' } });
    const paged = await A.client.get(
      `/api/refferal/patients-by-referrer/${doctor.id}${listQuery({ sort: ['firstName', 'DESC'], range: [0, 0] })}`,
    );
    expect(paged.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Bala']);

    const visits = await A.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}`);
    expect(visits.status).toBe(200);
    expect(visits.body).toEqual([]);
    expect(visits.headers['content-range']).toBe('visit */0');
    expect((await A.client.get('/api/refferal/visits-by-refferrer-id/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await A.client.get('/api/refferal/patients-by-referrer/nope')).status).toBe(404);
  });

  it('refuses to delete a partner its patients name (409), and deletes an unused one', async () => {
    const refused = await A.client.delete(`/api/refferal/${doctor.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Referral Partner 'Dr. Anjali Rao' is used by 2 patients");
    const unused = await A.client.post('/api/refferal', { name: 'Dr. Temp' });
    expect((await A.client.delete(`/api/refferal/${unused.body.id}`)).status).toBe(200);
    expect((await A.client.get(`/api/refferal/${unused.body.id}`)).status).toBe(404);
  });

  it('keeps each organisation to its own partners', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/refferal/${doctor.id}`, undefined],
      ['PUT', `/api/refferal/${doctor.id}`, { version: 1, name: 'Stolen' }],
      ['DELETE', `/api/refferal/${doctor.id}`, undefined],
      ['PUT', `/api/refferal/toggle-status/${doctor.id}`, undefined],
      ['GET', `/api/refferal/patients-by-referrer/${doctor.id}`, undefined],
      ['GET', `/api/refferal/visits-by-refferrer-id/${doctor.id}`, undefined],
    ] as const) {
      expect((await B.client.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const recent = await B.client.get('/api/refferal/recent-refferals?data=50');
    expect(recent.body.map((r: { name: string }) => r.name)).toEqual(['Self']);
    const pointing = await B.client.post('/api/refferal', { name: 'Dr. B', priceListId: defaultList });
    expect(pointing.status).toBe(400);
    expect((await A.client.get(`/api/refferal/${doctor.id}`)).body).toEqual(doctor);
  });

  it("lists a partner's visits as the visit list does: its own only, newest first, paged, node-scoped", async () => {
    await ensureCentre(A.client);
    const ids = await labIds(A.client);
    const patient = await createPatient(A.client, { firstName: 'Devi', referrerId: doctor.id });
    const first = await createVisit(A.client, { patient, productCodes: ['HB'], referrerId: doctor.id });
    const other = await createVisit(A.client, { patient, productCodes: ['HB'], referrerId: hospital.id });
    const unreferred = await createVisit(A.client, { patient, productCodes: ['HB'] });
    const second = await createVisit(A.client, { productCodes: ['HB', 'FBS'], referrerId: doctor.id });
    const atLab = await createVisit(A.client, { patient, productCodes: ['HB'], referrerId: doctor.id, nodeId: ids.mainLab });
    const path = (id: string, params: Parameters<typeof listQuery>[0] = {}) =>
      `/api/refferal/visits-by-refferrer-id/${id}${listQuery(params)}`;
    const codes = (body: { code: string }[]) => body.map((v) => v.code);

    const res = await A.client.get(path(doctor.id));
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual([atLab.code, second.code, first.code]);
    expect(res.headers['content-range']).toBe('visit 0-2/3');
    for (const v of [other, unreferred]) expect(codes(res.body)).not.toContain(v.code);
    // the rows of /api/visit, the same ones
    const listed = await A.client.get(`/api/visit${listQuery({ filter: { referrerId: doctor.id }, sort: ['visitedAt', 'DESC'] })}`);
    expect(listed.status).toBe(200);
    expect(res.body).toEqual(listed.body);
    expect(res.body[1]).toMatchObject({
      id: second.id,
      status: second.status,
      referrer: { id: doctor.id, name: 'Dr. Anjali Rao' },
      node: { id: ids.centre },
      net: second.net,
      due: second.due,
      critical: 0,
      itemCount: 2,
      patient: { id: second.patientId },
    });

    // ra-data-simple-rest paging and sorting
    const page = await A.client.get(path(doctor.id, { sort: ['visitedAt', 'DESC'], range: [0, 1] }));
    expect(codes(page.body)).toEqual([atLab.code, second.code]);
    expect(page.headers['content-range']).toBe('visit 0-1/3');
    const last = await A.client.get(path(doctor.id, { sort: ['visitedAt', 'DESC'], range: [2, 3] }));
    expect(codes(last.body)).toEqual([first.code]);
    expect(last.headers['content-range']).toBe('visit 2-2/3');
    const beyond = await A.client.get(path(doctor.id, { range: [10, 19] }));
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('visit */3');
    const byCode = await A.client.get(path(doctor.id, { sort: ['code', 'ASC'] }));
    expect(codes(byCode.body)).toEqual([first.code, second.code, atLab.code]);

    // the visit list's filters, kept to this partner whatever referrer they name
    const ofPatient = await A.client.get(path(doctor.id, { filter: { patientId: patient.id } }));
    expect(codes(ofPatient.body)).toEqual([atLab.code, first.code]);
    const atCentre = await A.client.get(path(doctor.id, { filter: { nodeId: ids.mainLab } }));
    expect(codes(atCentre.body)).toEqual([atLab.code]);
    const elsewhere = await A.client.get(path(doctor.id, { filter: { referrerId: hospital.id } }));
    expect(codes(elsewhere.body)).toEqual([atLab.code, second.code, first.code]);
    const hospitals = await A.client.get(path(hospital.id));
    expect(codes(hospitals.body)).toEqual([other.code]);
    expect(hospitals.headers['content-range']).toBe('visit 0-0/1');
    const nobody = await A.client.get(path(ids.self));
    expect(nobody.body).toEqual([]);
    expect(nobody.headers['content-range']).toBe('visit */0');

    // refused as /api/visit refuses them
    const unknown = await A.client.get(path(doctor.id, { filter: { colour: 'red' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'colour', message: "Unknown filter 'colour'" }]);
    expect((await A.client.get(path(doctor.id, { sort: ['createdAt', 'DESC'] }))).status).toBe(400);
    expect((await A.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}?filter=nope`)).status).toBe(400);
    expect((await A.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}?filter=[1]`)).status).toBe(400);
    expect((await A.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}?range=[3,1]`)).status).toBe(400);
    expect((await A.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}?colour=red`)).status).toBe(400);

    // a member working at the collection centre sees the centre's visits only
    const scoped = await memberWith(t.app, A.org, 'centre@refferal-a.lab', ['visit.list']);
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${scoped.id}, ${ids.centre})`.execute(t.app.ctx.db);
    const mine = await scoped.client.get(path(doctor.id));
    expect(mine.status).toBe(200);
    expect(codes(mine.body)).toEqual([second.code, first.code]);
    expect(mine.headers['content-range']).toBe('visit 0-1/2');

    // the rows are visits: the route needs visit.list, which alone lets them through (as /api/visit would)
    const noVisits = await memberWith(t.app, A.org, 'no-visits@refferal-a.lab', ['refferal.show']);
    const hidden = await noVisits.client.get(path(doctor.id));
    expect(hidden.status).toBe(403);
    expect(hidden.body.error).toBe('You do not have permission to list visit');
    const lister = await memberWith(t.app, A.org, 'lister@refferal-a.lab', ['visit.list']);
    const listed2 = await lister.client.get(path(doctor.id));
    expect(listed2.status).toBe(200);
    expect(codes(listed2.body)).toEqual([atLab.code, second.code, first.code]);
  });

  it("answers 404 for another organisation's partner, and never another organisation's visits", async () => {
    const bSelf = await idOf(B.client, '/api/refferal', { name: 'Self' });
    const aSelf = await idOf(A.client, '/api/refferal', { name: 'Self' });
    const theirs = await B.client.get(`/api/refferal/visits-by-refferrer-id/${doctor.id}`);
    expect(theirs.status).toBe(404);
    expect((await A.client.get(`/api/refferal/visits-by-refferrer-id/${bSelf}`)).status).toBe(404);
    expect((await B.client.get(`/api/refferal/visits-by-refferrer-id/${aSelf}`)).status).toBe(404);
    const own = await B.client.get(`/api/refferal/visits-by-refferrer-id/${bSelf}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
    expect(own.headers['content-range']).toBe('visit */0');
    expect((await A.client.get('/api/refferal/visits-by-refferrer-id/nope')).status).toBe(404);
  });
});
