import { openBenchApp } from './bench-app.ts';
import { searchCases, seedPatients, timeSearch } from './patients.ts';
import { ms } from './stats.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** Issue 17: at the largest size, p95 under 2× the smallest size's on PostgreSQL, under 50 ms on PGlite. */
const PGLITE_P95 = 50;
const PG_GROWTH = 2;

/**
 * BENCH_ONLY=scale: the patient search of the patients part at 10,000, 100,000 and 1,000,000 patients
 * (BENCH_SCALE_SIZES), each on a fresh database, p95 through the API per size and a verdict at the largest.
 */
export async function benchPatientScale(label: string, url: string | undefined): Promise<void> {
  console.log(`\n${label}: patient search by number of patients — api p95 (sql p95); ${ITERATIONS} timed requests per cell`);
  const p95: Record<string, number[]> = {};
  for (const size of SIZES) {
    const bench = await openBenchApp(url, 'labdesk_bench_scale', 'bench-scale');
    try {
      const started = Date.now();
      await seedPatients(bench.db.db, bench.org.id, size);
      const seeded = ((Date.now() - started) / 1000).toFixed(1);
      const cells: string[] = [];
      for (const c of await searchCases(bench.db.db, bench.org.id, size)) {
        const t = await timeSearch(bench, c.query, ITERATIONS);
        (p95[c.label] ??= []).push(t.api.p95);
        cells.push(`${c.label.replace('search: ', '')} ${ms(t.api.p95)} (${ms(t.sql.p95)})`);
      }
      console.log(`  ${size.toLocaleString('en').padStart(9)} patients (seeded in ${seeded} s): ${cells.join('  ')}`);
    } finally {
      await bench.close();
    }
  }
  if (SIZES.length < 2) return;
  const last = SIZES[SIZES.length - 1].toLocaleString('en');
  const first = SIZES[0].toLocaleString('en');
  for (const [what, values] of Object.entries(p95)) {
    const [small, big] = [values[0], values[values.length - 1]];
    const verdict = url
      ? `p95 at ${last} ${big < PG_GROWTH * small ? '<' : '≥'} ${PG_GROWTH}× p95 at ${first} (${(big / small).toFixed(2)}×): ${big < PG_GROWTH * small ? 'met' : 'NOT met'}`
      : `p95 at ${last} ${big.toFixed(1)} ms ${big < PGLITE_P95 ? '<' : '≥'} ${PGLITE_P95} ms: ${big < PGLITE_P95 ? 'met' : 'NOT met'}`;
    console.log(`  ${what.padEnd(28)} ${verdict}`);
  }
}
