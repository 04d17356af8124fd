import { benchMasterLists } from './api-lists.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchCouriers } from './couriers.ts';
import { benchDocumentEditor } from './document-editor.ts';
import { benchExpenses } from './expenses.ts';
import { benchLoad } from './load.ts';
import { benchPatientScale } from './patient-scale.ts';
import { benchPatients } from './patients.ts';
import { benchStats } from './stats-calls.ts';
import { benchVisits } from './visits.ts';

/** npm run bench: list paths, patient search, visits (lists, queue, results, report PDF) and the statistics calls on PGlite (and PostgreSQL with BENCH_DATABASE_URL), then bundle sizes. */
async function main() {
  // BENCH_ONLY=visits (or a comma list of masters, patients, scale, visits, stats, expenses, courier, load, bundle, editor) runs part of it.
  const only = new Set((process.env.BENCH_ONLY ?? 'masters,patients,scale,visits,stats,expenses,courier,load,bundle,editor').split(','));
  const pg = process.env.BENCH_DATABASE_URL;
  console.log('LabDesk benchmarks — p50/p95 in milliseconds, API through inject() (no network) beside the same SQL');
  if (!pg) console.log('(BENCH_DATABASE_URL not set: PostgreSQL skipped)');
  const suites: [string, (label: string, url: string | undefined) => Promise<void>][] = [
    ['masters', benchMasterLists],
    ['patients', benchPatients],
    ['scale', benchPatientScale],
    ['visits', benchVisits],
    ['expenses', benchExpenses],
    ['courier', benchCouriers],
    ['stats', benchStats],
    ['load', benchLoad],
  ];
  for (const [name, run] of suites) {
    if (!only.has(name)) continue;
    await run('PGlite', undefined);
    if (pg) await run('PostgreSQL', pg);
  }
  if (only.has('bundle')) await benchBundleSize();
  if (only.has('editor')) await benchDocumentEditor();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
