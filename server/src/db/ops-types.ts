import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { CoreTables } from './types.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One backup the installation took or tried to take (migration 005-ops). */
export interface BackupsTable {
  id: Generated<number>;
  kind: 'scheduled' | 'manual';
  started_at: Timestamp;
  finished_at: Generated<Timestamp>;
  ok: boolean;
  file: string | null;
  bytes: number | null;
  checksum: string | null;
  error: string | null;
}

export type OpsTables = { backups: BackupsTable };
export type OpsDb = Kysely<CoreTables & OpsTables>;
export const opsDb = (db: Db): OpsDb => db.withTables<OpsTables>();
