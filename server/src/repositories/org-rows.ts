import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The ids among `ids` that are rows of the organisation in `table` (departments, nodes), locked against deletion meanwhile. */
export async function existingIds(db: Db, table: string, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`select id::text as id from ${sql.table(table)}
    where org_id = ${orgId} and id = any(${ids}::uuid[]) for share`.execute(db);
  return new Set(rows.map((r) => r.id));
}
