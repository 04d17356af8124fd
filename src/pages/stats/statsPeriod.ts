import { isoDay } from '../../../contract/patientAge';
import { periodOf } from '../visits/list/visitPeriod';

export const STATS_PRESETS = ['last7', 'last30', 'last90', 'year'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

export interface StatsFilter {
    from: string;
    to: string;
    /** '' for every node the member may see. */
    nodeId: string;
}

/** The `from`/`to` days (inclusive) of a preset: the last 7, 30 or 90 days, or this year so far. */
export const statsPeriodOf = (preset: StatsPreset, today = new Date()): { from: string; to: string } => {
    if (preset === 'last7' || preset === 'last30') return periodOf(preset, today);
    if (preset === 'year') return { from: `${today.getFullYear()}-01-01`, to: isoDay(today) };
    const from = new Date(today);
    from.setDate(from.getDate() - 89);
    return { from: isoDay(from), to: isoDay(today) };
};

export const statsPresetOf = (filter: { from: string; to: string }, today = new Date()): StatsPreset | null =>
    STATS_PRESETS.find(preset => {
        const period = statsPeriodOf(preset, today);
        return period.from === filter.from && period.to === filter.to;
    }) ?? null;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboards' filter from the address (`?from=&to=&nodeId=`), so a period can be shared and kept on reload. */
export const statsFilterOf = (search: URLSearchParams, today = new Date()): StatsFilter => {
    const fallback = statsPeriodOf('last30', today);
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    const valid = DAY.test(from) && DAY.test(to) && from <= to;
    return { ...(valid ? { from, to } : fallback), nodeId: search.get('nodeId') ?? '' };
};
