/**
 * The report versions of the demo history's verified visits, frozen in the shape report-snapshot.ts makes
 * (the report screens and PDFs read them alike), built from what the history generated rather than read back.
 */
import type { ReportSnapshot, SnapshotResult } from './report-snapshot.ts';
import { ageOn, isoDay } from './patient-age.ts';

export interface DemoPatient {
  name: string;
  code: string;
  sex: string | null;
  phone: string;
  dateOfBirth: string;
}

export interface DemoReport {
  visit: { id: string; code: string; visitedAt: Date; collectedAt: Date };
  patient: DemoPatient;
  referrer: string | null;
  centre: string | null;
  results: (Omit<SnapshotResult, 'comment' | 'amended'> & { department: string | null })[];
  verifiedBy: string | null;
}

export function demoSnapshot(r: DemoReport): ReportSnapshot {
  const departments = new Map<string, SnapshotResult[]>();
  for (const { department, ...result } of r.results) {
    const name = department ?? 'Other tests';
    departments.set(name, [...(departments.get(name) ?? []), { ...result, comment: null, amended: false }]);
  }
  return {
    visit: {
      id: r.visit.id,
      code: r.visit.code,
      visitedAt: r.visit.visitedAt.toISOString(),
      collectedAt: r.visit.collectedAt.toISOString(),
    },
    patient: {
      name: r.patient.name,
      code: r.patient.code,
      sex: r.patient.sex,
      phone: r.patient.phone,
      age: ageOn(r.patient.dateOfBirth, isoDay(r.visit.visitedAt)),
    },
    referrer: r.referrer,
    centre: r.centre,
    departments: [...departments].map(([name, results]) => ({ name, results })),
    verifiedBy: r.verifiedBy ? [r.verifiedBy] : [],
  };
}
