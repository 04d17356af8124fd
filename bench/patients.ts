import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database, Db } from '../server/src/db/database.ts';
import { searchPatients } from '../server/src/repositories/patient-repository.ts';
import { parseSearch } from '../server/src/routes/patient.ts';
import { openBenchApp } from './bench-app.ts';
import { printRow, time, type Timing } from './stats.ts';

const ROWS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Anita',
  'Arjun',
  'Deepa',
  'Divya',
  'Ganesh',
  'Geeta',
  'Harish',
  'Isha',
  'Karan',
  'Kavya',
  'Lakshmi',
  'Mahesh',
  'Meena',
  'Mohan',
  'Nandini',
  'Naveen',
  'Pooja',
  'Prakash',
  'Priya',
  'Priyanka',
  'Rahul',
  'Rajesh',
  'Ramesh',
  'Ravi',
  'Rekha',
  'Sanjay',
  'Shreya',
  'Sunita',
  'Suresh',
  'Swati',
  'Varun',
  'Vidya',
  'Vijay',
  'Vikram',
  'Yamini',
  'Zoya',
];
const LAST = [
  'Agarwal',
  'Banerjee',
  'Bhat',
  'Chatterjee',
  'Das',
  'Desai',
  'Gowda',
  'Gupta',
  'Iyer',
  'Jain',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kulkarni',
  'Kumar',
  'Menon',
  'Mishra',
  'Nair',
  'Naidu',
  'Patel',
  'Pillai',
  'Rao',
  'Reddy',
  'Saxena',
  'Sen',
  'Shah',
  'Sharma',
  'Shetty',
  'Singh',
  'Verma',
];

/**
 * `rows` patients in one organisation, written by one set-based statement. A big load goes in without the
 * table's secondary indexes, which are made again afterwards (the same indexes, built once rather than row by row).
 */
export async function seedPatients(db: Db, orgId: string, rows: number): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes
    where tablename = 'patients' and schemaname = current_schema() and indexdef not like 'CREATE UNIQUE%'`.execute(db);
  const rebuild = rows >= 200_000;
  if (rebuild) for (const i of indexes) await sql`drop index ${sql.id(i.name)}`.execute(db);
  await sql`insert into patients (org_id, code, first_name, last_name, date_of_birth, phone_country_code, phone_number, dob_estimated)
    select ${orgId}, 'P-' || lpad(g::text, 6, '0'),
      (array[${sql.join(FIRST)}])[1 + g % ${FIRST.length}], (array[${sql.join(LAST)}])[1 + (g / ${FIRST.length}) % ${LAST.length}],
      date '1940-01-01' + (g * 7919) % 30000, '91', '9' || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'), false
    from generate_series(1, ${rows}) g`.execute(db);
  if (rebuild) for (const i of indexes) await sql.raw(i.def).execute(db);
  await sql`insert into patient_code_counters (org_id, last_number) values (${orgId}, ${rows})`.execute(db);
  await sql`analyze patients`.execute(db);
}

/** The search cases of the bench: a part of a name, a typo, a code, a part of a phone. */
export async function searchCases(db: Db, orgId: string, rows: number) {
  const { rows: phones } = await sql<{
    phone: string;
  }>`select phone_number as phone from patients where org_id = ${orgId} order by random() limit 1`.execute(db);
  return [
    { label: 'search: part of a name', query: 'priya sha' },
    { label: 'search: name with a typo', query: 'priyanka sharmaa' },
    { label: 'search: code', query: `P-${String(Math.floor(rows / 2)).padStart(6, '0')}` },
    { label: 'search: part of a phone', query: phones[0].phone.slice(2, 8) },
  ];
}

/** search-patient through the API (inject) and its SQL alone. */
export async function timeSearch(
  bench: { app: FastifyInstance; db: Database; org: { id: string }; token: string },
  query: string,
  iterations: number,
): Promise<{ api: Timing; sql: Timing }> {
  const { app, db, org, token } = bench;
  const api = await time(iterations, async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/patient/search-patient?query=${encodeURIComponent(query)}`,
      headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    });
    if (res.statusCode !== 200 || res.json().length === 0) throw new Error(`search ${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  // The handler's SQL: the search, then the found patients' records (routes/patient.ts).
  const patient = app.ctx.registry.get('patient')!;
  const sql = await time(iterations, async () => {
    const found = await searchPatients(db.db, org.id, parseSearch(query), 20);
    const rows = await app.ctx.resources.repo('patient').getMany(
      db.db,
      org.id,
      found.map((f) => f.id),
    );
    return app.ctx.resources.records(patient, org.id, rows);
  });
  return { api, sql };
}

/** 100,000 patients in one organisation, then search-patient and a sorted page through the API and as plain SQL. */
export async function benchPatients(label: string, url: string | undefined): Promise<void> {
  const bench = await openBenchApp(url, 'labdesk_bench_patients', 'bench-patients');
  const { app, db, org, token } = bench;
  const started = Date.now();
  await seedPatients(db.db, org.id, ROWS);
  console.log(
    `\n${label}: ${ROWS.toLocaleString('en')} patients inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line`,
  );

  for (const c of await searchCases(db.db, org.id, ROWS)) {
    const t = await timeSearch(bench, c.query, ITERATIONS);
    printRow(c.label, t.api, t.sql, url ? undefined : 30);
  }
  const api = (u: string) => app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
  for (const [what, sort] of [
    ['newest first', '["createdAt","DESC"]'],
    ['by last name', '["lastName","ASC"]'],
  ]) {
    const page = await time(ITERATIONS, async () => {
      const res = await api(`/api/patient?sort=${encodeURIComponent(sort)}&range=${encodeURIComponent('[0,24]')}`);
      if (res.statusCode !== 200) throw new Error(`patient page: ${res.statusCode}`);
    });
    printRow(`patient page, ${what}`, page, undefined, url ? undefined : 30);
  }
  await bench.close();
}
