import * as patient from './patientStatsAdapters';
import { RegistrationTotal } from './RegistrationTotal';
import { StatsChart } from './StatsChart';
import type { StatsFilter } from './statsPeriod';
import { StatsPage } from './StatsPage';
import { STATS_PATIENT_PATH } from './statsPaths';
import { STATS_PERMISSION } from './statsPermissions';
import { seriesOf } from './statsTable';
import { StatsWidget } from './StatsWidget';

const LIMIT = '10';

const widgets = (filter: StatsFilter, label: (key: string) => string) => {
    const node = { nodeId: filter.nodeId || undefined };
    const registered = { from: filter.from, to: filter.to };
    const period = { ...registered, ...node };
    return (
        <>
            <StatsWidget
                call="registrationStatsCount"
                query={{}}
                title="app.stats.patient.registrations"
                csvName="registrations"
                emptyText="app.stats.empty_patients"
                table={patient.registrationTable}
                header={data => <RegistrationTotal total={data.total} />}
                chart={table => <StatsChart kind="bar" series={seriesOf(table, [1, 2], label)} height={200} />}
            />
            <StatsWidget
                call="patientWeekTrends"
                query={node}
                title="app.stats.patient.week_trends"
                csvName="patients-past-week"
                emptyText="app.stats.empty_patients"
                emptyWhen="all-zero"
                table={patient.patientTrendTable}
                chart={table => <StatsChart kind="line" series={seriesOf(table, [1, 2, 3, 4], label)} />}
            />
            <StatsWidget
                call="patientDemographics"
                query={registered}
                period={filter}
                title="app.stats.patient.demographics"
                csvName="patient-demographics"
                emptyText="app.stats.empty_registered"
                emptyWhen="all-zero"
                table={patient.demographicsTable}
                chart={(_table, data, t) => <StatsChart kind="pie" slices={patient.categorySlices(data, t)} />}
            />
            <StatsWidget
                call="genderDistribution"
                query={registered}
                period={filter}
                title="app.stats.patient.gender"
                csvName="patients-by-gender"
                emptyText="app.stats.empty_registered"
                table={patient.genderTable}
                chart={(_table, data, t) => <StatsChart kind="pie" slices={patient.genderSlices(data, t)} />}
            />
            <StatsWidget
                call="ageDemographics"
                query={registered}
                period={filter}
                title="app.stats.patient.age"
                csvName="patients-by-age"
                emptyText="app.stats.empty_registered"
                emptyWhen="all-zero"
                table={patient.ageTable}
                chart={table => (
                    <StatsChart
                        kind="bar"
                        stacked
                        series={seriesOf(
                            table,
                            table.columns.slice(2).map((_c, i) => i + 2),
                            label
                        )}
                    />
                )}
            />
            <StatsWidget
                call="topReferrers"
                query={{ ...period, limit: LIMIT }}
                period={filter}
                title="app.stats.patient.top_referrers"
                csvName="top-referrers"
                emptyText="app.stats.empty_period"
                table={patient.topReferrersTable}
                chart={table => <StatsChart kind="bar" horizontal series={seriesOf(table, [2, 3], label)} />}
            />
            <StatsWidget
                call="frequentPatients"
                query={{ ...period, limit: LIMIT }}
                period={filter}
                title="app.stats.patient.frequent"
                csvName="frequent-patients"
                emptyText="app.stats.empty_period"
                table={patient.frequentPatientsTable}
            />
            <StatsWidget
                call="latestPatientVisits"
                query={{ ...node, limit: LIMIT }}
                title="app.stats.patient.latest"
                csvName="latest-patients"
                emptyText="app.stats.empty_visits"
                table={patient.latestPatientsTable}
            />
            <StatsWidget
                call="upcomingBirthdays"
                query={{ days: '30', limit: LIMIT }}
                title="app.stats.patient.birthdays"
                csvName="upcoming-birthdays"
                emptyText="app.stats.empty_birthdays"
                table={patient.birthdaysTable}
            />
        </>
    );
};

/** /stats/patient: who the patients are, who sends them and who comes back (spec §7's patient dashboard). */
export const PatientStatsPage = () => (
    <StatsPage title="app.stats.patient.title" permission={STATS_PERMISSION.patient}>
        {widgets}
    </StatsPage>
);

PatientStatsPage.path = STATS_PATIENT_PATH;
