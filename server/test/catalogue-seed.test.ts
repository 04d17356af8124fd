/**
 * The catalogue every new organisation starts with: common analytes with real adult and paediatric
 * reference ranges, panels and packages, and a default price list that prices all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateFormula, parseFormula } from '../src/services/formula.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type Client, type TestApp, type Json } from './helpers.ts';

describe.each(databases)('seed catalogue on $name', ({ url }) => {
  let t: TestApp;
  let c: Client;
  let analytes: Json[];
  let groups: Json[];
  const byCode = (code: string) => analytes.find((a) => a.code === code)!;
  const rangesOf = (code: string, sex: string | undefined) =>
    byCode(code).referenceRanges.filter((r: Json) => (r.sex ?? undefined) === sex && !r.trimester);

  beforeAll(async () => {
    t = await startApp(url);
    c = (await createOrgWithAdmin(t.app, 'seed-catalogue')).client;
    analytes = (await c.get(`/api/analyte${listQuery({ range: [0, 999] })}`)).body;
    groups = (await c.get(`/api/item-group${listQuery({ range: [0, 999] })}`)).body;
  });
  afterAll(() => t?.close());

  it('holds at least 60 analytes, each with a department, a container and a price', () => {
    expect(analytes.length).toBeGreaterThanOrEqual(60);
    for (const a of analytes) {
      expect(a.departmentId, a.code).toEqual(expect.any(String));
      expect(a.containerId, a.code).toEqual(expect.any(String));
      expect(a.basePrice, a.code).toBeGreaterThan(0);
      if (a.resultType === 'Numeric' || a.resultType === 'Calculated') expect(a.referenceRanges.length, a.code).toBeGreaterThan(0);
    }
  });

  it('has ranges by sex where they differ, and paediatric bands', () => {
    for (const code of ['HB', 'RBC', 'PCV', 'CREAT', 'URIC', 'FERR', 'ESR', 'HDL', 'ALP', 'IRON', 'GGT']) {
      expect(rangesOf(code, 'M').length, code).toBeGreaterThan(0);
      expect(rangesOf(code, 'F').length, code).toBeGreaterThan(0);
    }
    expect(rangesOf('HB', 'M').at(-1)).toMatchObject({ ageFrom: 18, low: 13, high: 17 });
    expect(rangesOf('HB', 'F').at(-1)).toMatchObject({ ageFrom: 18, low: 12, high: 15 });
    for (const code of ['HB', 'WBC', 'PLT', 'ALP', 'CREAT', 'TSH', 'K']) {
      const children = byCode(code).referenceRanges.filter((r: Json) => r.ageUnit !== 'Y' || r.ageTo <= 18);
      expect(children.length, code).toBeGreaterThanOrEqual(3);
    }
    expect(
      byCode('HB')
        .referenceRanges.filter((r: Json) => r.trimester)
        .map((r: Json) => r.trimester),
    ).toEqual(['T1', 'T2', 'T3']);
  });

  it('has valid calculated analytes: LDL (Friedewald), A/G ratio, globulin and BUN from urea', () => {
    const value = (code: string, results: Record<string, number>) => evaluateFormula(parseFormula(byCode(code).formula).expr, results);
    expect(byCode('LDL')).toMatchObject({ resultType: 'Calculated', formula: 'TC - HDL - TG / 5' });
    expect(value('LDL', { TC: 200, HDL: 50, TG: 150 })).toBe(120);
    expect(byCode('GLOB').formula).toBe('TP - ALB');
    expect(byCode('AGR').formula).toBe('ALB / GLOB');
    expect(value('AGR', { ALB: 4.2, GLOB: 2.8 })).toBeCloseTo(1.5);
    expect(value('BUN', { UREA: 30 })).toBeCloseTo(14.01);
    for (const a of analytes.filter((x) => x.resultType === 'Calculated')) {
      for (const code of parseFormula(a.formula).codes)
        expect(['Numeric', 'Calculated'], `${a.code} reads ${code}`).toContain(byCode(code).resultType);
    }
  });

  it('groups them into at least 12 panels and a full-body package made of panels', () => {
    const panels = groups.filter((g) => g.kind === 'Panel');
    expect(panels.length).toBeGreaterThanOrEqual(12);
    for (const code of ['CBC', 'LFT', 'KFT', 'LIPID', 'THYROID', 'DIAB', 'IRONST', 'ELEC', 'URINE', 'VITAMINS', 'INFLAM']) {
      expect(
        panels.map((p) => p.code),
        code,
      ).toContain(code);
    }
    expect(groups.find((g) => g.code === 'CBC')!.members).toHaveLength(15);
    const full = groups.find((g) => g.code === 'FULLBODY')!;
    expect(full.kind).toBe('Package');
    expect(full.members.filter((m: Json) => m.kind === 'group').map((m: Json) => m.code)).toEqual(
      expect.arrayContaining(['CBC', 'LFT', 'KFT', 'LIPID', 'THYROID']),
    );
    for (const g of groups) expect(g.members.length, g.code).toBeGreaterThan(0);
  });

  it('prices every analyte and item group in the one default price list', async () => {
    const lists = (await c.get('/api/pl')).body;
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Default price list', isDefault: true, itemCount: analytes.length + groups.length });
    const items = (await c.get(`/api/pl/${lists[0].id}/items${listQuery({ range: [0, 999] })}`)).body;
    expect(new Set(items.map((i: Json) => i.id))).toEqual(new Set([...analytes, ...groups].map((x) => x.id)));
    for (const i of items) expect(i.price, i.code).toBe(i.basePrice);
  });
});
