import type { Db } from '../db/database.ts';
import { sampleRecords } from '../repositories/sample-repository.ts';
import { reportVersions, resultSummary, visitHeads, visitItems, visitPayments } from '../repositories/visit-repository.ts';
import { ageOn, isoDay } from './patient-age.ts';

type Json = Record<string, unknown>;

/** A patient's age on the day of the visit: the age the reference ranges and the report use. */
export function withVisitAge<T extends { patient: Json & { dateOfBirth?: string | null }; visitedAt: Date | string }>(row: T): T {
  const dob = row.patient?.dateOfBirth ?? null;
  const day = isoDay(new Date(row.visitedAt));
  return { ...row, patient: { ...row.patient, age: dob ? ageOn(dob, day < dob ? dob : day) : null } };
}

/** The visit record of the contract: the bill, its samples, where its results stand and its report versions. */
export async function visitRecord(db: Db, orgId: string, id: string) {
  const [head] = await visitHeads(db, orgId, [id]);
  if (!head) return undefined;
  const items = await visitItems(db, orgId, id);
  const payments = await visitPayments(db, orgId, id);
  const samples = await sampleRecords(db, orgId, { visitIds: [id] });
  const summary = await resultSummary(db, orgId, id);
  const versions = await reportVersions(db, orgId, id);
  const { verifiedAt, reportedAt, cancelledAt, cancelReason, publicHash, ...rest } = withVisitAge(head);
  return {
    ...rest,
    items,
    payments,
    samples,
    resultSummary: summary,
    reportVersions: versions,
    verifiedAt,
    reportedAt,
    cancelledAt,
    cancelReason,
    publicHash,
  };
}
