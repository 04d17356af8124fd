import { insertReportVersion, reportHead } from '../repositories/report-repository.ts';
import { amendmentsOf, resultRows, type ResultRow } from '../repositories/result-repository.ts';
import { ageOn, isoDay, type Age } from './patient-age.ts';

type Executor = Parameters<typeof resultRows>[0];

export interface SnapshotResult {
  code: string;
  name: string;
  value: string;
  unit: string | null;
  rangeText: string;
  flag: string | null;
  isCritical: boolean;
  comment: string | null;
  interpretation: string | null;
  amended: boolean;
}

/** A report version's content, frozen when it is made: later edits of the patient or catalogue leave it as issued. */
export interface ReportSnapshot {
  visit: { id: string; code: string; visitedAt: string; collectedAt: string | null };
  patient: { name: string; code: string; sex: string | null; age: Age | null; phone: string | null };
  referrer: string | null;
  centre: string | null;
  departments: { name: string; results: SnapshotResult[] }[];
  verifiedBy: string[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Verified results only, grouped by department in the order the visit lists them. */
export function groupVerified(rows: ResultRow[], amended: Set<string>): ReportSnapshot['departments'] {
  const departments = new Map<string, SnapshotResult[]>();
  for (const r of rows.filter((x) => x.status === 'verified' && x.value !== null)) {
    const name = r.department ?? 'Other tests';
    departments.set(name, [
      ...(departments.get(name) ?? []),
      {
        code: r.code,
        name: r.name,
        value: r.value!,
        unit: r.unit,
        rangeText: r.rangeText ?? '',
        flag: r.flag,
        isCritical: r.isCritical,
        comment: r.comment,
        interpretation: r.interpretation,
        amended: amended.has(r.id),
      },
    ]);
  }
  return [...departments].map(([name, results]) => ({ name, results }));
}

/** The snapshot of what is verified in the visit now. */
export async function buildSnapshot(db: Executor, orgId: string, visitId: string): Promise<ReportSnapshot> {
  const [head, rows] = await Promise.all([reportHead(db, null, orgId, visitId), resultRows(db, orgId, visitId)]);
  if (!head) throw new Error(`visit ${visitId} vanished while its report was made`);
  const amended = new Set(
    (
      await amendmentsOf(
        db,
        orgId,
        rows.map((r) => r.id),
      )
    ).map((a) => a.resultId),
  );
  const verified = rows.filter((r) => r.status === 'verified');
  return {
    visit: { id: head.id, code: head.code, visitedAt: iso(head.visitedAt)!, collectedAt: iso(head.collectedAt) },
    patient: {
      name: head.patientName,
      code: head.patientCode,
      sex: head.sex,
      phone: head.phone,
      age: head.dateOfBirth ? ageOn(head.dateOfBirth, isoDay(new Date(head.visitedAt))) : null,
    },
    referrer: head.referrer,
    centre: head.centre,
    departments: groupVerified(rows, amended),
    verifiedBy: [...new Set(verified.map((r) => r.verifiedBy?.name).filter((n): n is string => Boolean(n)))],
  };
}

/** Freezes the verified results into the next report version; answers its number. */
export async function makeReportVersion(
  db: Executor,
  orgId: string,
  visitId: string,
  userId: string,
  reason: string | null,
): Promise<number> {
  return insertReportVersion(db, orgId, visitId, userId, reason, await buildSnapshot(db, orgId, visitId));
}
