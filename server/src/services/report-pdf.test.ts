import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/report-pdf-text.ts';
import { renderReportPdf, winAnsi, type ReportPrint } from './report-pdf.ts';
import type { SnapshotResult } from './report-snapshot.ts';

const result = (name: string, value: string, extra: Partial<SnapshotResult> = {}): SnapshotResult => ({
  code: name.toUpperCase(),
  name,
  value,
  unit: 'g/dL',
  rangeText: '13.0 – 17.0',
  flag: null,
  isCritical: false,
  comment: null,
  interpretation: null,
  amended: false,
  ...extra,
});

const print = (over: Partial<ReportPrint> = {}): ReportPrint => ({
  version: 1,
  reason: null,
  createdAt: new Date('2026-03-30T10:15:00Z'),
  letterhead: { name: 'Sunrise Diagnostics', address: '12 MG Road, Bengaluru', phone: '+91 80 1234 5678', email: 'lab@sunrise.example' },
  publicUrl: 'https://lab.example/visit/abc',
  snapshot: {
    visit: { id: 'v', code: 'V-2026-000123', visitedAt: '2026-03-30T08:00:00Z', collectedAt: '2026-03-30T08:20:00Z' },
    patient: { name: 'Mr. Ravi Kumar', code: 'P-000012', sex: 'Male', age: { years: 34, months: 2, days: 5 }, phone: '+91 98450 12345' },
    referrer: 'Dr. Mehta',
    centre: 'Jayanagar centre',
    departments: [
      {
        name: 'Haematology',
        results: [
          result('Haemoglobin', '21.5', { flag: 'HH', isCritical: true, comment: 'Repeated, confirmed' }),
          result('Total RBC count', '5.10', { unit: '×10⁶/µL', rangeText: '4.50 – 5.50' }),
        ],
      },
      {
        name: 'Biochemistry',
        results: [result('LDL cholesterol', '160', { unit: 'mg/dL', rangeText: '< 100', flag: 'H', interpretation: 'Friedewald formula' })],
      },
    ],
    verifiedBy: ['Dr. Iyer'],
  },
  ...over,
});

describe('report PDF', () => {
  it('prints the letterhead, patient, results by department with units, ranges and flags, and the verifier', async () => {
    const text = await pdfText(await renderReportPdf(print()));
    for (const s of [
      'Sunrise Diagnostics',
      '12 MG Road, Bengaluru',
      'Mr. Ravi Kumar',
      'P-000012',
      'Male / 34 Years',
      'V-2026-000123',
      'Dr. Mehta',
      'HAEMATOLOGY',
      'BIOCHEMISTRY',
      'Haemoglobin',
      '21.5',
      'g/dL',
      '13.0 – 17.0',
      'HH CRITICAL',
      'Comment: Repeated, confirmed',
      '< 100',
      'Friedewald formula',
      'Verified by Dr. Iyer',
      'page 1 of 1',
    ]) {
      expect(text).toContain(s);
    }
    // pdf.js reads the micro sign back as the Greek letter.
    expect(text).toMatch(/×10\^6\/[µμ]L/);
    expect(text).not.toContain('Amended report');
  });

  it('leaves the letterhead off for pre-printed paper and names an amended version with its reason', async () => {
    const text = await pdfText(await renderReportPdf(print({ letterhead: null, version: 2, reason: 'Transcription error' })));
    expect(text).not.toContain('Sunrise Diagnostics');
    expect(text).toContain('Amended report, version 2: Transcription error');
  });

  // Its speed is measured by `npm run bench` (report PDF, 20 results), not timed here.
  it('breaks long reports over pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => result(`Analyte ${i + 1}`, String(i)));
    const p = print({ snapshot: { ...print().snapshot, departments: [{ name: 'Biochemistry', results: many }] } });
    const pdf = await renderReportPdf(p);
    const text = await pdfText(pdf);
    expect(text).toContain('Analyte 120');
    expect(text).toMatch(/page 3 of 3|page 4 of 4/);
  });

  it('keeps text within the standard fonts', () => {
    expect(winAnsi('×10⁶/µL – ≥ 5 → ok')).toBe('×10^6/µL – >= 5 ? ok');
  });
});
