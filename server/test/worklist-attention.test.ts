/**
 * The home screen's "TAT breaches" and "criticals" figures link to the worklist filtered with `overdue` and
 * `critical`: the list must hold exactly the visits the figure counts, in every scope the figure is asked in.
 * The statistics laboratory (stats-fixtures.ts: late results at every stage, one within its time, a cancelled
 * visit's late one, another node's, a critical entered) plus a verified late result, a verified critical, an
 * entered normal value, a critical at the main laboratory and another organisation's late visit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, type Member } from './administration-helpers.ts';
import { databases, listQuery, startApp, type Client, type Json, type TestApp } from './helpers.ts';
import { ADULT_MAN, enterByCode, labStaff, labVisit } from './result-fixtures.ts';
import { addDays } from '../src/services/stats-calendar.ts';
import { at, buildFixture, today, type Fixture } from './stats-fixtures.ts';
import { createLabOrg, createVisit, type LabOrg } from './visit-fixtures.ts';

describe.each(databases)('worklist filtered to what the home figures count, on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let f: Fixture;
  let centre: Member;
  const extra: Record<string, string> = {};
  const id = (key: string) => f.visits[key]?.id ?? extra[key];
  const ids = (keys: string[]) => keys.map(id).sort();

  const get = async (c: Client, path: string) => {
    const res = await c.get(path);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res;
  };
  /** The figure, and the worklist its card links to, asked by the same member in the same scope. */
  const both = async (c: Client, stat: 'tat-breaches' | 'critical-results', filter: Json, nodeId?: string) => {
    const figure = (await get(c, `/api/stats/${stat}${nodeId ? `?nodeId=${nodeId}` : ''}`)).body;
    const list = await get(c, `/api/visit/worklist${listQuery({ filter: { ...filter, nodeId }, range: [0, 99] })}`);
    const counted = [...new Set(((figure.oldest ?? figure.latest) as Json[]).map((r) => r.visitId as string))].sort();
    return {
      figure: { visits: figure.visits as number, ids: counted },
      list: {
        visits: Number(/\/(\d+)$/.exec(String(list.headers['content-range']))![1]),
        ids: (list.body as Json[]).map((r) => r.visitId as string).sort(),
      },
    };
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'attention-a');
    f = await buildFixture(t.app, A);
    const staff = await labStaff(t.app, A);
    const entered = async (key: string, value: string, o: { verify?: boolean; nodeId?: string; visitedAt?: Date } = {}) => {
      const visit = await labVisit(A.client, {
        productCodes: ['HB'],
        patientBody: { ...ADULT_MAN, genderId: A.ids.male },
        nodeId: o.nodeId,
      });
      const res = await enterByCode(A.client, visit.id, { HB: value });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (o.verify) expect((await staff.pathologist.client.put(`/api/visit/${visit.id}/verify`, {})).status).toBe(200);
      if (o.visitedAt) await sql`update visits set visited_at = ${o.visitedAt} where id = ${visit.id}`.execute(t.app.ctx.db);
      extra[key] = visit.id;
    };
    await entered('verifiedLate', '14', { verify: true, visitedAt: at(3, 9) });
    await entered('verifiedCritical', '21.5', { verify: true });
    await entered('normal', '14');
    await entered('criticalAtMain', '5', { nodeId: A.ids.mainLab });
    centre = await memberWith(t.app, A.org, 'centre@attention-a.lab', [
      'result.list',
      'labStats.tat-breaches',
      'labStats.critical-results',
    ]);
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${centre.id}, ${A.ids.centre})`.execute(t.app.ctx.db);
    B = await createLabOrg(t.app, 'attention-b');
    const late = await createVisit(B.client, { productCodes: ['HB'], patientBody: { firstName: 'Other', lastName: 'Lab' } });
    await sql`update visits set visited_at = ${at(1, 9)} where id = ${late.id}`.execute(t.app.ctx.db);
    extra.otherOrg = late.id;
  });
  afterAll(() => t?.close());

  it('overdue: the late results of live visits at any stage, in the member scope and node asked', async () => {
    const late = ['v1', 'v2', 'v3', 'v4', 'v5', 'v8', 'v9', 'v10'];
    const cases: [Client, string | undefined, string[]][] = [
      [A.client, undefined, late],
      [centre.client, undefined, late.filter((k) => k !== 'v8')],
      [A.client, A.ids.mainLab, ['v8']],
      [B.client, undefined, ['otherOrg']],
    ];
    for (const [c, nodeId, keys] of cases) {
      const { figure, list } = await both(c, 'tat-breaches', { overdue: true }, nodeId);
      expect(figure).toEqual({ visits: keys.length, ids: ids(keys) });
      expect(list).toEqual(figure);
    }
  });

  it('critical: the critical results entered and not verified', async () => {
    const cases: [Client, string | undefined, string[]][] = [
      [A.client, undefined, ['v1', 'criticalAtMain']],
      [centre.client, undefined, ['v1']],
      [A.client, A.ids.mainLab, ['criticalAtMain']],
      [B.client, undefined, []],
    ];
    for (const [c, nodeId, keys] of cases) {
      const { figure, list } = await both(c, 'critical-results', { critical: true }, nodeId);
      expect(figure).toEqual({ visits: keys.length, ids: ids(keys) });
      expect(list).toEqual(figure);
    }
  });

  it('narrows by the other filters on the same results, and refuses a filter value that is not true or false', async () => {
    const list = async (filter: Json) =>
      ((await get(A.client, `/api/visit/worklist${listQuery({ filter, range: [0, 99] })}`)).body as Json[]).map((r) => r.visitId).sort();
    expect(await list({ overdue: true, status: 'entered' })).toEqual(ids(['v1']));
    expect(await list({ overdue: true, critical: true })).toEqual(ids(['v1']));
    expect(await list({ overdue: true, from: addDays(today(), -3) })).toEqual(ids(['v1', 'v2', 'v3', 'v8']));
    expect(await list({ overdue: false })).toEqual(await list({}));
    const bad = await A.client.get(`/api/visit/worklist${listQuery({ filter: { overdue: 'yes', critical: 1 } })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: Json) => d.field)).toEqual(['filter.overdue', 'filter.critical']);
  });
});
