import { performance } from 'node:perf_hooks';

export interface Timing {
  p50: number;
  p95: number;
  n: number;
}

export async function time(iterations: number, fn: (i: number) => Promise<unknown>, warmup = Math.min(20, iterations)): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), n: samples.length };
}

export const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;

/** Issue 17: the work a request does outside its SQL (identifying the member, permissions, serialising), at p50. */
export const OVERHEAD_TARGET_MS = 1;

export function printRow(label: string, api: Timing, raw?: Timing, target?: number) {
  const ratio = raw ? (api.p50 / raw.p50).toFixed(2) + '×' : '';
  const verdict = target === undefined ? '' : api.p95 <= target ? `  p95 ≤ ${target} ms: met` : `  p95 ≤ ${target} ms: NOT met`;
  const overhead = raw ? api.p50 - raw.p50 : 0;
  const overheadPart = raw
    ? `   overhead ${ms(overhead)} (≤ ${OVERHEAD_TARGET_MS} ms: ${overhead <= OVERHEAD_TARGET_MS ? 'met' : 'NOT met'})`
    : '';
  const rawPart = raw ? `   sql p50 ${ms(raw.p50)}  p95 ${ms(raw.p95)}   api/sql ${ratio.padStart(6)}${overheadPart}` : '';
  console.log(`  ${label.padEnd(28)} api p50 ${ms(api.p50)}  p95 ${ms(api.p95)}${rawPart}${verdict}`);
}
