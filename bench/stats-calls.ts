import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Db } from '../server/src/db/database.ts';
import { STATS_CALLS } from '../server/src/routes/stats.ts';
import { ms, printRow, time } from './stats.ts';
import { PATIENTS, seed, VISITS } from './visits.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SCHEMA = 'labdesk_bench_stats';

/**
 * What the visit seed leaves out and the dashboards count: referral partners on most visits, genders,
 * cities and registration days on patients, a payment on every visit not cancelled.
 */
async function seedStats(db: Db, orgId: string): Promise<void> {
  await sql`insert into referrers (org_id, name, kind, is_active) select ${orgId}, 'Bench partner ' || g, 'Doctor', true
    from generate_series(1, 20) g`.execute(db);
  await sql`with r as (select id, row_number() over (order by name) as n from referrers where org_id = ${orgId} and name like 'Bench partner%'),
      v as (select id, row_number() over (order by code) as n from visits where org_id = ${orgId})
    update visits set referrer_id = r.id from v join r on r.n = 1 + v.n % 25 where visits.id = v.id`.execute(db);
  await sql`with g as (select id, row_number() over (order by code) as n from m_gender where org_id = ${orgId}),
      p as (select id, row_number() over (order by code) as n from patients where org_id = ${orgId})
    update patients set gender_id = g.id, city = (array['Bengaluru', 'Mysuru', 'Hubli', null])[1 + p.n % 4],
      created_at = now() - make_interval(days => (p.n % 400)::int)
    from p join g on g.n = 1 + p.n % 3 where patients.id = p.id`.execute(db);
  await sql`insert into visit_payments (org_id, visit_id, kind, mode_id, amount, received_at)
    select v.org_id, v.id, 'payment', (select id from m_payment_modes where org_id = ${orgId} and name = 'Cash'), v.paid, v.visited_at
    from visits v where v.org_id = ${orgId} and v.status <> 'cancelled' and v.paid > 0`.execute(db);
  // the visit seed bypasses triggers: count the daily roll-ups the way their migrations do (012, 011)
  await sql`select labdesk_rebuild_visit_rollups(${orgId})`.execute(db);
  await sql`select labdesk_rebuild_money_rollups(${orgId})`.execute(db);
  for (const table of ['patients', 'visits', 'visit_payments', 'visit_rollups', 'visit_hour_rollups', 'income_rollups'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}

/** The calls the /stats/visit page makes together. */
const VISIT_PAGE = STATS_CALLS.filter((c) => c.resource === 'visitStats');

/**
 * Every statistics call (issue 12) through inject() beside the same handler run straight on the database
 * (its SQL and the few lines that shape the answer, without HTTP, sign-in and serialisation), at the
 * visit bench's sizes; and the /stats/visit page's calls fired together as the page fires them.
 */
export async function benchStats(label: string, url: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-bench-stats-'));
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') });
  if (url) {
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(SCHEMA)}`.execute(database.db);
    await database.close();
  }
  const db = url ? await openDatabase({ url, schema: SCHEMA }) : database;
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_HISTORY: '0' }),
    database: db,
    logger: false,
  });
  const org = await app.ctx.organizations.create({ slug: 'bench-stats', name: 'Bench laboratory' });
  const user = await app.ctx.organizations.addMember(
    org.id,
    { email: 'bench@stats.lab', firstName: 'B', lastName: 'B', password: 'benchmark-pass' },
    ['Administrator'],
  );
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });
  const get = async (u: string) => {
    const res = await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };

  const started = Date.now();
  await seed(db.db, org.id);
  await seedStats(db.db, org.id);
  console.log(
    `\n${label} statistics: ${PATIENTS.toLocaleString('en')} patients, ${VISITS.toLocaleString('en')} visits seeded in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line; "sql" = the call's handler run straight on the database`,
  );
  const scope = { orgId: org.id, who: { isAdmin: true, nodeIds: [] } };
  const target = url ? undefined : 50;
  let met = 0;
  for (const call of STATS_CALLS) {
    const api = await time(ITERATIONS, () => get(call.path));
    const raw = await time(ITERATIONS, () => call.handler(db.db, scope, {}));
    printRow(call.path.replace('/api/', ''), api, raw, target);
    if (api.p95 <= 50 && api.p50 <= 1.5 * raw.p50) met += 1;
  }
  console.log(`  ${met} of ${STATS_CALLS.length} calls: p95 ≤ 50 ms and within 1.5× of their SQL`);
  const page = await time(ITERATIONS, () => Promise.all(VISIT_PAGE.map((c) => get(c.path))));
  const verdict = url ? '' : page.p95 <= 150 ? '  p95 ≤ 150 ms: met' : '  p95 ≤ 150 ms: NOT met';
  console.log(`  ${'/stats/visit page (6 calls)'.padEnd(28)} api p50 ${ms(page.p50)}  p95 ${ms(page.p95)}${verdict}`);

  await app.close();
  if (url) await sql`drop schema ${sql.id(SCHEMA)} cascade`.execute(db.db);
  await db.close();
}
