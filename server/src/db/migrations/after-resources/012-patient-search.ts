import { sql, type Kysely } from 'kysely';

export const requires = ['patients'];

/**
 * The distinct names of an organisation's patients, with how many patients bear each, kept by statement-level
 * triggers. search-patient scores names, not patients: a laboratory of a million patients has far fewer distinct
 * names, so a part of a common name ("priya sha") scores each name once instead of every patient bearing it,
 * and the search stays as fast at 1,000,000 patients as at 10,000. The patients of the best names are then read
 * in order through (org_id, search_name, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table patient_names (
      org_id uuid not null references organizations (id) on delete cascade,
      search_name text not null,
      n integer not null,
      primary key (org_id, search_name)
    )`.execute(db);
  await sql`create index patient_names_trgm on patient_names using gin (search_name gin_trgm_ops)`.execute(db);
  await sql`create index patient_names_gist on patient_names using gist (search_name gist_trgm_ops (siglen = 128))`.execute(db);
  await sql`create index patients_search_name_id on patients (org_id, search_name, id)`.execute(db);

  // A trigger function that adds the names of the rows `added` and takes away those of `removed`; a name nobody
  // bears any more is removed.
  const fn = (name: string, added: string | undefined, removed: string | undefined) => {
    const add = added
      ? `insert into patient_names (org_id, search_name, n)
          select org_id, search_name, count(*) from ${added} group by 1, 2 order by 1, 2
          on conflict (org_id, search_name) do update set n = patient_names.n + excluded.n;`
      : '';
    const take = removed
      ? `update patient_names p set n = p.n - r.n
          from (select org_id, search_name, count(*) as n from ${removed} group by 1, 2) r
          where p.org_id = r.org_id and p.search_name = r.search_name;
        delete from patient_names p where p.n <= 0 and (p.org_id, p.search_name) in (select org_id, search_name from ${removed});`
      : '';
    return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        ${add}
        ${take}
        return null;
      end $$`);
  };
  // On update only the rows whose name changed move from one name to another.
  const changed = (side: 'n' | 'o') =>
    `(select ${side}.org_id, ${side}.search_name from new_rows n join old_rows o on o.id = n.id
      where o.search_name is distinct from n.search_name) changed`;
  await fn('labdesk_patient_names_inserted', 'new_rows', undefined).execute(db);
  await fn('labdesk_patient_names_deleted', undefined, 'old_rows').execute(db);
  await fn('labdesk_patient_names_updated', changed('n'), changed('o')).execute(db);
  await sql`create trigger patient_names_inserted after insert on patients referencing new table as new_rows
    for each statement execute function labdesk_patient_names_inserted()`.execute(db);
  await sql`create trigger patient_names_deleted after delete on patients referencing old table as old_rows
    for each statement execute function labdesk_patient_names_deleted()`.execute(db);
  await sql`create trigger patient_names_updated after update on patients referencing old table as old_rows new table as new_rows
    for each statement execute function labdesk_patient_names_updated()`.execute(db);

  await sql`insert into patient_names (org_id, search_name, n)
    select org_id, search_name, count(*) from patients group by 1, 2`.execute(db);
}
