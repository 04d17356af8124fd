/**
 * The patient dashboard (spec §7): who the patients are, when they came, who sent them, whose birthday is
 * coming, in the shapes of contract/stats.ts.
 */
import type * as C from '../../../contract/stats.ts';
import type { Db } from '../db/database.ts';
import * as repo from '../repositories/patient-stats-repository.ts';
import { iso, type StatsScope } from '../repositories/stats-sql.ts';
import * as visits from '../repositories/visit-stats-repository.ts';
import { ageOn, isoDay } from './patient-age.ts';
import { addDays, comparedWindows, dayStart, lastDays, TIME_ZONE, type Window } from './stats-calendar.ts';
import { DEFAULT_LIMIT, queryWindow } from './visit-stats.ts';

/** The registration window of a query: none (every patient) without from/to. */
const registeredIn = (q: C.StatsRegistrationQuery, now: Date): Window | undefined => (q.from || q.to ? queryWindow(q, now) : undefined);

export async function demographics(db: Db, s: StatsScope, q: C.StatsRegistrationQuery, now = new Date()): Promise<C.PatientDemographics> {
  const found = await repo.demographics(db, s, isoDay(now), registeredIn(q, now));
  return { ...found, averageAge: found.averageAge === null ? null : Number(found.averageAge) };
}

export const genderDistribution = (db: Db, s: StatsScope, q: C.StatsRegistrationQuery, now = new Date()): Promise<C.GenderDistribution> =>
  repo.genderCounts(db, s.orgId, registeredIn(q, now));

/** The age bands of the dashboard, in whole years. */
export const AGE_BANDS: { band: string; fromYears: number; toYears: number | null }[] = [
  { band: '0–12', fromYears: 0, toYears: 12 },
  { band: '13–17', fromYears: 13, toYears: 17 },
  { band: '18–30', fromYears: 18, toYears: 30 },
  { band: '31–45', fromYears: 31, toYears: 45 },
  { band: '46–60', fromYears: 46, toYears: 60 },
  { band: '61–75', fromYears: 61, toYears: 75 },
  { band: '76+', fromYears: 76, toYears: null },
];

/**
 * Patients by today's age in bands, every band present, each split by gender: every gender the counted
 * patients have, in every band (zeros too, so bands stack alike), most patients first. Patients without a
 * date of birth fall in no band.
 */
export async function ageDemographics(db: Db, s: StatsScope, q: C.StatsRegistrationQuery, now = new Date()): Promise<C.AgeDemographics> {
  const [cells, genders] = await Promise.all([
    repo.ageGenderCounts(db, s.orgId, isoDay(now), registeredIn(q, now)),
    repo.genderCounts(db, s.orgId, registeredIn(q, now)),
  ]);
  return AGE_BANDS.map((b) => {
    const inBand = cells.filter((c) => c.age !== null && c.age >= b.fromYears && (b.toYears === null || c.age <= b.toYears));
    const byGender = genders.map((g) => ({
      gender: g.gender,
      patients: inBand.filter((c) => c.genderId === (g.gender?.id ?? null)).reduce((sum, c) => sum + c.patients, 0),
    }));
    return { ...b, patients: inBand.reduce((sum, c) => sum + c.patients, 0), byGender };
  });
}

export async function registrationStats(db: Db, s: StatsScope, now = new Date()): Promise<C.RegistrationStatsCount> {
  const periods = comparedWindows(now);
  const { total, counts } = await repo.registrations(
    db,
    s.orgId,
    periods.flatMap((p) => [p.current, p.previous]),
  );
  return {
    total,
    periods: periods.map((p, i) => ({
      period: p.period,
      from: p.current.from,
      to: p.current.to,
      previousFrom: p.previous.from,
      previousTo: p.previous.to,
      current: { patients: counts[2 * i] },
      previous: { patients: counts[2 * i + 1] },
    })),
  };
}

export async function weekTrends(db: Db, s: StatsScope, now = new Date()): Promise<C.PatientWeekTrends> {
  const days = lastDays(isoDay(now), 14);
  const { fresh, visiting } = await repo.patientDays(db, s, TIME_ZONE, { start: dayStart(days[0]), end: dayStart(days[13], 1) });
  const freshBy = new Map(fresh.map((r) => [r.day, r.n]));
  const visitingBy = new Map(visiting.map((r) => [r.day, r.n]));
  const row = (date: string) => ({ date, newPatients: freshBy.get(date) ?? 0, visitingPatients: visitingBy.get(date) ?? 0 });
  return { previous7Days: days.slice(0, 7).map(row), last7Days: days.slice(7).map(row) };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Birthdays in the next `days` days, today first (inDays 0). Someone born on 29 February has their
 * birthday on the 28th in a year without one.
 */
export async function upcomingBirthdays(
  db: Db,
  s: StatsScope,
  q: C.UpcomingBirthdaysQuery,
  now = new Date(),
): Promise<C.UpcomingBirthdays> {
  const today = isoDay(now);
  const window = Array.from({ length: q.days ? Number(q.days) : 7 }, (_, i) => addDays(today, i));
  const monthDays = new Set(window.map((d) => d.slice(5)));
  for (const d of window) if (d.slice(5) === '02-28' && !isLeap(Number(d.slice(0, 4)))) monthDays.add('02-29');
  const rows = await repo.birthdaysOn(db, s.orgId, [...monthDays]);
  const out: C.UpcomingBirthdays = [];
  for (const r of rows) {
    const inDays = window.findIndex((d) => {
      const md = r.dateOfBirth.slice(5);
      return md === d.slice(5) || (md === '02-29' && d.slice(5) === '02-28' && !isLeap(Number(d.slice(0, 4))));
    });
    if (inDays < 0) continue;
    const birthday = window[inDays];
    const turns = Number(birthday.slice(0, 4)) - Number(r.dateOfBirth.slice(0, 4));
    if (turns < 0) continue;
    out.push({ ...r, birthday, turns, inDays });
  }
  out.sort((a, b) => a.inDays - b.inDays || a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id));
  return out.slice(0, q.limit ? Number(q.limit) : DEFAULT_LIMIT);
}

export async function topReferrers(db: Db, s: StatsScope, q: C.StatsTopQuery, now = new Date()): Promise<C.TopReferrers> {
  return repo.topReferrers(db, s, queryWindow(q, now), q.limit ? Number(q.limit) : DEFAULT_LIMIT);
}

/** How many of the newest visits to read at a time while picking the patients seen most recently. */
const SEEN_PAGE = 200;

/** The patients seen most recently, each once with their latest visit, newest first. */
export async function latestPatients(db: Db, s: StatsScope, q: C.StatsLatestQuery, now = new Date()): Promise<C.LatestPatientVisits> {
  const limit = q.limit ? Number(q.limit) : DEFAULT_LIMIT;
  const picked = new Map<string, visits.SeenRow>();
  for (let offset = 0; picked.size < limit; offset += SEEN_PAGE) {
    const page = await visits.newestVisits(db, s, offset, SEEN_PAGE);
    for (const v of page) if (!picked.has(v.patientId) && picked.size < limit) picked.set(v.patientId, v);
    if (page.length < SEEN_PAGE) break;
  }
  const patients = new Map((await visits.seenPatients(db, s, [...picked.keys()])).map((p) => [p.id, p]));
  const today = isoDay(now);
  return [...picked.values()].flatMap((v) => {
    const p = patients.get(v.patientId);
    if (!p) return [];
    return [
      {
        patient: {
          id: p.id,
          code: p.code,
          fullName: p.fullName,
          gender: p.gender,
          ageYears: p.dateOfBirth ? ageOn(p.dateOfBirth, today).years : null,
        },
        visitId: v.visitId,
        visitCode: v.visitCode,
        visitedAt: iso(v.visitedAt),
        status: v.status,
        visits: p.visits,
      },
    ];
  });
}
