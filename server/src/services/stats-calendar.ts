/**
 * The calendar of the statistics calls: days, weeks (Monday to Sunday), months and years on the server's
 * calendar (the organisation's time zone, as the visit list's from/to), turned into instants for SQL.
 */
import type { PeriodName } from '../../../contract/stats.ts';
import type { SplitRange } from '../repositories/visit-stats-repository.ts';
import { isoDay } from './patient-age.ts';

const DAY_MS = 86_400_000;

/** The IANA name of the server's time zone: SQL groups instants into the laboratory's days and hours with it. */
export { TIME_ZONE } from '../db/time-zone.ts';

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
}

/** The local midnight that starts a day (plus whole days), as an instant. */
export function dayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = parts(day);
  return new Date(y, m - 1, d + plusDays);
}

/** The calendar day `n` days after (before, when negative) a day. */
export const addDays = (day: string, n: number) => isoDay(dayStart(day, n));

/** Whole calendar days from `from` to `to` (0 on the same day). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [parts(from), parts(to)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const [y, m, d] = parts(day);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** A stretch of time [start, end) and the calendar days it touches. */
export interface Window {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/** A period so far beside the same stretch of the period before it. */
export interface ComparedWindow {
  period: PeriodName;
  current: Window;
  previous: Window;
}

/** The last instant's day of a window that ends at `end` (exclusive). */
const lastDay = (end: Date) => isoDay(new Date(end.getTime() - 1));

function startOf(period: PeriodName, day: string): { start: string; previousStart: string } {
  const [y, m] = parts(day);
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (period) {
    case 'today':
      return { start: day, previousStart: addDays(day, -1) };
    case 'week': {
      const monday = mondayOf(day);
      return { start: monday, previousStart: addDays(monday, -7) };
    }
    case 'month':
      return { start: `${y}-${pad(m)}-01`, previousStart: isoDay(new Date(y, m - 2, 1)) };
    case 'year':
      return { start: `${y}-01-01`, previousStart: `${y - 1}-01-01` };
  }
}

export const PERIODS: PeriodName[] = ['today', 'week', 'month', 'year'];

/**
 * Today, this week (from Monday), this month and this year up to `now`, each beside the period before it up
 * to the same point: yesterday to this hour, last week to the same weekday and hour, the previous month to
 * the same day of the month (its last day when shorter), the previous year to the same date.
 */
export function comparedWindows(now: Date): ComparedWindow[] {
  const day = isoDay(now);
  return PERIODS.map((period) => {
    const { start, previousStart } = startOf(period, day);
    const startAt = dayStart(start);
    const previousStartAt = dayStart(previousStart);
    const sinceMidnight = now.getTime() - dayStart(day).getTime();
    // the same calendar day of the previous period, capped at its last day, at the same time of day
    const offsetDays = Math.min(daysBetween(start, day), daysBetween(previousStart, start) - 1);
    const previousEnd = new Date(Math.min(dayStart(previousStart, offsetDays).getTime() + sinceMidnight, startAt.getTime()));
    return {
      period,
      current: { start: startAt, end: now, from: start, to: day },
      previous: { start: previousStartAt, end: previousEnd, from: previousStart, to: lastDay(previousEnd) },
    };
  });
}

/** `from`/`to` of a query as a window; without them the last `defaultDays` days up to today. */
export function periodWindow(q: { from?: string; to?: string }, today: string, defaultDays = 30): Window {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addDays(to, -(defaultDays - 1));
  return { start: dayStart(from), end: dayStart(to, 1), from, to };
}

/** The `n` calendar days ending with `last`, oldest first. */
export const lastDays = (last: string, n: number) => Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));

/**
 * A stretch of time as the whole calendar days in it, [fromDay, toDay) — what a daily roll-up holds — and the
 * stretches at its ends that are parts of a day (today so far, yesterday up to this hour), to read from the rows.
 */
export function splitAtDays(w: { start: Date; end: Date }): SplitRange {
  const startDay = isoDay(w.start);
  const fromDay = dayStart(startDay).getTime() === w.start.getTime() ? startDay : addDays(startDay, 1);
  const toDay = isoDay(w.end);
  if (fromDay >= toDay) return { fromDay: toDay, toDay, parts: w.start < w.end ? [{ start: w.start, end: w.end }] : [] };
  const parts = [];
  if (w.start < dayStart(fromDay)) parts.push({ start: w.start, end: dayStart(fromDay) });
  if (dayStart(toDay) < w.end) parts.push({ start: dayStart(toDay), end: w.end });
  return { fromDay, toDay, parts };
}
