import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Db } from '../server/src/db/database.ts';
import { printRow, time } from './stats.ts';

const VISITS = Number(process.env.BENCH_VISITS ?? 300_000);
const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 50_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SCHEMA = 'labdesk_bench_expenses';

/**
 * A year of money in one organisation, written with set-based SQL: visits over the last 365 days at five nodes, one
 * payment each (every 40th refunded in part), and expenses over the same year across the seeded categories; then
 * the summary's roll-ups recounted from those rows (the load bypasses the triggers that keep them).
 */
async function seed(db: Db, orgId: string): Promise<void> {
  await sql`insert into nodes (org_id, type, code, name) select ${orgId}, 'collection-centre', 'BENCH-C' || g, 'Bench centre ' || g
    from generate_series(1, 4) g`.execute(db);
  await sql`insert into patients (org_id, code, first_name, last_name, phone_country_code, phone_number, dob_estimated)
    values (${orgId}, 'P-000001', 'Bench', 'Patient', '91', '9000000001', false)`.execute(db);
  await db.connection().execute(async (conn) => {
    // Rows made by set-based statements from keys read from the same tables: key checks off for the bulk load.
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      await sql`
        with n as (select id, row_number() over (order by code) - 1 as k from nodes where org_id = ${orgId}),
        p as (select id from patients where org_id = ${orgId} limit 1)
        insert into visits (org_id, code, patient_id, node_id, status, gross, net, paid, public_hash, visited_at)
        select ${orgId}, 'V-2026-' || lpad(g::text, 6, '0'), (select id from p), n.id, 'reported', 600, 600, 600,
          rtrim(translate(encode(sha256((${orgId}::text || g)::bytea), 'base64'), '+/', '-_'), '='),
          now() - make_interval(days => g % 365, mins => g % 600)
        from generate_series(1, ${VISITS}) g join n on n.k = g % 5`.execute(conn);
      await sql`
        insert into visit_payments (org_id, visit_id, kind, mode_id, amount, received_at)
        select v.org_id, v.id, 'payment', m.id, 600, v.visited_at
        from visits v cross join (select id from m_payment_modes where org_id = ${orgId} and name = 'Cash') m
        where v.org_id = ${orgId}`.execute(conn);
      await sql`
        insert into visit_payments (org_id, visit_id, kind, mode_id, amount, reason, received_at)
        select p.org_id, p.visit_id, 'refund', p.mode_id, 100, 'Bench refund', p.received_at + interval '1 hour'
        from visit_payments p where p.org_id = ${orgId} and abs(hashtext(p.visit_id::text)) % 40 = 0`.execute(conn);
      await sql`
        with c as (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from m_expense_category where org_id = ${orgId}),
        n as (select id, row_number() over (order by code) - 1 as k from nodes where org_id = ${orgId}),
        m as (select id from m_payment_modes where org_id = ${orgId} and name = 'Cash')
        insert into expenses (org_id, expense_date, category_id, node_id, payment_mode_id, amount, vendor, description,
          reference_no, status)
        select ${orgId}, current_date - (g % 365), c.id, n.id, (select id from m), 100 + (g % 5000), 'Vendor ' || (g % 311),
          'Bench expense ' || g, 'INV-' || g, case when g % 20 = 0 then 'pending' when g % 10 = 0 then 'approved' else 'recorded' end
        from generate_series(1, ${EXPENSES}) g join c on c.k = g % c.total join n on n.k = g % 5`.execute(conn);
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  // The load bypassed the triggers that keep the summary's roll-ups: recount them as migration 011 fills them.
  await sql`select labdesk_rebuild_money_rollups(${orgId})`.execute(db);
  for (const table of ['visits', 'visit_payments', 'expenses', 'expense_rollups', 'income_rollups'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}

/** BENCH_ONLY=expenses: the expense list and the monthly summary beside the visits' collections (issue 16). */
export async function benchExpenses(label: string, url: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-bench-expenses-'));
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') });
  if (url) {
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(SCHEMA)}`.execute(database.db);
    await database.close();
  }
  const db = url ? await openDatabase({ url, schema: SCHEMA }) : database;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database: db, logger: false });
  try {
    const org = await app.ctx.organizations.create({ slug: 'bench-expenses', name: 'Bench laboratory' });
    const user = await app.ctx.organizations.addMember(
      org.id,
      { email: 'bench@expenses.lab', firstName: 'B', lastName: 'B', password: 'benchmark-pass' },
      ['Administrator'],
    );
    const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    };
    const started = Date.now();
    await seed(db.db, org.id);
    console.log(
      `\n${label}: ${VISITS.toLocaleString('en')} visits with their payments, ${EXPENSES.toLocaleString('en')} expenses` +
        ` seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line`,
    );
    const target = url ? undefined : 40;
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await sql<{ id: string }>`select id from m_expense_category where org_id = ${org.id} and name = 'Rent'`.execute(db.db);
    const list = (filter: object) =>
      `/api/expense?sort=${encodeURIComponent('["date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const lines: [string, string][] = [
      ['expenses: newest page', list({})],
      ['expenses: 90 days, Rent', list({ date_gte: day(90), date_lte: day(0), categoryId: rows[0].id })],
      ['expenses: search a vendor', list({ q: 'vendor 17' })],
      ['monthly summary: 6 months', '/api/expense/monthly-summary'],
      ['monthly summary: 12 months', `/api/expense/monthly-summary?from=${day(364)}&to=${day(0)}`],
    ];
    for (const [name, u] of lines) printRow(name, await time(ITERATIONS, () => get(u)), undefined, target);
  } finally {
    await app.close();
    if (url) await sql`drop schema ${sql.id(SCHEMA)} cascade`.execute(db.db);
    await db.close();
  }
}
