/**
 * The dashboards' daily roll-ups (issue 12, 012-visit-rollups): after every kind of write they count — visits
 * registered, moved to another day, cancelled, paid, deleted with their organisation — they equal a recount of
 * the rows; and a server that starts in another time zone recounts them (db/rollup-zone.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRollupsInZone } from '../src/db/rollup-zone.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { at, buildFixture } from './stats-fixtures.ts';
import { createLabOrg, createPatient, createVisit, type LabOrg } from './visit-fixtures.ts';

interface DayRow {
  day: string;
  node: string | null;
  visits: number;
  cancelled: number;
  billed: number;
  dues: number;
  owing: number;
  owed: number;
}

describe.each(databases)('statistics roll-ups on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;

  /** What visit_rollups holds for an organisation, without the rows that add up to nothing. */
  const rolled = async (orgId: string) =>
    (
      await sql<DayRow>`select to_char(day, 'YYYY-MM-DD') as day, node_id as node, visits, cancelled, billed::float8 as billed,
          dues::float8 as dues, owing, owed::float8 as owed
        from visit_rollups where org_id = ${orgId} and (visits, cancelled, billed, dues, owing, owed) <> (0, 0, 0, 0, 0, 0)
        order by 1, 2`.execute(t.app.ctx.db)
    ).rows;
  /** The same figures counted from the visits. */
  const recount = async (orgId: string) =>
    (
      await sql<DayRow>`select to_char(visited_at::date, 'YYYY-MM-DD') as day, node_id as node,
          (count(*) filter (where status <> 'cancelled'))::int as visits,
          (count(*) filter (where status = 'cancelled'))::int as cancelled,
          coalesce(sum(net) filter (where status <> 'cancelled'), 0)::float8 as billed,
          coalesce(sum(due) filter (where status <> 'cancelled'), 0)::float8 as dues,
          (count(*) filter (where status <> 'cancelled' and due > 0))::int as owing,
          coalesce(sum(due) filter (where status <> 'cancelled' and due > 0), 0)::float8 as owed
        from visits where org_id = ${orgId} group by 1, 2 order by 1, 2`.execute(t.app.ctx.db)
    ).rows;

  /** visit_hour_rollups beside a recount of the live visits by day and hour. */
  const hours = async (orgId: string) => {
    const db = t.app.ctx.db;
    const [held, counted] = await Promise.all([
      sql<{ day: string; hour: number; node: string | null; visits: number }>`select to_char(day, 'YYYY-MM-DD') as day, hour,
          node_id as node, visits from visit_hour_rollups where org_id = ${orgId} and visits <> 0 order by 1, 2, 3`.execute(db),
      sql<{ day: string; hour: number; node: string | null; visits: number }>`select to_char(visited_at::date, 'YYYY-MM-DD') as day,
          extract(hour from visited_at)::int as hour, node_id as node, count(*)::int as visits
        from visits where org_id = ${orgId} and status <> 'cancelled' group by 1, 2, 3 order by 1, 2, 3`.execute(db),
    ]);
    return { held: held.rows, counted: counted.rows };
  };

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'rollup-a');
    B = await createLabOrg(t.app, 'rollup-b');
  });
  afterAll(() => t?.close());

  it('equal a recount after registrations, moves between days, payments, refunds and a cancellation', async () => {
    await buildFixture(t.app, A);
    const rows = await recount(A.org.id);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((r) => r.cancelled > 0)).toBe(true);
    expect(rows.some((r) => r.dues > 0)).toBe(true);
    expect(rows.some((r) => r.owing > 0)).toBe(true);
    expect(rows.some((r) => r.owing === 0 && r.visits > 0)).toBe(true);
    expect(await rolled(A.org.id)).toEqual(rows);
    const byHour = await hours(A.org.id);
    expect(new Set(byHour.counted.map((r) => r.hour)).size).toBeGreaterThan(2);
    expect(byHour.held).toEqual(byHour.counted);

    // one statement moving several visits at once, across days and nodes
    await sql`update visits set visited_at = visited_at - interval '1 day', node_id = null
      where org_id = ${A.org.id} and id in (select id from visits where org_id = ${A.org.id} order by code limit 2)`.execute(t.app.ctx.db);
    expect(await rolled(A.org.id)).toEqual(await recount(A.org.id));
    const moved = await hours(A.org.id);
    expect(moved.held).toEqual(moved.counted);
    expect(await rolled(B.org.id)).toEqual([]);
  });

  it('drop what a visit counted when it is deleted', async () => {
    const p = await createPatient(B.client, { firstName: 'Roll', lastName: 'Up' });
    const v = await createVisit(B.client, { productCodes: ['HB'], patient: p });
    await sql`update visits set visited_at = ${at(2, 11)} where id = ${v.id}`.execute(t.app.ctx.db);
    expect(await rolled(B.org.id)).toEqual(await recount(B.org.id));
    expect((await rolled(B.org.id)).map((r) => r.visits)).toEqual([1]);
    await sql`delete from visit_payments where visit_id = ${v.id}`.execute(t.app.ctx.db);
    await sql`delete from samples where visit_id = ${v.id}`.execute(t.app.ctx.db).catch(() => undefined);
    await sql`delete from results where visit_id = ${v.id}`.execute(t.app.ctx.db).catch(() => undefined);
    await sql`delete from visit_items where visit_id = ${v.id}`.execute(t.app.ctx.db).catch(() => undefined);
    await sql`delete from visits where id = ${v.id}`.execute(t.app.ctx.db);
    expect(await rolled(B.org.id)).toEqual([]);
  });

  it('are recounted once when the server starts in another time zone than they were counted in', async () => {
    const db = t.app.ctx.db;
    const before = await recount(A.org.id);
    // a roll-up counted elsewhere: wrong figures and another zone on record
    await sql`update visit_rollups set visits = visits + 5 where org_id = ${A.org.id}`.execute(db);
    await sql`update visit_hour_rollups set visits = visits + 5 where org_id = ${A.org.id}`.execute(db);
    await sql`update rollup_zone set zone = 'Pacific/Chatham'`.execute(db);
    await countRollupsInZone(db);
    expect(await rolled(A.org.id)).toEqual(before);
    const recounted = await hours(A.org.id);
    expect(recounted.held).toEqual(recounted.counted);
    const zone = await sql<{ zone: string; now: string }>`select zone, current_setting('TimeZone') as now from rollup_zone`.execute(db);
    expect(zone.rows).toHaveLength(1);
    expect(zone.rows[0].zone).toBe(zone.rows[0].now);
    // the same zone: nothing recounted (a wrong figure stays wrong, proving the check is what triggers the work)
    await sql`update visit_rollups set visits = visits + 1 where org_id = ${A.org.id} and day = ${before[0].day}::date`.execute(db);
    await countRollupsInZone(db);
    expect((await rolled(A.org.id))[0].visits).toBe(before[0].visits + 1);
    await sql`select labdesk_rebuild_visit_rollups(${A.org.id})`.execute(db);
    expect(await rolled(A.org.id)).toEqual(before);
  });
});
