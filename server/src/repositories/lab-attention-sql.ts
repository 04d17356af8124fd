/**
 * The results that need someone now, as the home screen counts them (lab-stats-repository.ts) and as the worklist
 * filters to them (result-list-repository.ts): each rule is written here once, so a figure and the list it links
 * to cannot disagree. Each is a list of CTEs for a `with`, over live (not cancelled) visits in the scope.
 */
import { sql } from 'kysely';
import { visitScope, type StatsScope } from './stats-sql.ts';

/** A visit that still counts: cancelled visits have no work left. */
export const LIVE = sql`v.status <> 'cancelled'`;

/**
 * `late_results (id, visit_id, analyte_id, position, due_at)`: results not verified whose analyte's turnaround time
 * (hours from the visit) has passed by `now`, whatever stage the visit's samples are at (the clock starts at the visit).
 */
export function lateResults(s: StatsScope, now: Date) {
  // The open results first (a partial index holds them), then their analytes: a plan that starts from the
  // catalogue would scan the visits once per analyte where table statistics are missing (PGlite has no autovacuum).
  return sql`open_results as materialized (select r.id, r.visit_id, r.analyte_id, r.position, v.visited_at
      from results r join visits v on v.org_id = r.org_id and v.id = r.visit_id
      where r.org_id = ${s.orgId} and ${visitScope(s)} and ${LIVE} and r.status <> 'verified'),
    late_results as materialized (select o.id, o.visit_id, o.analyte_id, o.position,
        o.visited_at + a.tat_hours * interval '1 hour' as due_at
      from open_results o join analytes a on a.org_id = ${s.orgId} and a.id = o.analyte_id
      where a.tat_hours is not null and o.visited_at + a.tat_hours * interval '1 hour' < ${now})`;
}

/** `open_criticals (id, visit_id, entered_at)`: critical results entered and not verified yet. */
export function openCriticalResults(s: StatsScope) {
  return sql`open_criticals as (select r.id, r.visit_id, r.entered_at
      from results r join visits v on v.org_id = r.org_id and v.id = r.visit_id
      where r.org_id = ${s.orgId} and ${visitScope(s)} and ${LIVE} and r.is_critical and r.status = 'entered')`;
}
