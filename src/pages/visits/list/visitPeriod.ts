import { isoDay } from '../../../../contract/patientAge';

export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const daysBefore = (today: Date, days: number) => {
    const day = new Date(today);
    day.setDate(day.getDate() - days);
    return isoDay(day);
};

/** The `from`/`to` filter (inclusive days) of a period preset. */
export const periodOf = (preset: PeriodPreset, today = new Date()): { from: string; to: string } => {
    switch (preset) {
        case 'today':
            return { from: isoDay(today), to: isoDay(today) };
        case 'yesterday':
            return { from: daysBefore(today, 1), to: daysBefore(today, 1) };
        case 'last7':
            return { from: daysBefore(today, 6), to: isoDay(today) };
        case 'last30':
            return { from: daysBefore(today, 29), to: isoDay(today) };
    }
};

/** Which preset a filter's dates are, if any (to show it selected). */
export const presetOf = (filter: { from?: unknown; to?: unknown }, today = new Date()): PeriodPreset | null =>
    PERIOD_PRESETS.find(preset => {
        const period = periodOf(preset, today);
        return period.from === filter.from && period.to === filter.to;
    }) ?? null;
