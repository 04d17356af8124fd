import type { AmendResultInput } from '../../../contract/results.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { NodeScoped } from '../repositories/node-scope.ts';
import { clearReported, latestReportVersion } from '../repositories/report-repository.ts';
import { insertAmendment, type ResultRow } from '../repositories/result-repository.ts';
import { refreshVisitStatus } from './visit-status.ts';
import { recalculate } from './result-calculation.ts';
import { openResults, writeResult, type ResultContext } from './result-context.ts';
import { normaliseValue, type NormalValue } from './result-values.ts';
import { makeReportVersion } from './report-snapshot.ts';
import { assess } from './flags.ts';

function checkAmendment(row: ResultRow | undefined, a: AmendResultInput): NormalValue {
  if (!row) throw notFound('Result not found in this visit');
  const reason = a.reason.trim();
  if (!reason) throw badRequest('Give the reason for the amendment', [{ field: 'reason', message: 'Give the reason for the amendment' }]);
  if (row.status !== 'verified') throw conflict(`${row.name} is not verified; change it on the results screen instead`);
  const next = normaliseValue(row, a.value);
  if ('problem' in next) throw badRequest(`${row.name}: ${next.problem}`, [{ field: 'value', message: next.problem }]);
  if (next.value === null) throw badRequest('Give the amended value', [{ field: 'value', message: 'Give the amended value' }]);
  return next;
}

/** Keeps the old value and flag, then writes the new one (the amender vouches for it: verified by them). */
async function amendOne(
  ctx: ResultContext,
  row: ResultRow,
  next: NormalValue,
  comment: string | null,
  reason: string,
  reportVersion: number | null,
) {
  const newFlag = assess(row, next.value, ctx.subject, ctx.periods).flag;
  await insertAmendment(ctx.db, ctx.orgId, {
    resultId: row.id,
    oldValue: row.value,
    oldFlag: row.flag,
    newValue: next.value,
    newFlag,
    reason,
    amendedBy: ctx.userId,
    reportVersion,
  });
  await writeResult(ctx, row, next, comment, 'verified', { verifiedBy: ctx.userId }, 'amend');
}

/** Calculated results that read the amended one follow it; verified ones are amended with the same reason. */
async function cascade(ctx: ResultContext, values: Map<string, string | null>, reason: string, reportVersion: number | null) {
  const changed = recalculate(ctx.rows, values, () => true);
  for (const row of ctx.rows.filter((r) => changed.has(r.id))) {
    const next = changed.get(row.id)!;
    if (row.status === 'verified' && next.value !== null) await amendOne(ctx, row, next, row.comment, reason, reportVersion);
    else
      await writeResult(
        ctx,
        row,
        next,
        row.comment,
        next.value === null ? 'pending' : 'entered',
        { enteredBy: next.value === null ? null : ctx.userId },
        'calculate',
      );
  }
}

/**
 * PUT /api/visit/{id}/amend-result: the only way a verified result changes. The old value stays in the
 * amendments, dependent calculated results follow, and once the visit has a report a new version is made
 * with the reason; a reported visit goes back to verified until that version is issued.
 */
export async function amendResult(
  db: ResultContext['db'],
  who: NodeScoped,
  orgId: string,
  userId: string,
  visitId: string,
  a: AmendResultInput,
) {
  const ctx = await openResults(db, who, orgId, userId, visitId);
  const row = ctx.rows.find((r) => r.id === a.resultId);
  const next = checkAmendment(row, a);
  const comment = a.comment === undefined ? row!.comment : a.comment?.trim() || null;
  if (next.value === row!.value && comment === row!.comment) {
    throw badRequest('The amended value is the same as the verified one', [
      { field: 'value', message: 'The amended value is the same as the verified one' },
    ]);
  }
  const latest = await latestReportVersion(db, orgId, visitId);
  const reportVersion = latest ? latest + 1 : null;
  const reason = a.reason.trim();
  await amendOne(ctx, row!, next, comment, reason, reportVersion);
  await cascade(ctx, new Map(ctx.rows.map((r) => [r.id, r.id === row!.id ? next.value : r.value])), reason, reportVersion);
  await clearReported(db, orgId, visitId);
  await refreshVisitStatus(db, orgId, visitId, { locked: true });
  if (reportVersion) await makeReportVersion(db, orgId, visitId, userId, reason);
}
