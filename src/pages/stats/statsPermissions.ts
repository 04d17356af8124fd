/**
 * Who may open the dashboards. Each statistics call has its own permission (`visitStats.<call>`,
 * `patientStats.<call>`, `labStats.<call>`; docs/api-contract.md, Statistics); a page opens for whom may read
 * its headline call, the menu shows it to whom holds any call of its resource, and a widget refused (403)
 * hides itself.
 */
export const STATS_PERMISSION = {
    visit: { resource: 'visitStats', action: 'visit-periodical-stats' },
    patient: { resource: 'patientStats', action: 'registration-stats-count' },
} as const;

/** The menu's "any action of the resource" form. */
export const anyStatsAction = ({ resource }: { resource: string }) => `${resource}.*`;
