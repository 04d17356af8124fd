import { sql } from 'kysely';
import { adminDb } from '../db/administration-types.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';

export interface TemplateRow {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  isSystem: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const columnsSql = sql`t.id, t.name, t.description, t.permissions, t.is_system as "isSystem", t.version,
  t.created_at as "createdAt", t.updated_at as "updatedAt"`;

const LIST: ListColumns = {
  columns: {
    id: sql`t.id`,
    name: sql`t.name`,
    description: sql`t.description`,
    isSystem: sql`t.is_system`,
    createdAt: sql`t.created_at`,
    updatedAt: sql`t.updated_at`,
  },
  filters: { permission: (values) => sql`t.permissions && ${values}::text[]` },
  search: sql`t.name || ' ' || coalesce(t.description, '')`,
  id: sql`t.id`,
};

export async function listTemplates(db: Db, orgId: string, query: ListQuery): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = whereSql(sql`t.org_id = ${orgId}`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from permission_templates t where ${where}`.execute(db);
  if (count[0].n === 0 || query.offset >= count[0].n) return { rows: [], total: count[0].n };
  const { rows } = await sql<TemplateRow>`select ${columnsSql} from permission_templates t where ${where}
    order by ${orderSql(query, LIST)} ${pageSql(query)}`.execute(db);
  return { rows, total: count[0].n };
}

export async function getTemplate(db: Db, orgId: string, id: string, lock = false): Promise<TemplateRow | undefined> {
  const forUpdate = lock ? sql`for update` : sql``;
  const { rows } =
    await sql<TemplateRow>`select ${columnsSql} from permission_templates t where t.org_id = ${orgId} and t.id = ${id} ${forUpdate}`.execute(
      db,
    );
  return rows[0];
}

export async function insertTemplate(
  db: Db,
  orgId: string,
  t: { name: string; description: string | null; permissions: string[]; isSystem?: boolean },
): Promise<string> {
  const row = await adminDb(db)
    .insertInto('permission_templates')
    .values({ org_id: orgId, name: t.name, description: t.description, permissions: t.permissions, is_system: t.isSystem ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers false when the version is stale. */
export async function updateTemplate(
  db: Db,
  orgId: string,
  id: string,
  version: number,
  t: { name: string; description: string | null; permissions: string[] },
): Promise<boolean> {
  const res = await adminDb(db)
    .updateTable('permission_templates')
    .set({ ...t, version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteTemplate(db: Db, orgId: string, id: string): Promise<void> {
  await adminDb(db).deleteFrom('permission_templates').where('org_id', '=', orgId).where('id', '=', id).execute();
}

/** Template names of the organisation, in lower case. */
export async function templateNames(db: Db, orgId: string): Promise<Set<string>> {
  const rows = await adminDb(db)
    .selectFrom('permission_templates')
    .select(sql<string>`lower(name)`.as('name'))
    .where('org_id', '=', orgId)
    .execute();
  return new Set(rows.map((r) => r.name));
}

/** Organisations without any permission template: created before user management existed. */
export async function organizationsWithoutTemplates(db: Db): Promise<{ id: string; slug: string; name: string }[]> {
  const { rows } = await sql<{ id: string; slug: string; name: string }>`select o.id, o.slug, o.name from organizations o
    where not exists (select 1 from permission_templates t where t.org_id = o.id)`.execute(db);
  return rows;
}

/** Takes the organisation's seeding turn (until the transaction ends) and answers whether it still has no template. */
export async function claimTemplateSeed(db: Db, orgId: string): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtext(${`seed-administration:${orgId}`}))`.execute(db);
  return (await templateNames(db, orgId)).size === 0;
}
