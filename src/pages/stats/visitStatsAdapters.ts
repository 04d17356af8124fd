import type {
    HourlyVisits,
    LatestVisits,
    PastSevenWeekTrend,
    PastWeekTrend,
    TopVisitReferrers,
    VisitPeriodicalStats,
} from '../../../contract/stats';
import { visitRecordPath, patientRecordPath } from './statsPaths';
import type { StatsTable } from './statsTable';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const k = (name: string) => `app.stats.columns.${name}`;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `2026-11-25 09:05` in the browser's time zone (the organisation's, at the desk). */
export const localStamp = (iso: string): string => {
    const d = new Date(iso);
    return `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())} ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
};

/** Today, this week, this month, this year, each beside the same stretch of the period before. */
export const periodicalTable = (data: VisitPeriodicalStats, t: Translate): StatsTable => ({
    columns: ['period', 'visits', 'visits_before', 'billed', 'collected', 'dues', 'cancelled'].map(k),
    rows: data.map(p => [
        t(`app.stats.periods.${p.period}`),
        p.current.visits,
        p.previous.visits,
        p.current.billed,
        p.current.collected,
        p.current.dues,
        p.current.cancelled,
    ]),
});

/** Change against the period before, in whole per cent; null when there was nothing before. */
export const changePercent = (current: number, previous: number): number | null =>
    previous === 0 ? null : Math.round(((current - previous) / previous) * 100);

export const pastWeekTable = (data: PastWeekTrend): StatsTable => ({
    columns: ['day', 'visits', 'cancelled', 'billed', 'collected'].map(k),
    rows: data.map(d => [d.date, d.visits, d.cancelled, d.billed, d.collected]),
});

export const pastSevenWeekTable = (data: PastSevenWeekTrend): StatsTable => ({
    columns: ['week', 'visits', 'cancelled', 'billed', 'collected'].map(k),
    rows: data.map(w => [w.weekStart, w.visits, w.cancelled, w.billed, w.collected]),
});

/** All 24 hours, in order, whether or not the answer holds them. */
export const hourlyTable = (data: HourlyVisits): StatsTable => {
    const byHour = new Map(data.map(h => [h.hour, h.visits]));
    return {
        columns: ['hour', 'visits'].map(k),
        rows: Array.from({ length: 24 }, (_, hour) => [`${twoDigits(hour)}:00`, byHour.get(hour) ?? 0]),
    };
};

export const topVisitReferrersTable = (data: TopVisitReferrers, t: Translate): StatsTable => ({
    columns: ['referrer', 'visits', 'patients', 'billed'].map(k),
    rows: data.map(r => [r.referrer?.name ?? t('app.stats.no_referrer'), r.visits, r.patients, r.billed]),
});

export const latestVisitsTable = (data: LatestVisits, t: Translate): StatsTable => ({
    columns: ['visit', 'visited_at', 'patient', 'referrer', 'node', 'status', 'net', 'due'].map(k),
    rows: data.map(v => [
        { text: v.code, to: visitRecordPath(v.id) },
        localStamp(v.visitedAt),
        { text: v.patient.fullName, to: patientRecordPath(v.patient.id) },
        v.referrer?.name ?? null,
        v.node?.name ?? null,
        t(`app.visit.status.${v.status}`, { _: v.status }),
        v.net,
        v.due,
    ]),
});

/** A table with nothing to draw: every figure zero (an empty day is still a day). */
export const isAllZero = (table: StatsTable): boolean =>
    table.rows.every(row => row.slice(1).every(cell => typeof cell !== 'number' || cell === 0));
