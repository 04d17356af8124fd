/**
 * SQL of the patient dashboard (spec §7). Patients belong to the organisation, not to a node; what they did
 * (visits) is counted within the member's nodes, like every visit figure.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Range } from './visit-stats-repository.ts';
import { dayText, FULL_NAME, local, PREFIX_JOIN, visitScope, type StatsScope } from './stats-sql.ts';

/** Patients of the organisation, registered in a range when one is given. */
const registered = (orgId: string, r?: Range): RawBuilder<unknown> =>
  r ? sql`p.org_id = ${orgId} and p.created_at >= ${r.start} and p.created_at < ${r.end}` : sql`p.org_id = ${orgId}`;

/** Whole years of age on `today` (null without a date of birth). */
const AGE = (today: string) => sql<number>`extract(year from age(${today}::date, p.date_of_birth))::int`;

export interface DemographicsRow {
  patients: number;
  withVisits: number;
  returning: number;
  averageAge: number | null;
  withEmail: number;
  withPhone: number;
}

/** Who the patients are, registered in a range or all; visits (not cancelled) as the member may see them. */
export async function demographics(db: Db, s: StatsScope, today: string, r?: Range) {
  const [totals, categories, cities] = await Promise.all([
    sql<DemographicsRow>`select count(*)::int as patients,
        count(x.patient_id)::int as "withVisits",
        count(*) filter (where x.n >= 2)::int as returning,
        round(avg(${AGE(today)}), 1)::float8 as "averageAge",
        count(*) filter (where coalesce(btrim(p.email), '') <> '')::int as "withEmail",
        count(*) filter (where coalesce(btrim(p.phone_number), '') <> '')::int as "withPhone"
      from patients p
      left join (select v.patient_id, count(*) as n from visits v where ${visitScope(s)} and v.status <> 'cancelled'
                 group by v.patient_id) x on x.patient_id = p.id
      where ${registered(s.orgId, r)}`.execute(db),
    sql<{ category: { id: string; name: string } | null; patients: number }>`select
        case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category, t.patients
      from (select p.category_id, count(*)::int as patients from patients p where ${registered(s.orgId, r)} group by 1) t
      left join m_patient_categories c on c.org_id = ${s.orgId} and c.id = t.category_id
      order by t.patients desc, c.name nulls last`.execute(db),
    sql<{ city: string | null; patients: number }>`select nullif(btrim(p.city), '') as city, count(*)::int as patients
      from patients p where ${registered(s.orgId, r)}
      group by 1 order by patients desc, city nulls last limit 20`.execute(db),
  ]);
  return { ...totals.rows[0], byCategory: categories.rows, byCity: cities.rows };
}

export interface GenderRow {
  gender: { id: string; code: string; name: string } | null;
  patients: number;
}

/** Patients per gender, most first. */
export async function genderCounts(db: Db, orgId: string, r?: Range): Promise<GenderRow[]> {
  const { rows } = await sql<GenderRow>`select
      case when g.id is null then null else json_build_object('id', g.id, 'code', g.code, 'name', g.name) end as gender, t.patients
    from (select p.gender_id, count(*)::int as patients from patients p where ${registered(orgId, r)} group by 1) t
    left join m_gender g on g.org_id = ${orgId} and g.id = t.gender_id
    order by t.patients desc, g.code nulls last`.execute(db);
  return rows;
}

/** Patients per whole year of age (null: no date of birth) and gender. */
export async function ageGenderCounts(db: Db, orgId: string, today: string, r?: Range) {
  const { rows } = await sql<{ age: number | null; genderId: string | null; patients: number }>`select ${AGE(today)} as age,
      p.gender_id as "genderId", count(*)::int as patients
    from patients p where ${registered(orgId, r)} group by 1, 2`.execute(db);
  return rows;
}

/** Patients registered in each window, and in all. */
export async function registrations(db: Db, orgId: string, windows: Range[]): Promise<{ total: number; counts: number[] }> {
  const cols = windows.map(
    (w, i) => sql`count(*) filter (where p.created_at >= ${w.start} and p.created_at < ${w.end})::int as ${sql.ref(`n_${i}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`select count(*)::int as total, ${sql.join(cols)}
    from patients p where p.org_id = ${orgId}`.execute(db);
  return { total: Number(rows[0].total), counts: windows.map((_, i) => Number(rows[0][`n_${i}`])) };
}

/** Per local day of a range: patients registered, and distinct patients with a visit (not cancelled). */
export async function patientDays(db: Db, s: StatsScope, tz: string, r: Range) {
  const [fresh, visiting] = await Promise.all([
    sql<{ day: string; n: number }>`select ${dayText(local('p.created_at', tz))} as day, count(*)::int as n
      from patients p where ${registered(s.orgId, r)} group by 1`.execute(db),
    sql<{ day: string; n: number }>`select ${dayText(local('v.visited_at', tz))} as day, count(distinct v.patient_id)::int as n
      from visits v where ${visitScope(s)} and v.status <> 'cancelled' and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
      group by 1`.execute(db),
  ]);
  return { fresh: fresh.rows, visiting: visiting.rows };
}

export interface BirthdayRow {
  id: string;
  code: string;
  fullName: string;
  dateOfBirth: string;
  phone: string | null;
}

/** Patients with a known (not estimated) date of birth falling on one of these month-days (`MM-DD`). */
export async function birthdaysOn(db: Db, orgId: string, monthDays: string[]): Promise<BirthdayRow[]> {
  const { rows } = await sql<BirthdayRow>`select p.id, p.code, ${FULL_NAME} as "fullName",
      to_char(p.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth",
      case when coalesce(p.phone_number, '') = '' then null
        else concat(case when coalesce(p.phone_country_code, '') = '' then '' else '+' || p.phone_country_code || ' ' end, p.phone_number)
      end as phone
    from patients p
    ${PREFIX_JOIN}
    where p.org_id = ${orgId} and p.date_of_birth is not null and not coalesce(p.dob_estimated, false)
      and to_char(p.date_of_birth, 'MM-DD') = any(${monthDays}::text[])`.execute(db);
  return rows;
}

export interface ReferrerPatientsRow {
  referrer: { id: string; name: string; kind: string | null };
  patients: number;
  newPatients: number;
  visits: number;
}

/**
 * Referral partners by the distinct patients they sent in a range (visits not cancelled), then by visits;
 * newPatients: of them, those whose first visit (not cancelled, that the member may see) is one of these.
 */
export async function topReferrers(db: Db, s: StatsScope, r: Range, limit: number): Promise<ReferrerPatientsRow[]> {
  const { rows } = await sql<ReferrerPatientsRow>`with sent as (
      select v.referrer_id, v.patient_id, v.visited_at, v.id from visits v
      where ${visitScope(s)} and v.status <> 'cancelled' and v.referrer_id is not null
        and v.visited_at >= ${r.start} and v.visited_at < ${r.end}
    ), firsts as (
      select distinct on (v.patient_id) v.patient_id, v.id
      from visits v
      where ${visitScope(s)} and v.status <> 'cancelled' and v.patient_id in (select patient_id from sent)
      order by v.patient_id, v.visited_at, v.id
    ), t as (
      select s.referrer_id, count(distinct s.patient_id)::int as patients, count(*)::int as visits,
        count(distinct f.patient_id)::int as "newPatients"
      from sent s left join firsts f on f.id = s.id
      group by s.referrer_id
    )
    select json_build_object('id', rf.id, 'name', rf.name, 'kind', rf.kind) as referrer, t.patients, t."newPatients", t.visits
    from t join referrers rf on rf.org_id = ${s.orgId} and rf.id = t.referrer_id
    order by t.patients desc, t.visits desc, rf.name
    limit ${limit}`.execute(db);
  return rows;
}
