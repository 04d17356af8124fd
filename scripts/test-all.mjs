// npm test: typecheck, lint (ESLint + Prettier), unit tests, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the production build, its first-screen budget (bench/first-screen.test.ts) and the Playwright journeys.
// Stops at the first failing stage; ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Checks that need one core each (the typecheck, ESLint), run side by side on the machine's two: each one's
 * output is held and printed whole when it ends, so the log reads as if they had run one after the other.
 */
async function runTogether(stages) {
  const results = await Promise.all(
    stages.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ title, status, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
  return results.every((r) => r.status === 0);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + (s.flaky ?? 0);
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
}

function vitest(project) {
  const out = `test-results/vitest-${project}.json`;
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
  return ok;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
const stages = [
  () =>
    runTogether([
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
    ]),
  () => vitest('unit'),
  () => vitest('server'),
  () => run('build', 'npm', ['run', 'build']),
  () => vitest('bundle'),
  () => run('chromium', 'node', ['scripts/ensure-chromium.mjs']),
  () => {
    const out = 'test-results/playwright.json';
    const ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_BUILT: '1',
    });
    countPlaywright(out);
    return ok;
  },
];
for (const stage of stages) {
  if (!(await stage())) finish(false);
}
finish(true);
