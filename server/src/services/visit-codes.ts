import { randomBytes } from 'node:crypto';

/** V-2026-000123: the organisation's visits of a year, numbered from 1; more digits past a million. */
export const visitCode = (year: number, n: number) => `V-${year}-${String(n).padStart(6, '0')}`;

/** The year and number a visit code holds (a sample's barcode is made from them). */
export function parseVisitCode(code: string): { year: number; number: number } {
  const m = /^V-(\d{4})-(\d+)$/.exec(code);
  if (!m) throw new Error(`Not a visit code: ${code}`);
  return { year: Number(m[1]), number: Number(m[2]) };
}

/**
 * 2600012301: the year's last two digits, the visit's number (six digits) and the sample's number within
 * the visit (two digits). Visit numbers never repeat within a year, so barcodes never repeat within an
 * organisation for a century; only digits, so every Code 128 scanner reads it (and Code 128-C packs it).
 */
export function sampleBarcode(visitCodeText: string, sampleNumber: number): string {
  const { year, number } = parseVisitCode(visitCodeText);
  return `${String(year % 100).padStart(2, '0')}${String(number).padStart(6, '0')}${String(sampleNumber).padStart(2, '0')}`;
}

/** The sample number a barcode of this visit carries (its last two digits, or more past 99 samples). */
export function sampleNumberOf(visitCodeText: string, barcode: string): number {
  const prefix = sampleBarcode(visitCodeText, 0).slice(0, -2);
  return Number(barcode.slice(prefix.length));
}

/** The token of a visit's public report link: 256 random bits, 43 url-safe characters, unguessable. */
export const publicHash = () => randomBytes(32).toString('base64url');
