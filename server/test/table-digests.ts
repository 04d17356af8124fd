import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { tableNames } from '../src/repositories/backup-repository.ts';

/**
 * Every table's rows as one digest (md5 of the rows' text in a fixed order): two databases with equal
 * digests hold the same rows, value for value. `backups` records a backup after its snapshot, so it is left out.
 */
export async function tableDigests(db: Db, leaveOut = ['backups']): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (leaveOut.includes(name)) continue;
    const { rows } = await sql<{ digest: string; n: number }>`
      select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest, count(*)::int as n
      from ${sql.table(name)} as t`.execute(db);
    out[name] = `${rows[0].n}:${rows[0].digest}`;
  }
  return out;
}
