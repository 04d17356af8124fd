import type { VerifyScope } from '../../../contract/results.ts';
import { conflict, forbidden } from '../errors.ts';
import type { NodeScoped } from '../repositories/node-scope.ts';
import { latestReportVersion } from '../repositories/report-repository.ts';
import { refreshVisitStatus } from './visit-status.ts';
import { currentValue, openResults, writeResults, type ResultContext } from './result-context.ts';
import { makeReportVersion } from './report-snapshot.ts';

/**
 * PUT /api/visit/{id}/verify: verifies the entered results of the visit, of one department or the given ones
 * (pending ones stay pending). Whoever entered a result may verify it only with verify-own-results, so a
 * second pair of eyes sees every value unless the laboratory decided otherwise. When the last result is
 * verified the visit is verified and report version 1 is made from it.
 */
export async function verifyResults(
  db: ResultContext['db'],
  who: NodeScoped,
  orgId: string,
  userId: string,
  visitId: string,
  scope: NonNullable<VerifyScope>,
  mayVerifyOwn: boolean,
) {
  const ctx = await openResults(db, who, orgId, userId, visitId);
  const ids = scope.resultIds ? new Set(scope.resultIds) : null;
  const inScope = ctx.rows.filter((r) => (!scope.departmentId || r.departmentId === scope.departmentId) && (!ids || ids.has(r.id)));
  const entered = inScope.filter((r) => r.status === 'entered');
  if (entered.length === 0) throw conflict('There are no entered results to verify');
  if (!mayVerifyOwn && entered.some((r) => r.enteredBy?.id === userId)) {
    throw forbidden('You entered results of this visit; another person must verify them');
  }
  await writeResults(
    ctx,
    entered.map((row) => ({
      row,
      next: currentValue(row),
      comment: row.comment,
      status: 'verified' as const,
      stamp: { verifiedBy: userId },
      action: 'verify',
    })),
  );
  const status = await refreshVisitStatus(db, orgId, visitId, { locked: true });
  if (status?.to === 'verified' && !(await latestReportVersion(db, orgId, visitId))) {
    await makeReportVersion(db, orgId, visitId, userId, null);
  }
}
