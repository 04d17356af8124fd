import { isoDay } from './patient-age.ts';
import { conflict, notFound } from '../errors.ts';
import type { NodeScoped } from '../repositories/node-scope.ts';
import {
  lockedVisitHead,
  resultRows,
  updateResults,
  type ResultBatchChange,
  type ResultRow,
  type VisitHead,
} from '../repositories/result-repository.ts';
import { writeAudits } from '../repositories/audit-repository.ts';
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
  const locked = await lockedVisitHead(db, who, orgId, visitId);
  if (!locked) throw notFound('Visit not found');
  const { head: visit, periods } = locked;
  if (visit.status === 'cancelled') throw conflict(`Visit ${visit.code} is cancelled`);
  const rows = await resultRows(db, orgId, visitId, true);
  return { db, orgId, userId, visit, rows, subject: subjectOf(visit), periods };
}

const NUMERIC = new Set(['Numeric', 'Calculated']);

/** The row's value as stored now, for a write that keeps it (verifying). */
export const currentValue = (row: ResultRow): NormalValue => ({
  value: row.value,
  numeric: row.value !== null && NUMERIC.has(row.resultType) ? Number(row.value) : null,
});

const snapshotOf = (r: Pick<ResultRow, 'value' | 'flag' | 'status' | 'comment'>) => ({
  value: r.value,
  flag: r.flag,
  status: r.status,
  comment: r.comment,
});

/** One change of a result: its new value, comment and status, who entered or verified it now, and the audit action. */
export interface ResultWrite {
  row: ResultRow;
  next: NormalValue;
  comment: string | null;
  status: ResultRow['status'];
  /** who entered it (typed or calculated) or verified it (verified, amended) now; null clears, undefined keeps */
  stamp: { enteredBy?: string | null; verifiedBy?: string | null };
  action: string;
}

/**
 * Writes results' new values with the flag, criticality and range text each earns, in one update, and audits
 * each write (one audit row per write, in order, in one insert). A result written twice (a cleared calculated
 * result its formula fills again) ends as its last write says, its version moved once per write, exactly as
 * writing them one after another would leave it. Answers each written result as it now stands, in order of
 * first write.
 */
export async function writeResults(ctx: ResultContext, writes: ResultWrite[]): Promise<ResultRow[]> {
  if (writes.length === 0) return [];
  const byId = new Map<string, { change: ResultBatchChange; after: ResultRow }>();
  const audits = writes.map(({ row, next, comment, status, stamp, action }) => {
    const a = assess(row, next.value, ctx.subject, ctx.periods);
    const after: ResultRow = { ...row, value: next.value, flag: a.flag, isCritical: a.isCritical, rangeText: a.rangeText, status, comment };
    const change: ResultBatchChange = {
      id: row.id,
      writes: 1,
      status,
      value: next.value,
      numericValue: next.numeric,
      flag: a.flag,
      isCritical: a.isCritical,
      rangeText: a.rangeText,
      unit: row.unit,
      comment,
      ...stamp,
    };
    const earlier = byId.get(row.id);
    if (earlier) {
      // A later write wins; a stamp it leaves alone keeps what the earlier write set.
      change.writes += earlier.change.writes;
      if (change.enteredBy === undefined) change.enteredBy = earlier.change.enteredBy;
      if (change.verifiedBy === undefined) change.verifiedBy = earlier.change.verifiedBy;
    }
    byId.set(row.id, { change, after });
    return {
      orgId: ctx.orgId,
      userId: ctx.userId,
      resource: 'result',
      recordId: row.id,
      action,
      before: snapshotOf(row),
      after: snapshotOf(after),
    };
  });
  const written = new Map(
    (
      await updateResults(
        ctx.db,
        ctx.orgId,
        [...byId.values()].map((w) => w.change),
      )
    ).map((w) => [w.id, w]),
  );
  await writeAudits(ctx.db, audits);
  return [...byId.values()].map(({ after }) => ({ ...after, ...written.get(after.id)! }));
}

/**
 * Writes a result's new value with the flag, criticality and range text it earns, and audits it.
 * `stamp` names who entered or verified it now (entered: typed or calculated; verified: amended).
 */
export async function writeResult(
  ctx: ResultContext,
  row: ResultRow,
  next: NormalValue,
  comment: string | null,
  status: ResultRow['status'],
  stamp: ResultWrite['stamp'],
  action: string,
): Promise<ResultRow> {
  const [after] = await writeResults(ctx, [{ row, next, comment, status, stamp, action }]);
  return after;
}
