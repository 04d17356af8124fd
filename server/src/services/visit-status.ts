import { sql } from 'kysely';
import { VISIT_STATUSES, type VisitStatus } from '../../../contract/visits.ts';
import type { Db } from '../db/database.ts';

type Executor = Db;

export { VISIT_STATUSES, type VisitStatus };

/** Where a visit's samples and results stand: what its status is derived from. */
export interface VisitProgress {
  cancelled: boolean;
  reported: boolean;
  /** samples that are not rejected, by status */
  samples: { pending: number; collected: number; inLab: number };
  results: { pending: number; entered: number; verified: number };
}

/**
 * The status a visit's samples and results put it in. It is derived, never set by hand, so it cannot drift
 * from the rows: registered (nothing to collect) → sample-pending → collected (every sample drawn) →
 * in-progress (the laboratory holds a sample or a result is in) → results-entered (every result has a value)
 * → verified (every result verified) → reported (the latest report version was issued). Cancelled is final.
 */
export function deriveStatus(p: VisitProgress): VisitStatus {
  if (p.cancelled) return 'cancelled';
  const r = p.results;
  const total = r.pending + r.entered + r.verified;
  if (total > 0 && r.verified === total) return p.reported ? 'reported' : 'verified';
  if (total > 0 && r.pending === 0) return 'results-entered';
  const s = p.samples;
  if (s.inLab > 0 || r.entered + r.verified > 0) return 'in-progress';
  if (s.pending + s.collected === 0) return 'registered';
  return s.pending === 0 ? 'collected' : 'sample-pending';
}

/** Where a visit stands, read in one query. */
export async function visitProgress(db: Executor, orgId: string, visitId: string): Promise<VisitProgress | undefined> {
  return (await progressOf(db, orgId, visitId))?.progress;
}

/** The visit's status as stored, and where it stands. */
async function progressOf(
  db: Executor,
  orgId: string,
  visitId: string,
): Promise<{ status: VisitStatus; progress: VisitProgress } | undefined> {
  const { rows } = await sql<{ status: string; reported: boolean; sp: number; sc: number; sl: number; rp: number; re: number; rv: number }>`
    select v.status, v.reported_at is not null as reported, s.sp, s.sc, s.sl, r.rp, r.re, r.rv
    from visits v
    cross join lateral (select count(*) filter (where s.status = 'pending')::int as sp, count(*) filter (where s.status = 'collected')::int as sc,
        count(*) filter (where s.status in ('submitted', 'received'))::int as sl
      from samples s where s.org_id = v.org_id and s.visit_id = v.id) s
    cross join lateral (select count(*) filter (where r.status = 'pending')::int as rp, count(*) filter (where r.status = 'entered')::int as re,
        count(*) filter (where r.status = 'verified')::int as rv
      from results r where r.org_id = v.org_id and r.visit_id = v.id) r
    where v.org_id = ${orgId} and v.id = ${visitId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    status: row.status as VisitStatus,
    progress: {
      cancelled: row.status === 'cancelled',
      reported: row.reported,
      samples: { pending: row.sp, collected: row.sc, inLab: row.sl },
      results: { pending: row.rp, entered: row.re, verified: row.rv },
    },
  };
}

/**
 * Re-derives a visit's status after its samples or results changed (call it inside the same transaction),
 * stamping verified_at when it becomes verified. Answers the status before and after. `locked`: the caller
 * already holds the visit's row lock in this transaction (taken before the changes were made), so the status
 * is read with the progress rather than locked again.
 */
export async function refreshVisitStatus(
  db: Executor,
  orgId: string,
  visitId: string,
  options: { locked?: boolean } = {},
): Promise<{ from: VisitStatus; to: VisitStatus } | undefined> {
  if (!options.locked) {
    const before = await sql<{
      status: VisitStatus;
    }>`select status from visits where org_id = ${orgId} and id = ${visitId} for update`.execute(db);
    if (!before.rows[0]) return undefined;
  }
  const read = await progressOf(db, orgId, visitId);
  if (!read) return undefined;
  const from = read.status;
  const to = deriveStatus(read.progress);
  if (to !== from) {
    await sql`update visits set status = ${to}, updated_at = now(),
      verified_at = case when ${to} in ('verified', 'reported') then coalesce(verified_at, now()) else null end
      where org_id = ${orgId} and id = ${visitId}`.execute(db);
  }
  return { from, to };
}
