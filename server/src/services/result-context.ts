import { isoDay } from './patient-age.ts';
import { conflict, notFound } from '../errors.ts';
import type { NodeScoped } from '../repositories/node-scope.ts';
import { periodDays, resultRows, updateResult, visitHead, type ResultRow, type VisitHead } from '../repositories/result-repository.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { assess, daysBetween, type RangeSubject } from './flags.ts';
import type { NormalValue } from './result-values.ts';

type Executor = Parameters<typeof resultRows>[0];

/** A visit locked for a change of its results, with everything flags need. */
export interface ResultContext {
  db: Executor;
  orgId: string;
  userId: string;
  visit: VisitHead;
  rows: ResultRow[];
  subject: RangeSubject;
  periods: Map<string, number>;
}

/** Sex, age on the visit date (the laboratory's calendar day) and trimester: what picks a reference range. */
export function subjectOf(visit: VisitHead): RangeSubject {
  const day = isoDay(new Date(visit.visitedAt));
  return { sex: visit.sex, ageDays: visit.dateOfBirth ? daysBetween(visit.dateOfBirth, day) : null, trimester: visit.trimesterCode };
}

/**
 * Locks the visit (so two people saving the same visit's results queue up rather than interleave) and reads
 * its results. A visit of another organisation or node is a 404; a cancelled one refuses every change.
 */
export async function openResults(db: Executor, who: NodeScoped, orgId: string, userId: string, visitId: string): Promise<ResultContext> {
  const visit = await visitHead(db, who, orgId, visitId, true);
  if (!visit) throw notFound('Visit not found');
  if (visit.status === 'cancelled') throw conflict(`Visit ${visit.code} is cancelled`);
  const [rows, periods] = await Promise.all([resultRows(db, orgId, visitId, true), periodDays(db, orgId)]);
  return { db, orgId, userId, visit, rows, subject: subjectOf(visit), periods };
}

const NUMERIC = new Set(['Numeric', 'Calculated']);

/** The row's value as stored now, for a write that keeps it (verifying). */
export const currentValue = (row: ResultRow): NormalValue =>
  ({ value: row.value, numeric: row.value !== null && NUMERIC.has(row.resultType) ? Number(row.value) : null });

const snapshotOf = (r: Pick<ResultRow, 'value' | 'flag' | 'status' | 'comment'>) => ({ value: r.value, flag: r.flag, status: r.status, comment: r.comment });

/**
 * Writes a result's new value with the flag, criticality and range text it earns, and audits it.
 * `stamp` names who entered or verified it now (entered: typed or calculated; verified: amended).
 */
export async function writeResult(
  ctx: ResultContext, row: ResultRow, next: NormalValue, comment: string | null,
  status: ResultRow['status'], stamp: { enteredBy?: string | null; verifiedBy?: string | null }, action: string,
): Promise<ResultRow> {
  const a = assess(row, next.value, ctx.subject, ctx.periods);
  await updateResult(ctx.db, ctx.orgId, row.id, {
    status, value: next.value, numericValue: next.numeric, flag: a.flag, isCritical: a.isCritical, rangeText: a.rangeText,
    unit: row.unit, comment, ...stamp,
  });
  const after = { ...row, value: next.value, flag: a.flag, isCritical: a.isCritical, rangeText: a.rangeText, status, comment };
  await writeAudit(ctx.db, { orgId: ctx.orgId, userId: ctx.userId, resource: 'result', recordId: row.id, action, before: snapshotOf(row), after: snapshotOf(after) });
  return after;
}
