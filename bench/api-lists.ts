import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { parseListQuery } from '../server/src/schema/list-query.ts';
import { printRow, time } from './stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'sigma', 'kappa', 'omega', 'theta', 'zeta', 'lambda'];

/** 200,000 units in one organisation, then the four list paths through the API and as plain SQL. */
export async function benchMasterLists(label: string, url: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-bench-'));
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') });
  if (url) {
    // A bench run owns its tables: start from a clean schema on the bench database.
    await sql`drop schema if exists labdesk_bench cascade`.execute(database.db);
    await sql`create schema labdesk_bench`.execute(database.db);
    await database.close();
  }
  const db = url ? await openDatabase({ url, schema: 'labdesk_bench' }) : database;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database: db, logger: false });
  const org = await app.ctx.organizations.create({ slug: 'bench', name: 'Bench laboratory' });
  const user = await app.ctx.organizations.addMember(
    org.id,
    { email: 'bench@bench.lab', firstName: 'B', lastName: 'B', password: 'benchmark-pass' },
    ['Administrator'],
  );
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });

  const started = Date.now();
  await sql`insert into m_unit (org_id, name, description, quantity, is_active)
    select ${org.id}, 'U' || lpad(g::text, 6, '0') || ' ' || (array[${sql.join(WORDS)}])[1 + g % 10],
           'bench unit number ' || g || ' ' || (array[${sql.join(WORDS)}])[1 + (g / 10) % 10], 'Other', g % 7 <> 0
    from generate_series(1, ${ROWS}) g`.execute(db.db);
  await sql`analyze m_unit`.execute(db.db);
  console.log(
    `\n${label}: ${ROWS.toLocaleString('en')} units inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} timed requests per line`,
  );

  const unit = app.ctx.registry.get('unit')!;
  const repo = app.ctx.resources.repo('unit');
  const { rows: idRows } = await sql<{ id: string }>`select id from m_unit where org_id = ${org.id} order by random() limit 500`.execute(
    db.db,
  );
  const ids = idRows.map((r) => r.id);
  const api = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
  const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  const deep = Math.max(0, ROWS - 50_000);
  const cases: { label: string; params: { sort: string; range: string; filter: string } }[] = [
    { label: 'sorted page (name ASC)', params: { sort: '["name","ASC"]', range: '[0,24]', filter: '{}' } },
    { label: 'deep page (offset 10,000)', params: { sort: '["name","ASC"]', range: '[10000,10024]', filter: '{}' } },
    {
      label: `deepest page (offset ${deep.toLocaleString('en')})`,
      params: { sort: '["name","DESC"]', range: `[${deep},${deep + 24}]`, filter: '{}' },
    },
    { label: 'q search ("kappa 1234")', params: { sort: '["name","ASC"]', range: '[0,24]', filter: '{"q":"kappa 1234"}' } },
  ];
  for (const c of cases) {
    const query = parseListQuery(unit.def, c.params);
    const viaApi = await time(ITERATIONS, async () => {
      const res = await api(
        `/api/masters/unit?sort=${enc(JSON.parse(c.params.sort))}&range=${enc(JSON.parse(c.params.range))}&filter=${enc(JSON.parse(c.params.filter))}`,
      );
      if (res.statusCode !== 200) throw new Error(`${c.label}: ${res.statusCode} ${res.body}`);
    });
    const viaSql = await time(ITERATIONS, () => repo.list(db.db, org.id, query));
    printRow(c.label, viaApi, viaSql, url ? undefined : 25);
  }
  const byIdApi = await time(ITERATIONS, async (i) => {
    const res = await api(`/api/masters/unit/${ids[i % ids.length]}`);
    if (res.statusCode !== 200) throw new Error(`get by id: ${res.statusCode}`);
  });
  const byIdSql = await time(ITERATIONS, (i) => repo.get(db.db, org.id, ids[i % ids.length]));
  printRow('get by id', byIdApi, byIdSql, url ? undefined : 25);

  await app.close();
  if (url) await sql`drop schema labdesk_bench cascade`.execute(db.db);
  await db.close();
}
