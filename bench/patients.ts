import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { searchPatients } from '../server/src/repositories/patient-repository.ts';
import { parseSearch } from '../server/src/routes/patient.ts';
import { printRow, time } from './stats.ts';

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

/** 100,000 patients in one organisation, then search-patient and a sorted page through the API and as plain SQL. */
export async function benchPatients(label: string, url: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-bench-patients-'));
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') });
  if (url) {
    await sql`drop schema if exists labdesk_bench_patients cascade`.execute(database.db);
    await sql`create schema labdesk_bench_patients`.execute(database.db);
    await database.close();
  }
  const db = url ? await openDatabase({ url, schema: 'labdesk_bench_patients' }) : database;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database: db, logger: false });
  const org = await app.ctx.organizations.create({ slug: 'bench-patients', name: 'Bench laboratory' });
  const user = await app.ctx.organizations.addMember(
    org.id,
    { email: 'bench@patients.lab', firstName: 'B', lastName: 'B', password: 'benchmark-pass' },
    ['Administrator'],
  );
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });

  const started = Date.now();
  await sql`insert into patients (org_id, code, first_name, last_name, date_of_birth, phone_country_code, phone_number, dob_estimated)
    select ${org.id}, 'P-' || lpad(g::text, 6, '0'),
      (array[${sql.join(FIRST)}])[1 + g % ${FIRST.length}], (array[${sql.join(LAST)}])[1 + (g / ${FIRST.length}) % ${LAST.length}],
      date '1940-01-01' + (g * 7919) % 30000, '91', '9' || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'), false
    from generate_series(1, ${ROWS}) g`.execute(db.db);
  await sql`insert into patient_code_counters (org_id, last_number) values (${org.id}, ${ROWS})`.execute(db.db);
  await sql`analyze patients`.execute(db.db);
  console.log(
    `\n${label}: ${ROWS.toLocaleString('en')} patients inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line`,
  );

  const patient = app.ctx.registry.get('patient')!;
  const { rows: phones } = await sql<{
    phone: string;
  }>`select phone_number as phone from patients where org_id = ${org.id} order by random() limit 1`.execute(db.db);
  const api = (u: string) => app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
  const cases = [
    { label: 'search: part of a name', query: 'priya sha' },
    { label: 'search: name with a typo', query: 'priyanka sharmaa' },
    { label: 'search: code', query: `P-${String(Math.floor(ROWS / 2)).padStart(6, '0')}` },
    { label: 'search: part of a phone', query: phones[0].phone.slice(2, 8) },
  ];
  for (const c of cases) {
    const viaApi = await time(ITERATIONS, async () => {
      const res = await api(`/api/patient/search-patient?query=${encodeURIComponent(c.query)}`);
      if (res.statusCode !== 200 || res.json().length === 0) throw new Error(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    });
    // The handler's SQL: the search, then the found patients' records (routes/patient.ts).
    const viaSql = await time(ITERATIONS, async () => {
      const found = await searchPatients(db.db, org.id, parseSearch(c.query), 20);
      const rows = await app.ctx.resources.repo('patient').getMany(
        db.db,
        org.id,
        found.map((f) => f.id),
      );
      return app.ctx.resources.records(patient, org.id, rows);
    });
    printRow(c.label, viaApi, viaSql, url ? undefined : 30);
  }
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

  await app.close();
  if (url) await sql`drop schema labdesk_bench_patients cascade`.execute(db.db);
  await db.close();
}
