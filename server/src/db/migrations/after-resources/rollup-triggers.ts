import { sql, type Kysely } from 'kysely';

/** Signed rows of a table (`sign` 1 for rows added, -1 for rows taken away) as a select over `table`. */
export type SignedRows = (table: string, sign: 1 | -1) => string;

/**
 * A roll-up kept by statement-level triggers: the function `fn` adds the statement's rows (new_rows, old_rows) to
 * it through `delta`, and an insert, an update and a delete trigger on `table` (named `<trigger>_<event>`) call it
 * in the transaction of the write. Shared by the roll-up migrations (011-money-rollups, 012-visit-rollups).
 */
export async function addRollupTriggers(
  db: Kysely<unknown>,
  roll: { fn: string; table: string; trigger: string; delta: (rows: string) => string; rows: SignedRows },
): Promise<void> {
  const { fn, table, trigger, delta, rows } = roll;
  await sql
    .raw(
      `create function ${fn}() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          ${delta(rows('new_rows', 1))};
        elsif TG_OP = 'DELETE' then
          ${delta(rows('old_rows', -1))};
        else
          ${delta(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  const transition = {
    insert: 'new table as new_rows',
    update: 'new table as new_rows old table as old_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, referencing] of Object.entries(transition)) {
    await sql
      .raw(
        `create trigger ${trigger}_${event} after ${event} on ${table} referencing ${referencing}
        for each statement execute function ${fn}()`,
      )
      .execute(db);
  }
}
