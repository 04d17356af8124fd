import type { TSchema } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../contract/common.ts';
import * as C from '../../../contract/stats.ts';
import { principalOf } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { StatsScope } from '../repositories/stats-sql.ts';
import * as patients from '../services/patient-stats.ts';
import * as visits from '../services/visit-stats.ts';

type Query = Record<string, string | undefined>;
type Handler = (db: Db, scope: StatsScope, query: Query) => Promise<unknown>;

interface StatsCall {
  path: string;
  /** the permission: `<resource>.<action>`, the action named after the call */
  resource: 'visitStats' | 'patientStats' | 'labStats';
  action: string;
  summary: string;
  query: TSchema;
  response: TSchema;
  handler: Handler;
}

const EMPTY = { type: 'object', additionalProperties: false, properties: {} } as unknown as TSchema;

/** The statistics calls: the visit and patient dashboards of spec §7 and the laboratory's figures of the home screen. */
export const STATS_CALLS: StatsCall[] = [
  // visit dashboard
  {
    path: '/api/visit/top-visit-referrers',
    resource: 'visitStats',
    action: 'top-visit-referrers',
    summary: 'Referral partners by visits (not cancelled) in the period (default the last 30 days); no partner = referrer null',
    query: C.StatsTopQuery,
    response: C.TopVisitReferrers,
    handler: (db, s, q) => visits.topVisitReferrers(db, s, q),
  },
  {
    path: '/api/visit/visit-periodical-stats',
    resource: 'visitStats',
    action: 'visit-periodical-stats',
    summary: 'Today, this week, this month, this year so far, each beside the same stretch of the period before',
    query: C.StatsNodeQuery,
    response: C.VisitPeriodicalStats,
    handler: (db, s) => visits.periodicalStats(db, s),
  },
  {
    path: '/api/visit/past-week-trend',
    resource: 'visitStats',
    action: 'past-week-trend',
    summary: 'The last 7 days, today last: visits, cancelled, billed, collected',
    query: C.StatsNodeQuery,
    response: C.PastWeekTrend,
    handler: (db, s) => visits.pastWeekTrend(db, s),
  },
  {
    path: '/api/visit/past-7week-trend',
    resource: 'visitStats',
    action: 'past-7week-trend',
    summary: 'The last 7 weeks (Monday to Sunday), this week last: visits, cancelled, billed, collected',
    query: C.StatsNodeQuery,
    response: C.PastSevenWeekTrend,
    handler: (db, s) => visits.pastSevenWeekTrend(db, s),
  },
  {
    path: '/api/visit/latest-visits',
    resource: 'visitStats',
    action: 'latest-visits',
    summary: 'The newest visits, cancelled ones included',
    query: C.StatsLatestQuery,
    response: C.LatestVisits,
    handler: (db, s, q) => visits.latestVisits(db, s, q),
  },
  {
    path: '/api/visit/hourly-visits',
    resource: 'visitStats',
    action: 'hourly-visits',
    summary: 'Visits (not cancelled) in the period by hour of the day, local time, all 24 hours',
    query: C.StatsPeriodQuery,
    response: C.HourlyVisits,
    handler: (db, s, q) => visits.hourlyVisits(db, s, q),
  },
  // patient dashboard
  {
    path: '/api/patient/upcoming-birthdays',
    resource: 'patientStats',
    action: 'upcoming-birthdays',
    summary: 'Birthdays in the next days (default 7, today included) of patients with a known date of birth',
    query: C.UpcomingBirthdaysQuery,
    response: C.UpcomingBirthdays,
    handler: (db, s, q) => patients.upcomingBirthdays(db, s, q),
  },
  {
    path: '/api/patient/demographics',
    resource: 'patientStats',
    action: 'demographics',
    summary: 'Who the patients registered in the period (default all) are: visits, age, contact, category, city',
    query: C.StatsRegistrationQuery,
    response: C.PatientDemographics,
    handler: (db, s, q) => patients.demographics(db, s, q),
  },
  {
    path: '/api/refferal/top-referrers',
    resource: 'patientStats',
    action: 'top-referrers',
    summary: 'Referral partners by the distinct patients they sent in the period (default the last 30 days)',
    query: C.StatsTopQuery,
    response: C.TopReferrers,
    handler: (db, s, q) => patients.topReferrers(db, s, q),
  },
  {
    path: '/api/patient/age-demographics',
    resource: 'patientStats',
    action: 'age-demographics',
    summary: "Patients (registered in the period, default all) by today's age band and gender",
    query: C.StatsRegistrationQuery,
    response: C.AgeDemographics,
    handler: (db, s, q) => patients.ageDemographics(db, s, q),
  },
  {
    path: '/api/patient/gender-distribution',
    resource: 'patientStats',
    action: 'gender-distribution',
    summary: 'Patients (registered in the period, default all) per gender, most first',
    query: C.StatsRegistrationQuery,
    response: C.GenderDistribution,
    handler: (db, s, q) => patients.genderDistribution(db, s, q),
  },
  {
    path: '/api/patient/trends-pastweek-and-last-7days',
    resource: 'patientStats',
    action: 'trends-pastweek-and-last-7days',
    summary: 'New and visiting patients per day: the last 7 days beside the 7 before',
    query: C.StatsNodeQuery,
    response: C.PatientWeekTrends,
    handler: (db, s) => patients.weekTrends(db, s),
  },
  {
    path: '/api/patient/registration-stats-count',
    resource: 'patientStats',
    action: 'registration-stats-count',
    summary: 'Patients registered in all, and today, this week, this month, this year beside the period before',
    query: EMPTY,
    response: C.RegistrationStatsCount,
    handler: (db, s) => patients.registrationStats(db, s),
  },
  {
    path: '/api/visit/latest',
    resource: 'patientStats',
    action: 'latest',
    summary: 'The patients seen most recently, each once with their latest visit',
    query: C.StatsLatestQuery,
    response: C.LatestPatientVisits,
    handler: (db, s, q) => patients.latestPatients(db, s, q),
  },
  {
    path: '/api/visit/frequently-visited-patients',
    resource: 'patientStats',
    action: 'frequently-visited-patients',
    summary: 'Patients by visits (not cancelled) in the period (default the last 30 days), most first',
    query: C.StatsTopQuery,
    response: C.FrequentPatients,
    handler: (db, s, q) => visits.frequentPatients(db, s, q),
  },
  // laboratory operations (home screen)
  {
    path: '/api/stats/sample-pipeline',
    resource: 'labStats',
    action: 'sample-pipeline',
    summary: 'Where the work stands now: samples to collect, collected, in transit, in the laboratory; results to verify',
    query: C.StatsNodeQuery,
    response: C.SamplePipeline,
    handler: (db, s) => visits.samplePipeline(db, s),
  },
  {
    path: '/api/stats/tat-breaches',
    resource: 'labStats',
    action: 'tat-breaches',
    summary: "Results not verified past their analyte's turnaround time, the 10 most overdue",
    query: C.StatsNodeQuery,
    response: C.TatBreaches,
    handler: (db, s) => visits.tatBreaches(db, s),
  },
  {
    path: '/api/stats/critical-results',
    resource: 'labStats',
    action: 'critical-results',
    summary: 'Critical results no one has verified yet, the 10 latest',
    query: C.StatsNodeQuery,
    response: C.OpenCriticals,
    handler: (db, s) => visits.openCriticals(db, s),
  },
  {
    path: '/api/stats/collections',
    resource: 'labStats',
    action: 'collections',
    summary: "One day's money (default today) by payment mode: received, refunded, net",
    query: C.CollectionsQuery,
    response: C.Collections,
    handler: (db, s, q) => visits.collections(db, s, q),
  },
  {
    path: '/api/stats/dues-ageing',
    resource: 'labStats',
    action: 'dues-ageing',
    summary: 'What visits still owe by days since the visit: 0–7, 8–30, 31–90, over 90',
    query: C.StatsNodeQuery,
    response: C.DuesAgeing,
    handler: (db, s) => visits.duesAgeing(db, s),
  },
];

const LABELS = {
  visitStats: 'Visit statistics',
  patientStats: 'Patient statistics',
  labStats: 'Laboratory figures',
} as const;

/** The statistics routes, each behind a permission of its own (category Statistics). */
export async function statsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  for (const resource of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    app.ctx.permissions.register({
      resource,
      label: LABELS[resource],
      category: 'Statistics',
      actions: STATS_CALLS.filter((c) => c.resource === resource).map((c) => c.action),
    });
  }
  for (const call of STATS_CALLS) {
    app.get<{ Querystring: Query }>(
      call.path,
      {
        config: { permission: { resource: call.resource, action: call.action } },
        schema: {
          tags: ['Statistics'],
          summary: call.summary,
          querystring: call.query,
          response: { 200: call.response, 400: ErrorBody, 403: ErrorBody },
        },
      },
      (req: FastifyRequest<{ Querystring: Query }>) => {
        const p = principalOf(req);
        return call.handler(db, { orgId: p.organization.id, who: p, nodeId: req.query.nodeId }, req.query);
      },
    );
  }
}
