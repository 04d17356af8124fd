/**
 * Patients: the code per organisation, date of birth or age, the person shape of spec §3, the duplicate
 * warning, search-patient, and one organisation never seeing another's patients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthFor, today } from '../src/services/patient-age.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type Client, type TestApp, type Json } from './helpers.ts';
import { idOf } from './lookup.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

describe.each(databases)('patients on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  let ids: Record<string, string>;
  let ravi: Json;

  const register = (c: Client, body: Record<string, unknown>) => c.post('/api/patient', body);
  const count = async (c: Client) => Number(String((await c.get('/api/patient')).headers['content-range']).split('/')[1]);
  const search = async (c: Client, query: string) => {
    const res = await c.get(`/api/patient/search-patient?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    return res.body as Json[];
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'patients-a');
    B = await createOrgWithAdmin(t.app, 'patients-b');
    const c = A.client;
    ids = {
      mr: await idOf(c, '/api/masters/patientNamePrefixes', { name: 'Mr.' }),
      male: await idOf(c, '/api/masters/gender', { name: 'Male' }),
      female: await idOf(c, '/api/masters/gender', { name: 'Female' }),
      general: await idOf(c, '/api/masters/patientCategories', { name: 'General' }),
      self: await idOf(c, '/api/refferal', { name: 'Self' }),
    };
  });
  afterAll(() => t?.close());

  it('registers a patient with the first code, the prefix gender and the person shape', async () => {
    const dateOfBirth = dateOfBirthFor({ years: 34, months: 2, days: 5 });
    const res = await register(A.client, {
      prefixId: ids.mr,
      firstName: 'Ravi',
      lastName: 'Kumar',
      dateOfBirth,
      phoneCountryCode: '91',
      phoneNumber: '98450 12345',
      email: 'ravi@example.com',
      address: '12 MG Road',
      city: 'Bengaluru',
      categoryId: ids.general,
      referrerId: ids.self,
    });
    expect(res.status).toBe(201);
    ravi = res.body;
    expect(ravi).toMatchObject({
      code: 'P-000001',
      genderId: ids.male,
      dateOfBirth,
      dobEstimated: false,
      version: 1,
      name: { prefix: 'Mr.', firstName: 'Ravi', lastName: 'Kumar', fullName: 'Mr. Ravi Kumar' },
      age: { years: 34, months: 2, days: 5 },
      gender: 'Male',
      email: 'ravi@example.com',
      phone: { number: { countryCode: '91', number: '98450 12345' } },
    });
    expect((await A.client.get(`/api/patient/${ravi.id}`)).body).toEqual(ravi);
    const list = await A.client.get(`/api/patient${listQuery({ filter: { q: 'kumar' } })}`);
    expect(list.body).toEqual([ravi]);
    expect(list.headers['content-range']).toBe('patient 0-0/1');
  });

  it('numbers codes per organisation, increasing, never reused, and not writable', async () => {
    const born = { dateOfBirth: '1980-05-01' };
    const second = await register(A.client, { firstName: 'Meena', lastName: 'Iyer', ...born });
    const third = await register(A.client, { firstName: 'Arjun', lastName: 'Rao', ...born });
    expect([second.body.code, third.body.code]).toEqual(['P-000002', 'P-000003']);
    expect((await A.client.delete(`/api/patient/${third.body.id}`)).status).toBe(200);
    expect((await register(A.client, { firstName: 'Kiran', lastName: 'Das', ...born })).body.code).toBe('P-000004');
    expect((await register(B.client, { firstName: 'Kiran', lastName: 'Das', ...born })).body.code).toBe('P-000001');

    const withCode = await register(A.client, { firstName: 'Code', code: 'P-999999', ...born });
    expect(withCode.status).toBe(400);
    expect(withCode.body.details).toContainEqual({ field: 'code', message: "Unknown field 'code'" });
    const put = await A.client.put(`/api/patient/${second.body.id}`, { ...second.body, code: 'P-999999', city: 'Mysuru' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ code: 'P-000002', city: 'Mysuru', version: 2 });
  });

  it('estimates the date of birth from an age, and the age again from it', async () => {
    const res = await register(A.client, { firstName: 'Baby', lastName: 'Nair', age: { years: 0, months: 5, days: 12 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      dateOfBirth: dateOfBirthFor({ months: 5, days: 12 }),
      dobEstimated: true,
      age: { years: 0, months: 5, days: 12 },
    });
  });

  it('takes the date of birth over an age sent with it, and a changed age on update', async () => {
    const both = await register(A.client, { firstName: 'Lata', lastName: 'Menon', dateOfBirth: '1975-03-10', age: { years: 20 } });
    expect(both.body).toMatchObject({ dateOfBirth: '1975-03-10', dobEstimated: false, age: ageOn('1975-03-10') });

    // The screen sends the record back with the age changed and the stored date of birth untouched.
    const aged = await A.client.put(`/api/patient/${both.body.id}`, { ...both.body, age: { years: 60, months: 0, days: 0 } });
    expect(aged.status).toBe(200);
    expect(aged.body).toMatchObject({
      dateOfBirth: dateOfBirthFor({ years: 60 }),
      dobEstimated: true,
      age: { years: 60, months: 0, days: 0 },
    });

    const dated = await A.client.put(`/api/patient/${both.body.id}`, { ...aged.body, dateOfBirth: '1970-01-31' });
    expect(dated.body).toMatchObject({ dateOfBirth: '1970-01-31', dobEstimated: false, age: ageOn('1970-01-31') });
  });

  it('refuses a patient without a date of birth or age, a future date and impossible values (400 naming the field)', async () => {
    const before = await count(A.client);
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ firstName: 'Nobody' }, { field: 'dateOfBirth', message: 'Give the date of birth or the age' }],
      [
        { firstName: 'Future', dateOfBirth: '2999-01-01' },
        { field: 'dateOfBirth', message: 'Date of birth cannot be in the future' },
      ],
      [
        { firstName: 'Ancient', dateOfBirth: '1801-01-01' },
        { field: 'dateOfBirth', message: 'Date of birth is more than 150 years ago' },
      ],
      [
        { firstName: 'Months', age: { years: 2, months: 12 } },
        { field: 'age.months', message: 'Age: Months must be at most 11' },
      ],
      [
        { firstName: 'Weeks', age: { weeks: 2 } },
        { field: 'age.weeks', message: "Age: Unknown field 'weeks'" },
      ],
      [
        { lastName: 'Only', dateOfBirth: '1990-01-01' },
        { field: 'firstName', message: 'First Name is required' },
      ],
      [
        { firstName: 'Cc', dateOfBirth: '1990-01-01', phoneCountryCode: '+91' },
        { field: 'phoneCountryCode', message: 'Country Code has an invalid format' },
      ],
      [
        { firstName: 'Mail', dateOfBirth: '1990-01-01', email: 'not-mail' },
        { field: 'email', message: 'E-mail must be a valid email' },
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await register(A.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toContainEqual(detail);
    }
    expect(await count(A.client)).toBe(before);
    const cleared = await A.client.put(`/api/patient/${ravi.id}`, { version: ravi.version, dateOfBirth: null });
    expect(cleared.status).toBe(400);
  });

  it('warns of a patient with the same phone, shows the match, and registers once confirmed', async () => {
    const before = await count(A.client);
    const body = { firstName: 'R', lastName: 'Kumar', dateOfBirth: '2001-01-01', phoneCountryCode: '91', phoneNumber: '+91 9845012345' };
    const res = await register(A.client, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 409,
      title: 'Possible duplicate patient',
      error:
        'This patient may already be registered: Ravi Kumar (P-000001) has the same phone number. Send confirmDuplicate: true to register a new patient anyway',
      details: [
        {
          id: ravi.id,
          code: 'P-000001',
          name: 'Ravi Kumar',
          phone: '+91 98450 12345',
          dateOfBirth: ravi.dateOfBirth,
          matchedOn: 'phone number',
        },
      ],
    });
    expect(await count(A.client)).toBe(before);
    const confirmed = await register(A.client, { ...body, confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    // The refused attempt took no number.
    expect(confirmed.body.code).toBe('P-000007');
    expect(confirmed.body).not.toHaveProperty('confirmDuplicate');
  });

  it('warns of a patient with the same name and date of birth, in any capitals', async () => {
    const res = await register(A.client, { firstName: 'meena', lastName: 'IYER', dateOfBirth: '1980-05-01', phoneNumber: '99000 11111' });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      expect.objectContaining({ code: 'P-000002', name: 'Meena Iyer', matchedOn: 'name and date of birth' }),
    ]);
    expect((await register(A.client, { firstName: 'Meena', lastName: 'Iyer', dateOfBirth: '1981-05-01' })).status).toBe(201);
    // Another organisation's patients are not duplicates.
    expect(
      (await register(B.client, { firstName: 'Ravi', lastName: 'Kumar', dateOfBirth: ravi.dateOfBirth, phoneNumber: '98450 12345' }))
        .status,
    ).toBe(201);
  });

  describe('search-patient', () => {
    const names = ['Priya Sharma', 'Priyanka Sharma', 'Ramesh Sharma', 'Suresh Verma', 'Anita Desai'];
    beforeAll(async () => {
      for (const [i, n] of names.entries()) {
        const [firstName, lastName] = n.split(' ');
        const res = await register(A.client, { firstName, lastName, dateOfBirth: '1990-01-01', phoneNumber: `70000 0000${i}` });
        expect(res.status).toBe(201);
      }
    });
    const fullNames = (rows: Json[]) => rows.map((r) => r.name.fullName);

    it('finds a part of a name, best match first', async () => {
      const rows = await search(A.client, 'priya sharma');
      expect(fullNames(rows).slice(0, 2)).toEqual(['Priya Sharma', 'Priyanka Sharma']);
      expect(rows[0].score).toBeGreaterThan(rows[1].score);
      expect(fullNames(await search(A.client, 'SHARMA')).sort()).toEqual(['Priya Sharma', 'Priyanka Sharma', 'Ramesh Sharma']);
    });

    it('tolerates small typos', async () => {
      expect(fullNames(await search(A.client, 'priyanca'))[0]).toBe('Priyanka Sharma');
      expect(fullNames(await search(A.client, 'anita desaai'))[0]).toBe('Anita Desai');
      const sharmas = fullNames(await search(A.client, 'sharmaa'));
      expect(sharmas).toEqual(expect.arrayContaining(['Priya Sharma', 'Priyanka Sharma', 'Ramesh Sharma']));
      expect(sharmas).not.toContain('Suresh Verma');
    });

    it('finds a code and a phone, whole or in part', async () => {
      for (const q of ['P-000002', 'p2', '000002'])
        expect((await search(A.client, q))[0]).toMatchObject({ code: 'P-000002', firstName: 'Meena' });
      expect((await search(A.client, '45012')).slice(0, 2).map((r) => r.id)).toContain(ravi.id);
      // R Kumar, registered after the warning above, shares the number: both come first.
      const whole = await search(A.client, '+91 98450 12345');
      expect(
        whole
          .slice(0, 2)
          .map((r) => r.name.fullName)
          .sort(),
      ).toEqual(['Mr. Ravi Kumar', 'R Kumar']);
      const exact = await search(A.client, '70000 00003');
      expect(fullNames(exact)).toEqual(['Suresh Verma']);
    });

    it('answers records in the person shape, nothing for an empty query, and 400 for a bad one', async () => {
      const [first] = await search(A.client, 'ravi kumar');
      expect(first).toMatchObject({
        id: ravi.id,
        name: { firstName: 'Ravi' },
        age: { years: 34 },
        phone: { number: { countryCode: '91' } },
      });
      expect(await search(A.client, '')).toEqual([]);
      expect(await search(A.client, 'zzzzqqq')).toEqual([]);
      expect((await A.client.get(`/api/patient/search-patient?query=${'a'.repeat(101)}`)).status).toBe(400);
      expect((await A.client.get('/api/patient/search-patient?query=ravi&limit=0')).status).toBe(400);
      expect(await (async () => (await A.client.get('/api/patient/search-patient?query=sharma&limit=1')).body.length)()).toBe(1);
    });

    it('follows a renamed and a deleted patient, and finds every bearer of a shared name', async () => {
      const made = await register(A.client, { firstName: 'Zubin', lastName: 'Wadia', dateOfBirth: '1980-01-01' });
      const twin = await register(A.client, { firstName: 'Zubin', lastName: 'Wadia', dateOfBirth: '1981-02-02', confirmDuplicate: true });
      expect(twin.status).toBe(201);
      expect((await search(A.client, 'zubin wad')).map((r) => r.id).sort()).toEqual([made.body.id, twin.body.id].sort());
      const renamed = await A.client.put(`/api/patient/${made.body.id}`, { version: made.body.version, firstName: 'Xerxes' });
      expect(renamed.status).toBe(200);
      expect((await search(A.client, 'zubin wad')).map((r) => r.id)).toEqual([twin.body.id]);
      expect((await search(A.client, 'xerxes wadia')).map((r) => r.id)).toEqual([made.body.id]);
      expect((await A.client.delete(`/api/patient/${twin.body.id}`)).status).toBe(200);
      expect(await search(A.client, 'zubin wad')).toEqual([]);
      expect(await search(B.client, 'xerxes')).toEqual([]);
    });
  });

  it('keeps each organisation to its own patients', async () => {
    expect(await search(B.client, 'sharma')).toEqual([]);
    // B has a Ravi Kumar of its own, with A's Ravi's phone: B finds its own only.
    const theirs = await search(B.client, 'ravi kumar 98450');
    expect(theirs.map((r) => r.id)).not.toContain(ravi.id);
    expect((await search(B.client, '98450 12345')).map((r) => r.id)).not.toContain(ravi.id);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: ravi.version, city: 'Elsewhere' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await B.client.request(method, `/api/patient/${ravi.id}`, body)).status).toBe(404);
    }
    const pointing = await register(B.client, { firstName: 'Cross', dateOfBirth: '1990-01-01', referrerId: ids.self });
    expect(pointing.status).toBe(400);
    expect(pointing.body.details).toContainEqual({ field: 'referrerId', message: 'Default Referrer: the selected record does not exist' });
    expect((await A.client.get(`/api/patient/${ravi.id}`)).body.city).toBe('Bengaluru');
  });

  it('answers 404 for an unknown patient and a date-based age on the day it is read', async () => {
    expect((await A.client.get('/api/patient/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(ageOn(ravi.dateOfBirth, today())).toEqual(ravi.age);
  });
});
