/**
 * The statistics calls of spec §7 (visit and patient dashboards) and the laboratory's operations figures of
 * the home screen. Every call is a GET scoped to the token's organisation and the member's nodes; days are
 * calendar days in the organisation's time zone (docs/api-contract.md, Statistics).
 *
 * Query values arrive as strings (the server does not coerce types), so numbers in queries are patterned strings.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, a calendar day in the organisation’s time zone' });
const Instant = Type.String({ description: 'ISO 8601 date-time' });
const Id = Type.String({ format: 'uuid' });
const Count = Type.Integer({ minimum: 0 });
const Money = Type.Number({ description: 'two decimals' });
const Limit = Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$', description: '1–50, default 10' });

const from = Type.Optional(Type.String({ format: 'date', description: 'first day, inclusive' }));
const to = Type.Optional(Type.String({ format: 'date', description: 'last day, inclusive' }));
const nodeId = Type.Optional(Type.String({ format: 'uuid', description: 'one node (collection centre, branch)' }));
const limit = Type.Optional(Limit);
const strict = { additionalProperties: false } as const;

// ---------------------------------------------------------------- queries

/** A node only: the call has fixed periods (today, this week…) of its own. */
export const StatsNodeQuery = Type.Object({ nodeId }, strict);
export type StatsNodeQuery = Static<typeof StatsNodeQuery>;

/** A period and a node; without `from`/`to`: the last 30 days up to today. */
export const StatsPeriodQuery = Type.Object({ from, to, nodeId }, strict);
export type StatsPeriodQuery = Static<typeof StatsPeriodQuery>;

/** A period, a node and how many rows (top-N lists). */
export const StatsTopQuery = Type.Object({ from, to, nodeId, limit }, strict);
export type StatsTopQuery = Static<typeof StatsTopQuery>;

/** A node and how many rows (latest-N lists). */
export const StatsLatestQuery = Type.Object({ nodeId, limit }, strict);
export type StatsLatestQuery = Static<typeof StatsLatestQuery>;

/** Patients registered in a period; without `from`/`to`: every patient. Patients belong to no node. */
export const StatsRegistrationQuery = Type.Object({ from, to }, strict);
export type StatsRegistrationQuery = Static<typeof StatsRegistrationQuery>;

export const UpcomingBirthdaysQuery = Type.Object(
  {
    days: Type.Optional(Type.String({ pattern: '^([1-9]|[1-5][0-9]|60)$', description: '1–60, default 7' })),
    limit,
  },
  strict,
);
export type UpcomingBirthdaysQuery = Static<typeof UpcomingBirthdaysQuery>;

/** One day's collections; without `day`: today. */
export const CollectionsQuery = Type.Object({ day: Type.Optional(Day), nodeId }, strict);
export type CollectionsQuery = Static<typeof CollectionsQuery>;

// ---------------------------------------------------------------- shared pieces

export const StatsPatientRef = Type.Object({ id: Id, code: Type.String(), fullName: Type.String() });
export type StatsPatientRef = Static<typeof StatsPatientRef>;

const NamedRef = Nullable(Type.Object({ id: Id, name: Type.String() }));
const NodeRef = Nullable(Type.Object({ id: Id, code: Type.String(), name: Type.String() }));

/** What a period holds: visits not cancelled, what they billed, money received, what they still owe, cancellations. */
export const VisitFigures = Type.Object({
  visits: Count,
  billed: Money,
  collected: Type.Number({ description: 'payments received in the period less refunds paid out in it' }),
  dues: Money,
  cancelled: Count,
});
export type VisitFigures = Static<typeof VisitFigures>;

export const PeriodName = Type.Union([Type.Literal('today'), Type.Literal('week'), Type.Literal('month'), Type.Literal('year')]);
export type PeriodName = Static<typeof PeriodName>;

/** A period so far and the same stretch of the period before (this week to now beside last week to the same hour). */
const Compared = <T extends Parameters<typeof Type.Object>[0]>(figures: T) =>
  Type.Object({
    period: PeriodName,
    from: Day,
    to: Day,
    previousFrom: Day,
    previousTo: Day,
    current: Type.Object(figures),
    previous: Type.Object(figures),
  });

// ---------------------------------------------------------------- visit dashboard

/** GET /api/visit/top-visit-referrers — referral partners by visits in the period (visits without a partner: `referrer` null). */
export const TopVisitReferrers = Type.Array(Type.Object({ referrer: NamedRef, visits: Count, billed: Money, patients: Count }));
export type TopVisitReferrers = Static<typeof TopVisitReferrers>;

/** GET /api/visit/visit-periodical-stats — today, this week (from Monday), this month, this year, each beside the period before. */
export const VisitPeriodicalStats = Type.Array(Compared(VisitFigures.properties));
export type VisitPeriodicalStats = Static<typeof VisitPeriodicalStats>;

const TrendPoint = { visits: Count, cancelled: Count, billed: Money, collected: Type.Number() };

/** GET /api/visit/past-week-trend — the last 7 days, today last, every day present. */
export const PastWeekTrend = Type.Array(Type.Object({ date: Day, ...TrendPoint }));
export type PastWeekTrend = Static<typeof PastWeekTrend>;

/** GET /api/visit/past-7week-trend — the last 7 weeks (Monday to Sunday), this week last, every week present. */
export const PastSevenWeekTrend = Type.Array(Type.Object({ weekStart: Day, weekEnd: Day, ...TrendPoint }));
export type PastSevenWeekTrend = Static<typeof PastSevenWeekTrend>;

export const StatsVisitRow = Type.Object({
  id: Id,
  code: Type.String(),
  visitedAt: Instant,
  status: Type.String(),
  patient: StatsPatientRef,
  referrer: NamedRef,
  node: NodeRef,
  net: Money,
  due: Money,
});
export type StatsVisitRow = Static<typeof StatsVisitRow>;

/** GET /api/visit/latest-visits — the newest visits, cancelled ones included (their status says so). */
export const LatestVisits = Type.Array(StatsVisitRow);
export type LatestVisits = Static<typeof LatestVisits>;

/** GET /api/visit/hourly-visits — visits not cancelled by hour of the day (0–23, local time), all 24 hours present. */
export const HourlyVisits = Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), visits: Count }));
export type HourlyVisits = Static<typeof HourlyVisits>;

// ---------------------------------------------------------------- patient dashboard

/** GET /api/patient/upcoming-birthdays — birthdays from today on (a known date of birth, not an estimate from an age). */
export const UpcomingBirthdays = Type.Array(
  Type.Object({
    ...StatsPatientRef.properties,
    dateOfBirth: Day,
    birthday: Day,
    turns: Count,
    inDays: Count,
    phone: Nullable(Type.String()),
  }),
);
export type UpcomingBirthdays = Static<typeof UpcomingBirthdays>;

/** GET /api/patient/demographics — who the patients (registered in the period, or all) are. */
export const PatientDemographics = Type.Object({
  patients: Count,
  withVisits: Type.Integer({ minimum: 0, description: 'of them, patients with at least one visit (not cancelled)' }),
  returning: Type.Integer({ minimum: 0, description: 'of them, patients with two visits or more' }),
  averageAge: Nullable(Type.Number()),
  withEmail: Count,
  withPhone: Count,
  byCategory: Type.Array(Type.Object({ category: NamedRef, patients: Count })),
  byCity: Type.Array(Type.Object({ city: Nullable(Type.String()), patients: Count })),
});
export type PatientDemographics = Static<typeof PatientDemographics>;

/** GET /api/refferal/top-referrers — referral partners by the patients they sent (distinct, in visits of the period). */
export const TopReferrers = Type.Array(
  Type.Object({
    referrer: Type.Object({ id: Id, name: Type.String(), kind: Nullable(Type.String()) }),
    patients: Count,
    newPatients: Type.Integer({ minimum: 0, description: 'of them, patients whose first visit it was' }),
    visits: Count,
  }),
);
export type TopReferrers = Static<typeof TopReferrers>;

/** Gender columns of the age and gender figures: the gender master's code (M, F, O, U…) or "none". */
export const GenderCount = Type.Object({
  gender: Nullable(Type.Object({ id: Id, code: Type.String(), name: Type.String() })),
  patients: Count,
});
export type GenderCount = Static<typeof GenderCount>;

/** GET /api/patient/age-demographics — age bands (today's age, in whole years), every band present. */
export const AgeDemographics = Type.Array(
  Type.Object({
    band: Type.String({ description: '0–12, 13–17, 18–30, 31–45, 46–60, 61–75, 76+' }),
    fromYears: Count,
    toYears: Nullable(Type.Integer()),
    patients: Count,
    byGender: Type.Array(GenderCount),
  }),
);
export type AgeDemographics = Static<typeof AgeDemographics>;

/** GET /api/patient/gender-distribution — patients per gender, most first. */
export const GenderDistribution = Type.Array(GenderCount);
export type GenderDistribution = Static<typeof GenderDistribution>;

const PatientDay = Type.Object({
  date: Day,
  newPatients: Count,
  visitingPatients: Type.Integer({ minimum: 0, description: 'distinct patients with a visit (not cancelled) that day' }),
});

/** GET /api/patient/trends-pastweek-and-last-7days — the last 7 days beside the 7 before, day by day. */
export const PatientWeekTrends = Type.Object({
  last7Days: Type.Array(PatientDay),
  previous7Days: Type.Array(PatientDay),
});
export type PatientWeekTrends = Static<typeof PatientWeekTrends>;

/** GET /api/patient/registration-stats-count — patients registered: in all, and per period beside the one before. */
export const RegistrationStatsCount = Type.Object({
  total: Count,
  periods: Type.Array(Compared({ patients: Count })),
});
export type RegistrationStatsCount = Static<typeof RegistrationStatsCount>;

/** GET /api/visit/latest — the patients seen most recently: each patient once, with their latest visit. */
export const LatestPatientVisits = Type.Array(
  Type.Object({
    patient: Type.Object({
      ...StatsPatientRef.properties,
      gender: Nullable(Type.String()),
      ageYears: Nullable(Type.Integer()),
    }),
    visitId: Id,
    visitCode: Type.String(),
    visitedAt: Instant,
    status: Type.String(),
    visits: Type.Integer({ minimum: 1, description: 'the patient’s visits in all' }),
  }),
);
export type LatestPatientVisits = Static<typeof LatestPatientVisits>;

/** GET /api/visit/frequently-visited-patients — patients by visits (not cancelled) in the period, most first. */
export const FrequentPatients = Type.Array(
  Type.Object({
    patient: StatsPatientRef,
    visits: Count,
    billed: Money,
    lastVisitAt: Instant,
  }),
);
export type FrequentPatients = Static<typeof FrequentPatients>;

// ---------------------------------------------------------------- laboratory operations (home screen)

/** GET /api/stats/sample-pipeline — where the work stands now (visits not cancelled). */
export const SamplePipeline = Type.Object({
  waitingPatients: Type.Integer({ minimum: 0, description: 'visits with a sample to collect (the phlebotomy queue)' }),
  toCollect: Type.Integer({ minimum: 0, description: 'samples pending collection' }),
  collected: Type.Integer({ minimum: 0, description: 'samples collected, not yet sent to the laboratory' }),
  inTransit: Type.Integer({ minimum: 0, description: 'samples submitted, not yet received' }),
  inLab: Type.Integer({ minimum: 0, description: 'samples received with results still to enter' }),
  toVerify: Type.Integer({ minimum: 0, description: 'visits with entered results awaiting verification (the worklist)' }),
  resultsToVerify: Type.Integer({ minimum: 0, description: 'entered results awaiting verification' }),
});
export type SamplePipeline = Static<typeof SamplePipeline>;

/** GET /api/stats/tat-breaches — results not verified past the analyte's turnaround time (hours from the visit). */
export const TatBreaches = Type.Object({
  results: Count,
  visits: Count,
  oldest: Type.Array(
    Type.Object({
      visitId: Id,
      visitCode: Type.String(),
      patient: StatsPatientRef,
      analyte: Type.String(),
      dueAt: Instant,
      overdueMinutes: Count,
    }),
  ),
});
export type TatBreaches = Static<typeof TatBreaches>;

/** GET /api/stats/critical-results — critical values no pathologist has verified yet (visits not cancelled). */
export const OpenCriticals = Type.Object({
  results: Count,
  visits: Count,
  oldestEnteredAt: Nullable(Instant),
  latest: Type.Array(
    Type.Object({
      resultId: Id,
      visitId: Id,
      visitCode: Type.String(),
      patient: StatsPatientRef,
      analyte: Type.String(),
      value: Nullable(Type.String()),
      unit: Nullable(Type.String()),
      flag: Nullable(Type.String()),
      enteredAt: Instant,
    }),
  ),
});
export type OpenCriticals = Static<typeof OpenCriticals>;

/** GET /api/stats/collections — one day's money by payment mode, most first. */
export const Collections = Type.Object({
  day: Day,
  total: Type.Number(),
  byMode: Type.Array(
    Type.Object({
      mode: Type.Object({ id: Id, name: Type.String() }),
      payments: Count,
      received: Money,
      refunded: Money,
      net: Type.Number(),
    }),
  ),
});
export type Collections = Static<typeof Collections>;

/** GET /api/stats/dues-ageing — what visits still owe, by days since the visit: 0–7, 8–30, 31–90, over 90. */
export const DuesAgeing = Type.Object({
  total: Money,
  visits: Count,
  buckets: Type.Array(
    Type.Object({
      bucket: Type.String(),
      fromDays: Count,
      toDays: Nullable(Type.Integer()),
      from: Nullable(Day),
      to: Day,
      visits: Count,
      amount: Money,
    }),
  ),
});
export type DuesAgeing = Static<typeof DuesAgeing>;
