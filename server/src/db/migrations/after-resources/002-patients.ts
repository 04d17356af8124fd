import { sql, type Kysely } from 'kysely';

export const requires = ['patients'];

/**
 * Patient codes and the columns behind search-patient and the duplicate warning. The generated columns
 * hold the name and the phone digits as they are compared, so trigram indexes can answer a part of a
 * name or a phone, and small typos, without reading the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per organisation, locked by the insert that takes the next number: codes never repeat.
  await sql`
    create table patient_code_counters (
      org_id uuid primary key references organizations (id) on delete cascade,
      last_number integer not null
    )`.execute(db);
  await sql`create unique index patients_code_uq on patients (org_id, code)`.execute(db);
  await sql`alter table patients add column search_name text
    generated always as (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) stored`.execute(db);
  await sql`alter table patients add column phone_digits text
    generated always as (regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g')) stored`.execute(db);
  // GIN answers "contains this part" (like); GiST answers "the nearest names" in distance order (typos).
  // A 128-byte signature (default 12) keeps short names apart, so the nearest are found in a few pages.
  await sql`create index patients_search_name_trgm on patients using gin (search_name gin_trgm_ops)`.execute(db);
  await sql`create index patients_search_name_gist on patients using gist (search_name gist_trgm_ops (siglen = 128))`.execute(db);
  await sql`create index patients_phone_digits_trgm on patients using gin (phone_digits gin_trgm_ops)`.execute(db);
  await sql`create index patients_name_dob_idx on patients (org_id, search_name, date_of_birth)`.execute(db);
  await sql`create index patients_phone_idx on patients (org_id, phone_digits)`.execute(db);
  await sql`create index patients_phone_last10_idx on patients (org_id, right(phone_digits, 10))`.execute(db);
  // The list sorts the screen offers besides the default (newest first), so a page reads 25 rows, not all.
  await sql`create index patients_last_name_sort on patients (org_id, lower(last_name), id)`.execute(db);
  await sql`create index patients_first_name_sort on patients (org_id, lower(first_name), id)`.execute(db);
}
