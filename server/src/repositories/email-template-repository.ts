import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { pagedRows, whereSql, type ListColumns } from './list-sql.ts';

export interface EmailTemplateRow {
  id: number;
  templateName: string;
  content: string;
  isDefault: boolean;
  isEditable: boolean;
  variables: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface EmailTemplateValues {
  templateName: string;
  content: string;
  isEditable: boolean;
  variables: string[];
}

const columnsSql = sql`t.id, t.template_name as "templateName", t.content, t.is_default as "isDefault",
  t.is_editable as "isEditable", t.variables, t.version, t.created_at as "createdAt", t.updated_at as "updatedAt"`;

const LIST: ListColumns = {
  columns: {
    id: sql`t.id`,
    templateName: sql`t.template_name`,
    isDefault: sql`t.is_default`,
    isEditable: sql`t.is_editable`,
    createdAt: sql`t.created_at`,
    updatedAt: sql`t.updated_at`,
  },
  search: sql`t.template_name || ' ' || t.content`,
  id: sql`t.id`,
};

export function listEmailTemplates(db: Db, orgId: string, query: ListQuery): Promise<{ rows: EmailTemplateRow[]; total: number }> {
  const where = whereSql(sql`t.org_id = ${orgId}`, query.conditions, LIST);
  return pagedRows<EmailTemplateRow>(db, { from: sql`email_templates t`, select: columnsSql, where, query, cols: LIST });
}

export async function getEmailTemplate(db: Db, orgId: string, id: number, lock = false): Promise<EmailTemplateRow | undefined> {
  const forUpdate = lock ? sql`for update` : sql``;
  const { rows } = await sql<EmailTemplateRow>`select ${columnsSql} from email_templates t
    where t.org_id = ${orgId} and t.id = ${id} ${forUpdate}`.execute(db);
  return rows[0];
}

/** The id of the template whose name this is (any case), other than `exceptId`. */
export async function templateIdByName(db: Db, orgId: string, name: string, exceptId?: number): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select id from email_templates
    where org_id = ${orgId} and lower(template_name) = lower(${name}) and id <> ${exceptId ?? 0}`.execute(db);
  return rows[0]?.id;
}

/** The next id of the organisation's templates; never one handed out before, even if that template was deleted. */
async function nextTemplateId(db: Db, orgId: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into email_template_counters (org_id, last_id) values (${orgId}, 1)
    on conflict (org_id) do update set last_id = email_template_counters.last_id + 1 returning last_id as id`.execute(db);
  return rows[0].id;
}

export async function insertEmailTemplate(db: Db, orgId: string, userId: string | null, v: EmailTemplateValues): Promise<number> {
  const id = await nextTemplateId(db, orgId);
  await sql`insert into email_templates (org_id, id, template_name, content, is_editable, variables, created_by, updated_by)
    values (${orgId}, ${id}, ${v.templateName}, ${v.content}, ${v.isEditable}, ${v.variables}::text[], ${userId}, ${userId})`.execute(db);
  return id;
}

/** Answers false when the version is stale. */
export async function updateEmailTemplate(
  db: Db,
  orgId: string,
  id: number,
  version: number,
  userId: string,
  v: EmailTemplateValues,
): Promise<boolean> {
  const res = await sql`update email_templates set template_name = ${v.templateName}, content = ${v.content},
      is_editable = ${v.isEditable}, variables = ${v.variables}::text[], version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id} and version = ${version}`.execute(db);
  return Number(res.numAffectedRows ?? 0) === 1;
}

export async function deleteEmailTemplate(db: Db, orgId: string, id: number): Promise<void> {
  await sql`delete from email_templates where org_id = ${orgId} and id = ${id}`.execute(db);
}

/**
 * The built-in template, under its fixed id, for every organisation that lacks it (all of them, or one): run when an
 * organisation is created and at start for those created before e-mail existed. One statement; nothing to do is a no-op.
 */
export async function ensureBuiltInTemplate(
  db: Db,
  t: { id: number; templateName: string; content: string; variables: string[] },
  orgId?: string,
): Promise<number> {
  const scope = orgId ? sql`o.id = ${orgId}` : sql`true`;
  const res = await sql`insert into email_templates (org_id, id, template_name, content, is_default, is_editable, variables)
    select o.id, ${t.id}, ${t.templateName}, ${t.content}, true, true, ${t.variables}::text[] from organizations o
    where ${scope} and not exists (select 1 from email_template_counters c where c.org_id = o.id)
    on conflict do nothing`.execute(db);
  await sql`insert into email_template_counters (org_id, last_id) select o.id, ${t.id} from organizations o where ${scope}
    on conflict (org_id) do nothing`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}
