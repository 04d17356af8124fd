import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';

type Executor = Db;

/** The next number of the organisation's patient codes; the counter row stays locked until the transaction ends. */
export async function nextPatientNumber(db: Executor, orgId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`insert into patient_code_counters (org_id, last_number) values (${orgId}, 1)
    on conflict (org_id) do update set last_number = patient_code_counters.last_number + 1
    returning last_number as n`.execute(db);
  return rows[0].n;
}

export interface PossibleDuplicate {
  id: string;
  code: string;
  firstName: string;
  lastName: string | null;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  samePhone: boolean;
  sameNameAndBirth: boolean;
}

/** Phones match on their digits; numbers of ten digits or more on their last ten (a country code written into the number or not). */
function samePhone(phone: string | null): RawBuilder<unknown> {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return sql`false`;
  return digits.length >= 10 ? sql`right(phone_digits, 10) = ${digits.slice(-10)}` : sql`phone_digits = ${digits}`;
}

/** Patients with the same phone, or the same name and date of birth, as a patient about to be registered. */
export async function findPossibleDuplicates(
  db: Executor,
  orgId: string,
  p: { firstName: string; lastName: string | null; dateOfBirth: string | null; phoneNumber: string | null },
): Promise<PossibleDuplicate[]> {
  const phone = samePhone(p.phoneNumber);
  const nameAndBirth = p.dateOfBirth
    ? sql`(search_name = lower(coalesce(${p.firstName}::text, '') || ' ' || coalesce(${p.lastName}::text, '')) and date_of_birth = ${p.dateOfBirth})`
    : sql`false`;
  const { rows } = await sql<PossibleDuplicate>`select id, code, first_name as "firstName", last_name as "lastName",
      phone_country_code as "phoneCountryCode", phone_number as "phoneNumber", date_of_birth as "dateOfBirth",
      ${phone} as "samePhone", ${nameAndBirth} as "sameNameAndBirth"
    from patients where org_id = ${orgId} and (${phone} or ${nameAndBirth})
    order by created_at, id limit 5`.execute(db);
  return rows;
}

/** What a search-patient query can mean: a part of a name, a patient code, a part of a phone number. */
export interface PatientSearch {
  text?: string;
  code?: string;
  digits?: string;
}

export interface Match {
  id: string;
  score: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** Name score: word similarity, whole-name similarity, and a little more for a name that starts with the query. */
const nameScore = (text: string) => sql`(word_similarity(${text}, search_name) + 0.5 * similarity(${text}, search_name)
  + case when search_name like ${`${escapeLike(text)}%`} then 0.3 else 0 end)`;

/** An exact code scores 3, a phone that is or ends with the digits 2.5, one that contains them 2. */
async function byCodeOrPhone(db: Executor, orgId: string, s: PatientSearch, limit: number): Promise<Match[]> {
  const where: RawBuilder<unknown>[] = [];
  if (s.code) where.push(sql`code = ${s.code}`);
  if (s.digits) where.push(sql`phone_digits like ${`%${s.digits}%`}`);
  if (where.length === 0) return [];
  const { rows } = await sql<Match>`select id, (case when code = ${s.code ?? null} then 3
      when phone_digits = ${s.digits ?? ''} or right(phone_digits, ${s.digits?.length ?? 0}) = ${s.digits ?? ''} then 2.5 else 2 end)::float8 as score
    from patients where org_id = ${orgId} and (${sql.join(where, sql` or `)})
    order by score desc, search_name, id limit ${limit}`.execute(db);
  return rows;
}

/**
 * Names containing the query (three letters or more), or a word starting with it (shorter queries);
 * the trigram GIN index of migration 002 finds them.
 */
async function byNamePart(db: Executor, orgId: string, text: string, limit: number): Promise<Match[]> {
  const part = escapeLike(text);
  const where =
    text.length >= 3 ? sql`search_name like ${`%${part}%`}` : sql`(search_name like ${`${part}%`} or search_name like ${`% ${part}%`})`;
  const { rows } = await sql<Match>`select id, ${nameScore(text)}::float8 as score from patients
    where org_id = ${orgId} and ${where} order by score desc, search_name, id limit ${limit}`.execute(db);
  return rows;
}

/**
 * Names close to the query though not containing it ("priyanca" for Priyanka): the nearest by word
 * similarity, read in distance order from the trigram GiST index (no scan of every similar name), kept
 * when at least half the query's trigrams match.
 */
async function byNameLikeness(db: Executor, orgId: string, text: string, limit: number): Promise<Match[]> {
  const { rows } = await sql<Match>`select id, ${nameScore(text)}::float8 as score from (
      select id, search_name from patients where org_id = ${orgId} order by ${text} <<-> search_name limit ${limit}
    ) nearest where word_similarity(${text}, search_name) >= 0.5`.execute(db);
  return rows;
}

/**
 * The best matches, best first: an exact code, then phones, then names. A name is looked for by its parts
 * first; only when those are fewer than asked for are similar names (typos) added.
 */
export async function searchPatients(db: Executor, orgId: string, s: PatientSearch, limit: number): Promise<Match[]> {
  const found = new Map<string, number>();
  const add = (rows: Match[]) => rows.forEach((r) => found.set(r.id, Math.max(r.score, found.get(r.id) ?? 0)));
  add(await byCodeOrPhone(db, orgId, s, limit));
  if (s.text) {
    add(await byNamePart(db, orgId, s.text, limit));
    if (found.size < limit) add(await byNameLikeness(db, orgId, s.text, limit));
  }
  return [...found]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
