import { sql } from 'kysely';
import type { Db } from '../server/src/db/database.ts';
import { openBenchApp } from './bench-app.ts';
import { printRow, time } from './stats.ts';
import { seed as seedVisits } from './visits.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** Samples per seeded shipment: a courier's box from a centre. */
const PER_BOX = 20;
const SCHEMA = 'labdesk_bench_couriers';

/**
 * A year of transport on top of the visits bench's laboratory: every received sample travelled in a box of
 * PER_BOX samples, 8 couriers take turns, 1 box in 25 had a discrepancy, and today's boxes are still open.
 */
async function seedShipments(db: Db, orgId: string): Promise<number> {
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      await sql`insert into couriers (org_id, name, kind, is_active, node_ids)
        select ${orgId}, 'Bench courier ' || g, 'Person', true, '[]'::jsonb from generate_series(1, 8) g`.execute(conn);
      await sql`
        with s as (select id, node_id, received_at, (row_number() over (order by received_at, id) - 1) / ${PER_BOX} as k
            from samples where org_id = ${orgId} and status = 'received'),
          c as (select id, row_number() over (order by name) - 1 as n from couriers where org_id = ${orgId}),
          main as (select id from nodes where org_id = ${orgId} and type = 'main-lab' limit 1),
          box as (select k, count(*)::int as n, min(node_id::text)::uuid as node_id, max(received_at) as received_at from s group by k)
        insert into shipments (org_id, code, from_node_id, to_node_id, courier_id, state, outcome, open_discrepancies, sample_count,
          packed_at, handed_over_at, in_transit_at, received_at)
        select ${orgId}, 'SH-' || lpad((box.k + 1)::text, 6, '0'), box.node_id, main.id, c.id,
          case when box.received_at > now() - interval '1 day' then 'in_transit' else 'received' end,
          case when box.received_at > now() - interval '1 day' then null when box.k % 25 = 0 then 'discrepancies' else 'complete' end,
          0, box.n, box.received_at - interval '50 minutes', box.received_at - interval '45 minutes', box.received_at - interval '40 minutes',
          case when box.received_at > now() - interval '1 day' then null else box.received_at end
        from box cross join main join c on c.n = box.k % 8`.execute(conn);
      await sql`
        with s as (select id, (row_number() over (order by received_at, id) - 1) / ${PER_BOX} as k
            from samples where org_id = ${orgId} and status = 'received')
        insert into shipment_items (org_id, shipment_id, sample_id, open)
        select ${orgId}, sh.id, s.id, sh.state = 'in_transit'
        from s join shipments sh on sh.org_id = ${orgId} and sh.code = 'SH-' || lpad((s.k + 1)::text, 6, '0')`.execute(conn);
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  for (const table of ['couriers', 'shipments', 'shipment_items']) await sql`analyze ${sql.table(table)}`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from shipments where org_id = ${orgId}`.execute(db);
  return rows[0].n;
}

/** The shipment list (open, all, one node), one shipment's manifest and the courier statistics. */
export async function benchCouriers(label: string, url: string | undefined): Promise<void> {
  const { app, db, org, token, close } = await openBenchApp(url, SCHEMA, 'bench-couriers');
  const get = async (u: string) => {
    const res = await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };

  const started = Date.now();
  await seedVisits(db.db, org.id);
  const shipments = await seedShipments(db.db, org.id);
  console.log(
    `\n${label}: ${shipments.toLocaleString('en')} shipments of ${PER_BOX} samples seeded (with the visits) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line`,
  );
  const target = url ? undefined : 40;
  const page = (filter: Record<string, unknown>) =>
    `/api/shipment?sort=${encodeURIComponent('["packedAt","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const { rows: node } = await sql<{ id: string }>`select id from nodes where org_id = ${org.id} and code = 'BENCH-C2'`.execute(db.db);
  const lists = [
    { label: 'shipments: open', filter: { open: true } },
    { label: 'shipments: all, newest', filter: {} },
    { label: 'shipments: one centre, received', filter: { nodeId: node[0].id, state: 'received' } },
  ];
  for (const l of lists) printRow(l.label, await time(ITERATIONS, () => get(page(l.filter))), undefined, target);
  const newest = (await get(page({}))).json()[0].id as string;
  printRow('shipment: one, with manifest', await time(ITERATIONS, () => get(`/api/shipment/${newest}`)), undefined, target);
  printRow('courier statistics: 30 days', await time(ITERATIONS, () => get('/api/shipment/stats')), undefined, target);

  await close();
}
