/**
 * Departments and analytes: the department routes of spec §7, reference ranges (rows checked one by one,
 * then no overlaps or gaps within a sex and trimester), result types and formulas of calculated analytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, startApp, type Client, type TestApp, type Json } from './helpers.ts';
import { findOne, idOf } from './lookup.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

const band = (ageFrom: number, ageTo: number, extra: Json = {}) => ({ ageFrom, ageTo, ageUnit: 'Y', low: 1, high: 2, ...extra });

describe.each(databases)('departments and analytes on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;
  let ids: Record<string, string>;

  const analyte = (over: Json = {}): Json => ({
    code: 'FERRITIN2',
    name: 'Ferritin (second method)',
    departmentId: ids.biochemistry,
    subDepartmentId: ids.special,
    unitId: ids.ngml,
    resultType: 'Numeric',
    decimals: 1,
    tatHours: 24,
    basePrice: 650,
    referenceRanges: [],
    ...over,
  });
  const refused = async (c: Client, body: Json, method: 'POST' | 'PUT' = 'POST', id?: string) => {
    const res = await c.request(method, `/api/analyte${id ? `/${id}` : ''}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return res.body.details as { field: string; message: string }[];
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'analytes-a');
    B = await createOrgWithAdmin(t.app, 'analytes-b');
    const c = A.client;
    ids = {
      biochemistry: await idOf(c, '/api/analyte-dept/dept', { name: 'Biochemistry' }),
      haematology: await idOf(c, '/api/analyte-dept/dept', { name: 'Haematology' }),
      special: await idOf(c, '/api/analyte-dept/sub-dept', { name: 'Special chemistry' }),
      thyroid: await idOf(c, '/api/analyte-dept/sub-dept', { name: 'Thyroid function' }),
      ngml: await idOf(c, '/api/masters/unit', { name: 'ng/mL' }),
    };
  });
  afterAll(() => t?.close());

  describe('departments', () => {
    it('lists the seeded departments and sub-departments', async () => {
      const depts = await A.client.get('/api/analyte-dept/dept');
      expect(depts.body.map((d: Json) => d.name)).toEqual(
        expect.arrayContaining([
          'Biochemistry',
          'Haematology',
          'Clinical pathology',
          'Serology',
          'Microbiology',
          'Endocrinology',
          'Immunology',
        ]),
      );
      const sub = await findOne(A.client, '/api/analyte-dept/sub-dept', { name: 'Thyroid function' });
      expect(sub.departmentId).toBe(await idOf(A.client, '/api/analyte-dept/dept', { name: 'Endocrinology' }));
    });

    it('creates, reads, updates and deletes departments and sub-departments', async () => {
      const dept = await A.client.post('/api/analyte-dept/dept', { name: 'Cytogenetics', code: 'CYTO' });
      expect(dept.status).toBe(201);
      const sub = await A.client.post('/api/analyte-dept/sub-dept', { name: 'Karyotyping', code: 'CYTO-KAR', departmentId: dept.body.id });
      expect(sub.status).toBe(201);
      expect((await A.client.get(`/api/analyte-dept/sub-dept/${sub.body.id}`)).body).toEqual(sub.body);
      const renamed = await A.client.put(`/api/analyte-dept/dept/${dept.body.id}`, { version: 1, name: 'Cytogenetics and genomics' });
      expect(renamed.body).toMatchObject({ name: 'Cytogenetics and genomics', version: 2 });
      const inUse = await A.client.delete(`/api/analyte-dept/dept/${dept.body.id}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.error).toBe("Department 'Cytogenetics and genomics' is used by 1 sub-department");
      expect((await A.client.delete(`/api/analyte-dept/sub-dept/${sub.body.id}`)).status).toBe(200);
      expect((await A.client.delete(`/api/analyte-dept/dept/${dept.body.id}`)).status).toBe(200);
      expect((await A.client.post('/api/analyte-dept/dept', { name: 'Biochemistry' })).status).toBe(409);
      expect((await A.client.post('/api/analyte-dept/sub-dept', { name: 'Orphan' })).body.details).toContainEqual({
        field: 'departmentId',
        message: 'Department is required',
      });
      expect((await B.client.get(`/api/analyte-dept/dept/${ids.biochemistry}`)).status).toBe(404);
    });
  });

  it('creates an analyte with reference ranges by sex, age and trimester, and reads it back', async () => {
    const referenceRanges = [
      band(0, 15, { low: 7, high: 142 }),
      band(15, 120, { sex: 'M', low: 30, high: 400, criticalHigh: 1000 }),
      band(15, 120, { sex: 'F', low: 13, high: 150 }),
      band(15, 50, { sex: 'F', trimester: 'T2', low: 10, high: 120, note: 'Falls as pregnancy advances' }),
    ];
    const res = await A.client.post('/api/analyte', analyte({ referenceRanges }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      code: 'FERRITIN2',
      resultType: 'Numeric',
      basePrice: 650,
      referenceRanges,
      choices: [],
      formula: null,
      isActive: true,
    });
    expect((await A.client.get(`/api/analyte/${res.body.id}`)).body).toEqual(res.body);
  });

  describe('reference ranges', () => {
    it('refuses overlapping bands of one sex with a sentence naming the rows', async () => {
      const details = await refused(
        A.client,
        analyte({ code: 'R1', name: 'R1', referenceRanges: [band(0, 1), band(1, 12, { sex: 'F' }), band(10, 18, { sex: 'F' })] }),
      );
      expect(details).toEqual([{ field: 'referenceRanges', message: 'Rows 2 and 3 overlap for Female: 1–12 Years and 10–18 Years' }]);
    });

    it('refuses a gap between bands, whatever the units, and accepts bands that meet', async () => {
      const gap = await refused(
        A.client,
        analyte({ code: 'R2', name: 'R2', referenceRanges: [band(14, 18, { sex: 'M' }), band(1, 12, { sex: 'M' })] }),
      );
      expect(gap).toEqual([{ field: 'referenceRanges', message: 'Rows 1 and 2 leave a gap for Male: 14–18 Years and 1–12 Years' }]);
      const units = [band(0, 30, { ageUnit: 'D' }), band(1, 24, { ageUnit: 'M' }), band(2, 120)];
      expect((await A.client.post('/api/analyte', analyte({ code: 'R3', name: 'R3', referenceRanges: units }))).status).toBe(201);
      const weeks = await refused(
        A.client,
        analyte({ code: 'R4', name: 'R4', referenceRanges: [band(0, 2, { ageUnit: 'W' }), band(1, 12, { ageUnit: 'M' })] }),
      );
      expect(weeks[0].message).toBe('Rows 1 and 2 leave a gap for all sexes: 0–2 Weeks and 1–12 Months');
    });

    it('keeps sexes and trimesters apart: the same ages for each are no overlap', async () => {
      const rows = [
        band(0, 120, { sex: 'M' }),
        band(0, 120, { sex: 'F' }),
        band(15, 50, { sex: 'F', trimester: 'T1' }),
        band(15, 50, { sex: 'F', trimester: 'T3' }),
      ];
      expect((await A.client.post('/api/analyte', analyte({ code: 'R5', name: 'R5', referenceRanges: rows }))).status).toBe(201);
      const twice = await refused(
        A.client,
        analyte({
          code: 'R6',
          name: 'R6',
          referenceRanges: [band(15, 50, { sex: 'F', trimester: 'T1' }), band(20, 40, { sex: 'F', trimester: 'T1' })],
        }),
      );
      expect(twice[0].message).toBe('Rows 1 and 2 overlap for Female, First trimester: 15–50 Years and 20–40 Years');
    });

    it('checks each row: codes of the masters, ages, limits for the result type', async () => {
      const details = await refused(
        A.client,
        analyte({
          code: 'R7',
          name: 'R7',
          referenceRanges: [
            band(0, 10, { sex: 'X' }),
            band(5, 2),
            band(10, 20, { ageUnit: 'Q' }),
            band(20, 30, { trimester: 'T9' }),
            band(30, 40, { low: 5, high: 1 }),
            band(40, 50, { low: null, high: null }),
            band(50, 60, { criticalLow: 3 }),
            band(60, 70, { criticalHigh: 1 }),
            band(70, 80, { lowest: 1 }),
          ],
        }),
      );
      expect(details).toEqual(
        expect.arrayContaining([{ field: 'referenceRanges.8.lowest', message: "Reference Ranges, row 9: Unknown field 'lowest'" }]),
      );
      const rowRules = await refused(
        A.client,
        analyte({
          code: 'R7',
          name: 'R7',
          referenceRanges: [
            band(0, 10, { sex: 'X' }),
            band(5, 2),
            band(10, 20, { ageUnit: 'Q' }),
            band(20, 30, { trimester: 'T9' }),
            band(30, 40, { low: 5, high: 1 }),
            band(40, 50, { low: null, high: null }),
            band(50, 60, { criticalLow: 3 }),
            band(60, 70, { criticalHigh: 1 }),
          ],
        }),
      );
      expect(rowRules).toEqual([
        { field: 'referenceRanges.0.sex', message: "Reference Ranges, row 1: Sex 'X' is not a gender code (F, M, O, U)" },
        { field: 'referenceRanges.1.ageTo', message: 'Reference Ranges, row 2: Age to must be greater than age from' },
        { field: 'referenceRanges.2.ageUnit', message: "Reference Ranges, row 3: Age unit 'Q' is not a period code (D, M, W, Y)" },
        { field: 'referenceRanges.3.trimester', message: "Reference Ranges, row 4: Trimester 'T9' is not a trimester code (T1, T2, T3)" },
        { field: 'referenceRanges.4.high', message: 'Reference Ranges, row 5: High must not be below low' },
        { field: 'referenceRanges.5.low', message: 'Reference Ranges, row 6: Give a low or a high limit' },
        { field: 'referenceRanges.6.criticalLow', message: 'Reference Ranges, row 7: Critical low must not be above low' },
        { field: 'referenceRanges.7.criticalHigh', message: 'Reference Ranges, row 8: Critical high must not be below high' },
      ]);
    });

    it('takes a normal value for text and choice analytes, one of the choices', async () => {
      const choice = {
        resultType: 'Choice',
        choices: [
          { value: 'Negative', abnormal: false },
          { value: 'Positive', abnormal: true },
        ],
      };
      const ok = await A.client.post(
        '/api/analyte',
        analyte({
          code: 'DENGUE',
          name: 'Dengue NS1',
          ...choice,
          referenceRanges: [{ ageFrom: 0, ageTo: 120, ageUnit: 'Y', normalText: 'Negative' }],
        }),
      );
      expect(ok.status).toBe(201);
      const bad = await refused(
        A.client,
        analyte({ code: 'C2', name: 'C2', ...choice, referenceRanges: [band(0, 120, { normalText: 'Maybe' })] }),
      );
      expect(bad).toEqual([
        {
          field: 'referenceRanges.0.low',
          message: 'Reference Ranges, row 1: Limits are only for numeric and calculated analytes, not choice ones',
        },
        {
          field: 'referenceRanges.0.high',
          message: 'Reference Ranges, row 1: Limits are only for numeric and calculated analytes, not choice ones',
        },
        { field: 'referenceRanges.0.normalText', message: "Reference Ranges, row 1: Normal value 'Maybe' is not one of the choices" },
      ]);
      expect(await refused(A.client, analyte({ code: 'C3', name: 'C3', resultType: 'Choice' }))).toEqual([
        { field: 'choices', message: 'A choice-list analyte needs at least one choice' },
      ]);
      expect(await refused(A.client, analyte({ code: 'C4', name: 'C4', choices: choice.choices }))).toEqual([
        { field: 'choices', message: 'Choices are only for choice-list analytes' },
      ]);
      const twice = await refused(
        A.client,
        analyte({ code: 'C5', name: 'C5', resultType: 'Choice', choices: [{ value: 'A' }, { value: 'a' }] }),
      );
      expect(twice).toEqual([{ field: 'choices.1.value', message: "Choices, row 2: 'a' is already row 1" }]);
    });
  });

  describe('formulas', () => {
    const calculated = (code: string, formula: string, over: Json = {}) =>
      analyte({ code, name: `Calc ${code}`, resultType: 'Calculated', formula, ...over });

    it('accepts a formula over numeric analytes and refuses one that is malformed, unknown or not numeric', async () => {
      const ok = await A.client.post('/api/analyte', calculated('NONHDL', '(TC - HDL)'));
      expect(ok.status).toBe(201);
      const cases: [string, string][] = [
        ['TC - ', 'Formula: the formula ends too early'],
        ['TC ** 2', "Formula: unexpected '*' at position 5"],
        ['TC % 2', "Formula: unexpected '%' at position 4"],
        ['alert(1)', "Formula: unexpected '(' at position 6"],
        ['TC - XYZ', "Formula: no analyte has the code 'XYZ'"],
        ['TC + UCOL', 'Formula: UCOL is not a numeric analyte'],
        ['2 + 3', 'Formula must use at least one analyte code'],
        ['SELF * 2', "Formula cannot use the analyte's own code 'SELF'"],
      ];
      for (const [formula, message] of cases) {
        expect(await refused(A.client, calculated('SELF', formula)), formula).toEqual([{ field: 'formula', message }]);
      }
      expect(await refused(A.client, calculated('NOF', ''))).toEqual([
        { field: 'formula', message: 'Formula is required for a calculated analyte' },
      ]);
      expect(await refused(A.client, analyte({ code: 'NUM', name: 'Num', formula: 'TC * 2' }))).toEqual([
        { field: 'formula', message: 'Formula is only for calculated analytes' },
      ]);
    });

    it('refuses a formula that would go round in a circle', async () => {
      const x = (await A.client.post('/api/analyte', calculated('CX', 'TC * 2'))).body;
      const y = (await A.client.post('/api/analyte', calculated('CY', 'CX + 1'))).body;
      expect(y.id).toBeDefined();
      const details = await refused(A.client, { version: x.version, formula: 'CY / 2' }, 'PUT', x.id);
      expect(details).toEqual([
        { field: 'formula', message: "Formula: CY already depends on this analyte's result, so the formula would go round in a circle" },
      ]);
    });

    it('keeps the code and numeric type of an analyte other formulas read (409)', async () => {
      const tc = await findOne(A.client, '/api/analyte', { code: 'TC' });
      const renamed = await A.client.put(`/api/analyte/${tc.id}`, { version: tc.version, code: 'CHOL' });
      expect(renamed.status).toBe(409);
      expect(renamed.body.error).toMatch(
        /^Analyte 'Cholesterol, total' is used in the formula of .*LDL.*, so its code 'TC' cannot change; change those formulas first$/,
      );
      const text = await A.client.put(`/api/analyte/${tc.id}`, { version: tc.version, resultType: 'Text', referenceRanges: [] });
      expect(text.status).toBe(409);
      expect(text.body.error).toMatch(/so its result must stay numeric/);
      expect((await A.client.put(`/api/analyte/${tc.id}`, { version: tc.version, basePrice: 175 })).body).toMatchObject({
        basePrice: 175,
        version: tc.version + 1,
      });
    });
  });

  it('refuses to delete an analyte that groups, price lists or formulas use, naming them (409)', async () => {
    const hb = await findOne(A.client, '/api/analyte', { code: 'HB' });
    const res = await A.client.delete(`/api/analyte/${hb.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Analyte 'Haemoglobin' is used by 1 item group and 1 price list");
    const hdl = await findOne(A.client, '/api/analyte', { code: 'HDL' });
    expect((await A.client.delete(`/api/analyte/${hdl.id}`)).body.error).toBe(
      "Analyte 'HDL cholesterol' is used by 1 item group and 1 price list and 3 calculated analytes",
    );
    const fresh = await findOne(A.client, '/api/analyte', { code: 'R3' });
    expect((await A.client.delete(`/api/analyte/${fresh.id}`)).status).toBe(200);
  });

  it('refuses a sub-department of another department, and 404s for unknown ids', async () => {
    const details = await refused(
      A.client,
      analyte({ code: 'MIX', name: 'Mix', departmentId: ids.haematology, subDepartmentId: ids.thyroid }),
    );
    expect(details).toEqual([
      { field: 'subDepartmentId', message: "Sub-department 'Thyroid function' belongs to Endocrinology, not to the chosen department" },
    ]);
    expect((await A.client.get('/api/analyte/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await A.client.put('/api/analyte/nope', { version: 1 })).status).toBe(404);
  });

  it('keeps each organisation to its own catalogue', async () => {
    const hb = await findOne(A.client, '/api/analyte', { code: 'HB' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: 1, name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await B.client.request(method, `/api/analyte/${hb.id}`, body)).status).toBe(404);
    }
    const pointing = await B.client.post('/api/analyte', analyte({ code: 'B1', name: 'B1', subDepartmentId: null }));
    expect(pointing.status).toBe(400);
    expect(pointing.body.details).toContainEqual({ field: 'departmentId', message: 'Department: the selected record does not exist' });
    // B's formula cannot read A's analytes: it reads B's own TC and HDL.
    const own = await B.client.post('/api/analyte', {
      ...analyte({ code: 'NONHDL', name: 'Non-HDL', resultType: 'Calculated', formula: 'TC - HDL' }),
      departmentId: await idOf(B.client, '/api/analyte-dept/dept', { name: 'Biochemistry' }),
      subDepartmentId: null,
      unitId: null,
    });
    expect(own.status).toBe(201);
    expect((await A.client.get(`/api/analyte/${hb.id}`)).body.name).toBe('Haemoglobin');
  });
});
