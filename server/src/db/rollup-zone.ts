import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The functions that recount a roll-up from its rows (null: every organisation), each kept by its migration. */
const REBUILDS = ['labdesk_rebuild_visit_rollups', 'labdesk_rebuild_money_rollups'];

/**
 * The roll-ups count days in the session's time zone (the laboratory's, database.ts). When the server starts in
 * another zone than the one they were counted in (the machine moved, TZ changed), they are recounted once, in one
 * transaction, before any request reads them.
 */
export async function countRollupsInZone(db: Db): Promise<void> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('rollup_zone') is not null as exists`.execute(db);
  if (!rows[0].exists) return;
  await db.transaction().execute(async (trx) => {
    const stored = await sql<{
      zone: string;
      now: string;
    }>`select zone, current_setting('TimeZone') as now from rollup_zone for update`.execute(trx);
    const row = stored.rows[0];
    if (row && row.zone === row.now) return;
    for (const fn of REBUILDS) await sql`select ${sql.raw(fn)}(null)`.execute(trx);
    await sql`delete from rollup_zone`.execute(trx);
    await sql`insert into rollup_zone (zone) values (current_setting('TimeZone'))`.execute(trx);
  });
}
