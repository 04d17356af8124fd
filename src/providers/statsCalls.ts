import type {
    AgeDemographics,
    Collections,
    CollectionsQuery,
    DuesAgeing,
    FrequentPatients,
    GenderDistribution,
    HourlyVisits,
    LatestPatientVisits,
    LatestVisits,
    OpenCriticals,
    PastSevenWeekTrend,
    PastWeekTrend,
    PatientDemographics,
    PatientWeekTrends,
    RegistrationStatsCount,
    SamplePipeline,
    StatsLatestQuery,
    StatsNodeQuery,
    StatsPeriodQuery,
    StatsRegistrationQuery,
    StatsTopQuery,
    TatBreaches,
    TopReferrers,
    TopVisitReferrers,
    UpcomingBirthdays,
    UpcomingBirthdaysQuery,
    VisitPeriodicalStats,
} from '../../contract/stats';
import type { HttpClient } from './httpClient';

type Query = Record<string, string | undefined>;

/** The query string of a call: empty values left out (the server refuses keys it does not know, not absent ones). */
export const statsQuery = (query: Query = {}): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
};

/** The statistics calls of spec §7 and the home screen's operations figures (docs/api-contract.md, Statistics). */
export const createStatsCalls = (httpClient: HttpClient, apiUrl: string) => {
    const get =
        <Q extends object, T>(path: string) =>
        async (query?: Q): Promise<T> =>
            (await httpClient<T>(`${apiUrl}${path}${statsQuery(query as Query | undefined)}`)).json;
    return {
        topVisitReferrers: get<StatsTopQuery, TopVisitReferrers>('/visit/top-visit-referrers'),
        visitPeriodicalStats: get<StatsNodeQuery, VisitPeriodicalStats>('/visit/visit-periodical-stats'),
        pastWeekTrend: get<StatsNodeQuery, PastWeekTrend>('/visit/past-week-trend'),
        pastSevenWeekTrend: get<StatsNodeQuery, PastSevenWeekTrend>('/visit/past-7week-trend'),
        latestVisits: get<StatsLatestQuery, LatestVisits>('/visit/latest-visits'),
        hourlyVisits: get<StatsPeriodQuery, HourlyVisits>('/visit/hourly-visits'),
        upcomingBirthdays: get<UpcomingBirthdaysQuery, UpcomingBirthdays>('/patient/upcoming-birthdays'),
        patientDemographics: get<StatsRegistrationQuery, PatientDemographics>('/patient/demographics'),
        topReferrers: get<StatsTopQuery, TopReferrers>('/refferal/top-referrers'),
        ageDemographics: get<StatsRegistrationQuery, AgeDemographics>('/patient/age-demographics'),
        genderDistribution: get<StatsRegistrationQuery, GenderDistribution>('/patient/gender-distribution'),
        patientWeekTrends: get<StatsNodeQuery, PatientWeekTrends>('/patient/trends-pastweek-and-last-7days'),
        registrationStatsCount: get<Record<string, never>, RegistrationStatsCount>('/patient/registration-stats-count'),
        latestPatientVisits: get<StatsLatestQuery, LatestPatientVisits>('/visit/latest'),
        frequentPatients: get<StatsTopQuery, FrequentPatients>('/visit/frequently-visited-patients'),
        samplePipeline: get<StatsNodeQuery, SamplePipeline>('/stats/sample-pipeline'),
        tatBreaches: get<StatsNodeQuery, TatBreaches>('/stats/tat-breaches'),
        openCriticals: get<StatsNodeQuery, OpenCriticals>('/stats/critical-results'),
        collectionsByMode: get<CollectionsQuery, Collections>('/stats/collections'),
        duesAgeing: get<StatsNodeQuery, DuesAgeing>('/stats/dues-ageing'),
    };
};

export type StatsCalls = ReturnType<typeof createStatsCalls>;
