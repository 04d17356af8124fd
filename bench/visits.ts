import { sql } from 'kysely';
import type { Db } from '../server/src/db/database.ts';
import type { Json } from '../server/test/helpers.ts';
import { openBenchApp } from './bench-app.ts';
import { printRow, time } from './stats.ts';

export const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
export const VISITS = Number(process.env.BENCH_VISITS ?? 300_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PDF_ITERATIONS = Number(process.env.BENCH_PDF_ITERATIONS ?? 50);
/** What every seeded visit ordered: three serum analytes, so one sample and three results per visit. */
const SEEDED_ANALYTES = ['CREAT', 'UREA', 'URIC'];
const SCHEMA = 'labdesk_bench_visits';

type Inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => Promise<{ statusCode: number; body: string; json: () => Json }>;

function must(res: { statusCode: number; body: string }, what: string, status = 200) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

/**
 * A year of a busy laboratory in one organisation, written with set-based SQL: patients, visits spread over
 * the last 365 days (today's still moving through the laboratory, older ones reported, 2% cancelled), one
 * sample and three results per visit.
 */
export async function seed(db: Db, orgId: string): Promise<void> {
  // Patients go in with their triggers (row counts, search columns); the visit tables have only key checks, and
  // rows made by one set-based statement from keys read from the same tables cannot break them: switch those
  // checks off for the bulk load (one pinned connection, superuser on PGlite and on the CI PostgreSQL).
  await seedPatients(db, orgId);
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      await seedVisits(conn, orgId);
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  for (const table of ['patients', 'visits', 'visit_items', 'samples', 'results']) await sql`analyze ${sql.table(table)}`.execute(db);
}

async function seedPatients(db: Db, orgId: string): Promise<void> {
  await sql`insert into patients (org_id, code, first_name, last_name, date_of_birth, phone_country_code, phone_number, dob_estimated)
    select ${orgId}, 'P-' || lpad(g::text, 6, '0'), 'First' || (g % 997), 'Last' || (g % 1009),
      date '1940-01-01' + (g * 7919) % 30000, '91', '9' || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'), false
    from generate_series(1, ${PATIENTS}) g`.execute(db);
  await sql`insert into patient_code_counters (org_id, last_number) values (${orgId}, ${PATIENTS})`.execute(db);
}

async function seedVisits(db: Db, orgId: string): Promise<void> {
  await sql`insert into nodes (org_id, type, code, name) select ${orgId}, 'collection-centre', 'BENCH-C' || g, 'Bench centre ' || g
    from generate_series(1, 4) g`.execute(db);

  // Visit g: day (g % 365) days ago; today's visits cycle through the working statuses.
  await sql`
    with p as (select id, row_number() over (order by code) as n from patients where org_id = ${orgId}),
    n as (select id, row_number() over (order by code) as n from nodes where org_id = ${orgId} and code like 'BENCH-C%'),
    v as (
      select g, (g % 365) as days,
        case when g % 365 <> 0 then (case when g % 50 = 0 then 'cancelled' else 'reported' end)
             else (array['sample-pending', 'collected', 'in-progress', 'results-entered', 'verified'])[1 + (g / 365) % 5] end as status
      from generate_series(1, ${VISITS}) g
    )
    insert into visits (org_id, code, patient_id, node_id, status, gross, net, paid, public_hash, visited_at,
      verified_at, reported_at, cancelled_at, cancel_reason)
    select ${orgId}, 'V-2026-' || lpad(v.g::text, 6, '0'), p.id, n.id, v.status, 600, 600, case when v.g % 7 = 0 then 300 else 600 end,
      rtrim(translate(encode(sha256((${orgId}::text || v.g)::bytea), 'base64'), '+/', '-_'), '='),
      now() - make_interval(days => v.days, mins => (v.g % 600)),
      case when v.status in ('verified', 'reported') then now() - make_interval(days => v.days) end,
      case when v.status = 'reported' then now() - make_interval(days => v.days) end,
      case when v.status = 'cancelled' then now() - make_interval(days => v.days) end,
      case when v.status = 'cancelled' then 'Patient left' end
    from v join p on p.n = 1 + v.g % ${PATIENTS} join n on n.n = 1 + v.g % 4`.execute(db);
  await sql`insert into visit_code_counters (org_id, year, last_number) values (${orgId}, 2026, ${VISITS})`.execute(db);
  await sql`update visits set last_sample_number = 1 where org_id = ${orgId}`.execute(db);

  await sql`
    insert into samples (org_id, visit_id, node_id, barcode, status, collected_at, submitted_at, received_at)
    select v.org_id, v.id, v.node_id, '26' || substr(v.code, 8) || '01',
      case when v.status in ('sample-pending', 'cancelled') then 'pending' when v.status = 'collected' then 'collected' else 'received' end,
      case when v.status not in ('sample-pending', 'cancelled') then v.visited_at + interval '10 minutes' end,
      case when v.status not in ('sample-pending', 'collected', 'cancelled') then v.visited_at + interval '40 minutes' end,
      case when v.status not in ('sample-pending', 'collected', 'cancelled') then v.visited_at + interval '50 minutes' end
    from visits v where v.org_id = ${orgId}`.execute(db);

  const { rows: analytes } = await sql<{ id: string; code: string; name: string; department_id: string }>`
    select id, code, name, department_id from analytes where org_id = ${orgId} and code in (${sql.join(SEEDED_ANALYTES)})`.execute(db);
  if (analytes.length !== SEEDED_ANALYTES.length) throw new Error(`seed catalogue lacks one of ${SEEDED_ANALYTES.join(', ')}`);
  for (const [position, a] of analytes.entries()) {
    await sql`insert into visit_items (org_id, visit_id, position, analyte_id, code, name, price)
      select org_id, id, ${position}, ${a.id}, ${a.code}, ${a.name}, 200 from visits where org_id = ${orgId}`.execute(db);
    await sql`
      insert into results (org_id, visit_id, sample_id, visit_item_id, analyte_id, department_id, position, status, value, numeric_value,
        entered_at, verified_at)
      select v.org_id, v.id, s.id, i.id, ${a.id}, ${a.department_id}, ${position},
        case when v.status in ('verified', 'reported') then 'verified' when v.status = 'results-entered' then 'entered' else 'pending' end,
        case when v.status in ('verified', 'reported', 'results-entered') then ((v.visited_at::date - date '2000-01-01') % 40 + 1)::text end,
        case when v.status in ('verified', 'reported', 'results-entered') then (v.visited_at::date - date '2000-01-01') % 40 + 1 end,
        case when v.status in ('verified', 'reported', 'results-entered') then v.visited_at + interval '3 hours' end,
        case when v.status in ('verified', 'reported') then v.visited_at + interval '4 hours' end
      from visits v join samples s on s.org_id = v.org_id and s.visit_id = v.id
        join visit_items i on i.org_id = v.org_id and i.visit_id = v.id and i.position = ${position}
      where v.org_id = ${orgId}`.execute(db);
  }
}

/** A visit made through the API, its samples collected and submitted, so its results can be entered. */
async function visitInTheLab(
  api: Inject,
  codes: string[],
): Promise<{ id: string; results: { id: string; code: string; resultType: string }[] }> {
  const patients = await api('GET', `/api/patient?range=${encodeURIComponent('[0,0]')}`);
  must(patients, 'a patient');
  const items = [];
  for (const code of codes) {
    const found = await api('GET', `/api/visit/products?q=${encodeURIComponent(code)}`);
    must(found, `product ${code}`);
    const product = found.json().find((p: { code: string }) => p.code === code);
    if (!product) throw new Error(`product ${code} not found`);
    items.push({ kind: product.kind, id: product.id });
  }
  const created = await api('POST', '/api/visit', { patientId: patients.json()[0].id, collectionType: 'walk-in', items });
  must(created, 'create a visit', 201);
  const visit = created.json();
  for (const s of visit.samples) {
    must(await api('PUT', `/api/sample-management/submit-sample-collection-timestamp/${s.id}`, {}), 'collect');
    must(await api('PUT', `/api/sample-management/submit-sample/${s.id}`, {}), 'submit');
  }
  const products = await api('GET', `/api/visit/get-products/${visit.id}`);
  must(products, 'get-products');
  const results = products.json().flatMap((item: { results: { id: string; code: string; resultType: string }[] }) => item.results);
  return { id: visit.id, results };
}

/** A value for every enterable result: numbers that move with the iteration, the first choice otherwise. */
const entries = (results: { id: string; resultType: string; choices?: string[] }[], i: number) =>
  results
    .filter((r) => r.resultType !== 'Calculated')
    .map((r, k) => ({
      id: r.id,
      value: r.resultType === 'Numeric' ? String(10 + ((i + k) % 90) / 10) : r.resultType === 'Choice' ? (r.choices?.[0] ?? 'Nil') : 'Seen',
    }));

export async function benchVisits(label: string, url: string | undefined): Promise<void> {
  const { app, db, org, token, close } = await openBenchApp(url, SCHEMA, 'bench-visits');
  const api: Inject = (method, u, body) =>
    app.inject({
      method,
      url: u,
      headers: {
        authorization: `Bearer ${token}`,
        host: 'localhost',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const started = Date.now();
  await seed(db.db, org.id);
  console.log(
    `\n${label}: ${PATIENTS.toLocaleString('en')} patients, ${VISITS.toLocaleString('en')} visits with ${(VISITS * SEEDED_ANALYTES.length).toLocaleString('en')} results` +
      ` seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line (${PDF_ITERATIONS} for the PDF)`,
  );
  const target = (ms: number) => (url ? undefined : ms);

  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const lists = [
    { label: 'visits: 7 days, reported', filter: { from: day(7), to: day(0), status: 'reported' } },
    { label: 'visits: 30 days, any status', filter: { from: day(30), to: day(0) } },
    { label: 'visits: today, sample-pending', filter: { from: day(0), to: day(0), status: ['sample-pending', 'collected'] } },
  ];
  for (const l of lists) {
    const q = `sort=${encodeURIComponent('["visitedAt","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(l.filter))}`;
    printRow(l.label, await time(ITERATIONS, async () => must(await api('GET', `/api/visit?${q}`), l.label)), undefined, target(40));
  }
  printRow(
    'phlebotomy queue',
    await time(ITERATIONS, async () => {
      must(await api('GET', `/api/sample-management/pending-sample-collection?range=${encodeURIComponent('[0,24]')}`), 'queue');
    }),
    undefined,
    target(40),
  );

  const kft = await visitInTheLab(api, ['KFT', 'LFT']);
  printRow(
    `save results (${entries(kft.results, 0).length} values)`,
    await time(ITERATIONS, async (i) => {
      must(
        await api('PUT', '/api/visit/submit-test-results', { data: { visitId: kft.id, results: entries(kft.results, i) } }),
        'save results',
      );
    }),
    undefined,
    target(50),
  );

  must(await api('PUT', `/api/visit/${kft.id}/verify`, {}), 'verify');
  printRow(
    `report PDF (${kft.results.length} results)`,
    await time(
      PDF_ITERATIONS,
      async () => {
        must(await api('GET', `/api/visit/${kft.id}/report`), 'report');
      },
      5,
    ),
    undefined,
    target(300),
  );

  await close();
}
