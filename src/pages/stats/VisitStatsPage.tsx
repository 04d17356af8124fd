import { PeriodFigures } from './PeriodFigures';
import { StatsChart } from './StatsChart';
import type { StatsFilter } from './statsPeriod';
import { StatsPage } from './StatsPage';
import { STATS_VISIT_PATH } from './statsPaths';
import { STATS_PERMISSION } from './statsPermissions';
import { seriesOf } from './statsTable';
import { StatsWidget } from './StatsWidget';
import * as visit from './visitStatsAdapters';

const LIMIT = '10';

const widgets = (filter: StatsFilter, label: (key: string) => string) => {
    const node = { nodeId: filter.nodeId || undefined };
    const period = { from: filter.from, to: filter.to, ...node };
    return (
        <>
            <StatsWidget
                call="visitPeriodicalStats"
                query={node}
                title="app.stats.visit.periodical"
                csvName="visits-by-period"
                emptyText="app.stats.empty_visits"
                table={visit.periodicalTable}
                header={data => <PeriodFigures data={data} />}
                chart={table => <StatsChart kind="bar" series={seriesOf(table, [1, 2], label)} height={200} />}
            />
            <StatsWidget
                call="pastWeekTrend"
                query={node}
                title="app.stats.visit.past_week"
                csvName="visits-past-week"
                emptyText="app.stats.empty_visits"
                emptyWhen="all-zero"
                table={visit.pastWeekTable}
                chart={table => <StatsChart kind="line" series={seriesOf(table, [1, 2], label)} />}
            />
            <StatsWidget
                call="pastSevenWeekTrend"
                query={node}
                title="app.stats.visit.past_7_weeks"
                csvName="visits-past-7-weeks"
                emptyText="app.stats.empty_visits"
                emptyWhen="all-zero"
                table={visit.pastSevenWeekTable}
                chart={table => <StatsChart kind="bar" series={seriesOf(table, [3, 4], label)} />}
            />
            <StatsWidget
                call="hourlyVisits"
                query={period}
                period={filter}
                title="app.stats.visit.hourly"
                csvName="visits-by-hour"
                emptyText="app.stats.empty_period"
                emptyWhen="all-zero"
                table={visit.hourlyTable}
                chart={table => <StatsChart kind="bar" series={seriesOf(table, [1], label)} />}
            />
            <StatsWidget
                call="topVisitReferrers"
                query={{ ...period, limit: LIMIT }}
                period={filter}
                title="app.stats.visit.top_referrers"
                csvName="top-visit-referrers"
                emptyText="app.stats.empty_period"
                table={visit.topVisitReferrersTable}
                chart={table => <StatsChart kind="bar" horizontal series={seriesOf(table, [1], label)} />}
            />
            <StatsWidget
                call="latestVisits"
                query={{ ...node, limit: LIMIT }}
                title="app.stats.visit.latest"
                csvName="latest-visits"
                emptyText="app.stats.empty_visits"
                table={visit.latestVisitsTable}
            />
        </>
    );
};

/** /stats/visit: how many visits, when, from whom and for how much (spec §7's visit dashboard). */
export const VisitStatsPage = () => (
    <StatsPage title="app.stats.visit.title" permission={STATS_PERMISSION.visit}>
        {widgets}
    </StatsPage>
);

VisitStatsPage.path = STATS_VISIT_PATH;
