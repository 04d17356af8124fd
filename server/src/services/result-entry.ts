import type { ResultValueInput } from '../../../contract/results.ts';
import { badRequest, conflict, type FieldProblem } from '../errors.ts';
import type { NodeScoped } from '../repositories/node-scope.ts';
import { amendmentsOf, type AmendmentRow, type ResultRow, type VisitHead } from '../repositories/result-repository.ts';
import { refreshVisitStatus, type VisitStatus } from './visit-status.ts';
import { recalculate } from './result-calculation.ts';
import { openResults, writeResults, type ResultContext, type ResultWrite } from './result-context.ts';
import { normaliseValue, type NormalValue } from './result-values.ts';

interface Planned {
  row: ResultRow;
  next: NormalValue;
  comment: string | null;
}

const IN_LAB = new Set(['submitted', 'received']);
const cleanComment = (c: string | null | undefined) => (c && c.trim() ? c.trim() : null);

/** Parses every entry (400 with one detail per bad one); answers what would change. */
function plan(ctx: ResultContext, entries: ResultValueInput[]): Planned[] {
  const byId = new Map(ctx.rows.map((r) => [r.id, r]));
  const problems: FieldProblem[] = [];
  const planned: Planned[] = [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const row = byId.get(e.id);
    if (!row) return problems.push({ field: `results.${i}.id`, message: `Result ${i + 1} is not a result of this visit` });
    if (seen.has(e.id)) return problems.push({ field: `results.${i}.id`, message: `${row.name} is given twice` });
    seen.add(e.id);
    const next = normaliseValue(row, e.value);
    if ('problem' in next) return problems.push({ field: `results.${i}.value`, message: `${row.name}: ${next.problem}` });
    const comment = e.comment === undefined ? row.comment : cleanComment(e.comment);
    // The screen sends the whole visit: what is sent unchanged (a verified result, a result not yet in the lab) is no change.
    if (next.value !== row.value || comment !== row.comment) planned.push({ row, next, comment });
  });
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return planned;
}

/** Refuses a change the state of the result does not allow (409). */
function checkAllowed(planned: Planned[]): void {
  for (const { row } of planned) {
    if (row.status === 'verified') throw conflict(`${row.name} is verified; amend it with a reason instead`);
    if (!row.sampleStatus || !IN_LAB.has(row.sampleStatus)) {
      throw conflict(
        row.sampleBarcode ? `Sample ${row.sampleBarcode} is not in the laboratory yet` : `${row.name} has no sample in the laboratory`,
      );
    }
  }
}

/** The calculated results that are not verified yet, recomputed from the visit's values as they now stand. */
function recalculateEntered(ctx: ResultContext, values: Map<string, string | null>): ResultWrite[] {
  const changed = recalculate(ctx.rows, values, (r) => r.status !== 'verified');
  return ctx.rows
    .filter((r) => changed.has(r.id))
    .map((row) => {
      const next = changed.get(row.id)!;
      const status = next.value === null ? 'pending' : 'entered';
      return {
        row,
        next,
        comment: row.comment,
        status,
        stamp: { enteredBy: next.value === null ? null : ctx.userId },
        action: 'calculate',
      };
    });
}

/** What a save leaves: the visit (its status derived anew) and every result of it as it now stands, in report order. */
export interface Submitted {
  visit: VisitHead & { status: VisitStatus };
  rows: ResultRow[];
  amendments: AmendmentRow[];
}

/**
 * PUT /api/visit/submit-test-results: saves typed values (a value cleared puts the result back to pending),
 * flags them, computes the calculated results they complete, and re-derives the visit's status. The values
 * and the calculated results they change are written in one statement and audited in another.
 */
export async function submitResults(
  db: ResultContext['db'],
  who: NodeScoped,
  orgId: string,
  userId: string,
  visitId: string,
  entries: ResultValueInput[],
): Promise<Submitted> {
  const ctx = await openResults(db, who, orgId, userId, visitId);
  const planned = plan(ctx, entries);
  checkAllowed(planned);
  const values = new Map(ctx.rows.map((r) => [r.id, r.value]));
  const writes: ResultWrite[] = planned.map(({ row, next, comment }) => {
    values.set(row.id, next.value);
    return {
      row,
      next,
      comment,
      status: next.value === null ? 'pending' : 'entered',
      stamp: { enteredBy: next.value === null ? null : userId },
      action: next.value === null ? 'clear' : 'enter',
    };
  });
  if (planned.some((p) => p.next.value !== p.row.value)) writes.push(...recalculateEntered(ctx, values));
  const written = new Map((await writeResults(ctx, writes)).map((r) => [r.id, r]));
  // The visit is locked since openResults: its status is re-derived without locking it again.
  const { to: status } = (await refreshVisitStatus(db, orgId, visitId, { locked: true }))!;
  const amendments = await amendmentsOf(
    db,
    orgId,
    ctx.rows.map((r) => r.id),
  );
  return { visit: { ...ctx.visit, status }, rows: ctx.rows.map((r) => written.get(r.id) ?? r), amendments };
}
