import type { Kysely } from 'kysely';
import type { CoreTables } from '../db/types.ts';

export interface AuditEntry {
  orgId: string;
  userId: string | null;
  resource: string;
  recordId: string;
  action: 'create' | 'update' | 'delete' | string;
  before: unknown;
  after: unknown;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Written inside the caller's transaction, so the audit row and the change stand or fall together. */
export async function writeAudit(db: Kysely<CoreTables>, e: AuditEntry): Promise<void> {
  await writeAudits(db, [e]);
}

/** Several audit rows in one statement; their ids follow the order given. */
export async function writeAudits(db: Kysely<CoreTables>, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      entries.map((e) => ({
        org_id: e.orgId,
        user_id: e.userId,
        resource: e.resource,
        record_id: e.recordId,
        action: e.action,
        before: json(e.before),
        after: json(e.after),
      })),
    )
    .execute();
}

export async function listAudit(db: Kysely<CoreTables>, orgId: string, resource: string, recordId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}
