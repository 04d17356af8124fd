import { benchMasterLists } from './api-lists.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchPatients } from './patients.ts';

/** npm run bench: list paths and patient search on PGlite (and PostgreSQL with BENCH_DATABASE_URL), then bundle sizes. */
async function main() {
  console.log('LabDesk benchmarks — p50/p95 in milliseconds, API through inject() (no network) beside the same SQL');
  await benchMasterLists('PGlite', undefined);
  if (process.env.BENCH_DATABASE_URL) await benchMasterLists('PostgreSQL', process.env.BENCH_DATABASE_URL);
  else console.log('\n(BENCH_DATABASE_URL not set: PostgreSQL skipped)');
  await benchPatients('PGlite', undefined);
  if (process.env.BENCH_DATABASE_URL) await benchPatients('PostgreSQL', process.env.BENCH_DATABASE_URL);
  await benchBundleSize();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
