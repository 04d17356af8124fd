/**
 * The visit dashboard (spec §7) and the laboratory's operations figures: periods and days from
 * stats-calendar.ts, numbers from the stats repositories, answered in the shapes of contract/stats.ts.
 */
import type * as C from '../../../contract/stats.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import * as lab from '../repositories/lab-stats-repository.ts';
import { iso, money, type StatsScope } from '../repositories/stats-sql.ts';
import * as repo from '../repositories/visit-stats-repository.ts';
import { isoDay } from './patient-age.ts';
import { addDays, comparedWindows, dayStart, lastDays, mondayOf, periodWindow, splitAtDays, type Window } from './stats-calendar.ts';

export const DEFAULT_LIMIT = 10;

/** `from`/`to` of a query, checked; without them the last 30 days. */
export function queryWindow(q: { from?: string; to?: string }, now: Date): Window {
  if (q.from && q.to && q.from > q.to)
    throw badRequest('The first day comes after the last', [{ field: 'from', message: 'The first day comes after the last' }]);
  return periodWindow(q, isoDay(now));
}

const limitOf = (q: { limit?: string }) => (q.limit ? Number(q.limit) : DEFAULT_LIMIT);

const figures = (f: repo.FigureRow): C.VisitFigures => ({
  visits: f.visits,
  billed: money(f.billed),
  collected: money(f.collected),
  dues: money(f.dues),
  cancelled: f.cancelled,
});

export async function periodicalStats(db: Db, s: StatsScope, now = new Date()): Promise<C.VisitPeriodicalStats> {
  const periods = comparedWindows(now);
  const rows = await repo.windowFigures(
    db,
    s,
    periods.flatMap((p) => [splitAtDays(p.current), splitAtDays(p.previous)]),
  );
  return periods.map((p, i) => ({
    period: p.period,
    from: p.current.from,
    to: p.current.to,
    previousFrom: p.previous.from,
    previousTo: p.previous.to,
    current: figures(rows[2 * i]),
    previous: figures(rows[2 * i + 1]),
  }));
}

const point = (row: repo.TrendRow | undefined) => ({
  visits: row?.visits ?? 0,
  cancelled: row?.cancelled ?? 0,
  billed: money(row?.billed),
  collected: money(row?.collected),
});

export async function pastWeekTrend(db: Db, s: StatsScope, now = new Date()): Promise<C.PastWeekTrend> {
  const days = lastDays(isoDay(now), 7);
  const rows = await repo.trend(db, s, days[0], addDays(days[6], 1), 'day');
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return days.map((date) => ({ date, ...point(byKey.get(date)) }));
}

export async function pastSevenWeekTrend(db: Db, s: StatsScope, now = new Date()): Promise<C.PastSevenWeekTrend> {
  const thisWeek = mondayOf(isoDay(now));
  const weeks = Array.from({ length: 7 }, (_, i) => addDays(thisWeek, 7 * (i - 6)));
  const rows = await repo.trend(db, s, weeks[0], addDays(thisWeek, 7), 'week');
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return weeks.map((weekStart) => ({ weekStart, weekEnd: addDays(weekStart, 6), ...point(byKey.get(weekStart)) }));
}

export async function topVisitReferrers(db: Db, s: StatsScope, q: C.StatsTopQuery, now = new Date()): Promise<C.TopVisitReferrers> {
  const rows = await repo.topVisitReferrers(db, s, queryWindow(q, now), limitOf(q));
  return rows.map((r) => ({ ...r, billed: money(r.billed) }));
}

export async function hourlyVisits(db: Db, s: StatsScope, q: C.StatsPeriodQuery, now = new Date()): Promise<C.HourlyVisits> {
  const w = queryWindow(q, now);
  const rows = await repo.hourlyVisits(db, s, w.from, addDays(w.to, 1));
  const byHour = new Map(rows.map((r) => [Number(r.hour), r.visits]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, visits: byHour.get(hour) ?? 0 }));
}

export async function latestVisits(db: Db, s: StatsScope, q: C.StatsLatestQuery): Promise<C.LatestVisits> {
  const rows = await repo.latestVisits(db, s, limitOf(q));
  return rows.map((r) => ({ ...r, visitedAt: iso(r.visitedAt), net: money(r.net), due: money(r.due) }));
}

export async function frequentPatients(db: Db, s: StatsScope, q: C.StatsTopQuery, now = new Date()): Promise<C.FrequentPatients> {
  const rows = await repo.frequentPatients(db, s, queryWindow(q, now), limitOf(q));
  return rows.map((r) => ({ ...r, billed: money(r.billed), lastVisitAt: iso(r.lastVisitAt) }));
}

// ---------------------------------------------------------------- laboratory operations

export const samplePipeline = (db: Db, s: StatsScope): Promise<C.SamplePipeline> => lab.pipeline(db, s);

export async function tatBreaches(db: Db, s: StatsScope, now = new Date()): Promise<C.TatBreaches> {
  const found = await lab.tatBreaches(db, s, now, DEFAULT_LIMIT);
  return {
    results: found.results,
    visits: found.visits,
    oldest: found.oldest.map((r) => {
      const dueAt = new Date(iso(r.dueAt));
      return { ...r, dueAt: dueAt.toISOString(), overdueMinutes: Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / 60_000)) };
    }),
  };
}

export async function openCriticals(db: Db, s: StatsScope): Promise<C.OpenCriticals> {
  const found = await lab.openCriticals(db, s, DEFAULT_LIMIT);
  return {
    results: found.results,
    visits: found.visits,
    oldestEnteredAt: found.oldestEnteredAt ? iso(found.oldestEnteredAt) : null,
    latest: found.latest.map((r) => ({ ...r, enteredAt: iso(r.enteredAt) })),
  };
}

export async function collections(db: Db, s: StatsScope, q: C.CollectionsQuery, now = new Date()): Promise<C.Collections> {
  const day = q.day ?? isoDay(now);
  const rows = await lab.collections(db, s, { start: dayStart(day), end: dayStart(day, 1) });
  const byMode = rows.map((r) => ({ ...r, received: money(r.received), refunded: money(r.refunded), net: money(r.net) }));
  return { day, total: money(byMode.reduce((sum, r) => sum + r.net, 0)), byMode };
}

/** Days since the visit: 0–7, 8–30, 31–90, over 90. */
const DUE_BUCKETS = [
  { bucket: '0–7', fromDays: 0, toDays: 7 },
  { bucket: '8–30', fromDays: 8, toDays: 30 },
  { bucket: '31–90', fromDays: 31, toDays: 90 },
  { bucket: '90+', fromDays: 91, toDays: null },
];

export async function duesAgeing(db: Db, s: StatsScope, now = new Date()): Promise<C.DuesAgeing> {
  const today = isoDay(now);
  const edges = DUE_BUCKETS.slice(0, -1).map((b) => addDays(today, -(b.toDays ?? 0)));
  const counts = await lab.duesByAge(db, s, edges);
  const buckets = DUE_BUCKETS.map((b, i) => ({
    ...b,
    from: b.toDays === null ? null : addDays(today, -b.toDays),
    to: addDays(today, -b.fromDays),
    visits: counts[i].visits,
    amount: money(counts[i].amount),
  }));
  return {
    total: money(buckets.reduce((sum, b) => sum + b.amount, 0)),
    visits: buckets.reduce((sum, b) => sum + b.visits, 0),
    buckets,
  };
}
