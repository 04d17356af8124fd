import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';

export interface RoleRow {
  id: string;
  name: string;
  description: string | null;
  isAdmin: boolean;
  isSystem: boolean;
  permissions: string[];
  userCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const permissionsSql = sql`coalesce((select array_agg(rp.resource || '.' || rp.action) from role_permissions rp where rp.role_id = r.id), '{}')`;
const userCountSql = sql`(select count(*)::int from user_roles ur where ur.org_id = r.org_id and ur.role_id = r.id)`;
const columnsSql = sql`r.id, r.name, r.description, r.is_admin as "isAdmin", r.is_system as "isSystem", r.version,
  r.created_at as "createdAt", r.updated_at as "updatedAt", ${permissionsSql} as permissions, ${userCountSql} as "userCount"`;

const LIST: ListColumns = {
  columns: {
    id: sql`r.id`,
    name: sql`r.name`,
    description: sql`r.description`,
    isAdmin: sql`r.is_admin`,
    isSystem: sql`r.is_system`,
    userCount: userCountSql,
    createdAt: sql`r.created_at`,
    updatedAt: sql`r.updated_at`,
  },
  filters: {
    permission: (values) => sql`exists (select 1 from role_permissions rp where rp.role_id = r.id
      and rp.resource || '.' || rp.action in (${sql.join(values)}))`,
  },
  search: sql`r.name || ' ' || coalesce(r.description, '')`,
  id: sql`r.id`,
};

export async function listRoles(db: Db, orgId: string, query: ListQuery): Promise<{ rows: RoleRow[]; total: number }> {
  const where = whereSql(sql`r.org_id = ${orgId}`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from roles r where ${where}`.execute(db);
  if (count[0].n === 0 || query.offset >= count[0].n) return { rows: [], total: count[0].n };
  const { rows } =
    await sql<RoleRow>`select ${columnsSql} from roles r where ${where} order by ${orderSql(query, LIST)} ${pageSql(query)}`.execute(db);
  return { rows, total: count[0].n };
}

/** Roles of the organisation by id; `lock` holds them until the transaction ends (an update or delete follows). */
export async function getRoles(db: Db, orgId: string, ids: string[], lock = false): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  const forUpdate = lock ? sql`for update of r` : sql``;
  const { rows } =
    await sql<RoleRow>`select ${columnsSql} from roles r where r.org_id = ${orgId} and r.id = any(${ids}::uuid[]) ${forUpdate}`.execute(db);
  return rows;
}

export async function findRoleIdByName(db: Db, orgId: string, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', orgId)
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function insertRoleRow(
  db: Db,
  orgId: string,
  r: { name: string; description: string | null; isAdmin: boolean; isSystem?: boolean },
): Promise<string> {
  const row = await db
    .insertInto('roles')
    .values({ org_id: orgId, name: r.name, description: r.description, is_admin: r.isAdmin, is_system: r.isSystem ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers false when the version is stale. */
export async function updateRoleRow(
  db: Db,
  orgId: string,
  id: string,
  version: number,
  r: { name: string; description: string | null; isAdmin: boolean },
): Promise<boolean> {
  const res = await db
    .updateTable('roles')
    .set({ name: r.name, description: r.description, is_admin: r.isAdmin, version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A change of permissions alone still moves the role's version, so a screen holding the old one gets a 409. */
export async function touchRole(db: Db, orgId: string, id: string): Promise<void> {
  await db
    .updateTable('roles')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

export async function setRolePermissions(db: Db, roleId: string, permissions: string[]): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(
      permissions.map((p) => {
        const dot = p.lastIndexOf('.');
        return { role_id: roleId, resource: p.slice(0, dot), action: p.slice(dot + 1) };
      }),
    )
    .execute();
}

export async function holdersOf(db: Db, orgId: string, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', roleId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The holders of one role get another (kept once for those who already had it), then lose the first. */
export async function moveHolders(db: Db, orgId: string, from: string, to: string): Promise<void> {
  await sql`insert into user_roles (org_id, user_id, role_id)
    select org_id, user_id, ${to} from user_roles where org_id = ${orgId} and role_id = ${from}
    on conflict do nothing`.execute(db);
  await db.deleteFrom('user_roles').where('org_id', '=', orgId).where('role_id', '=', from).execute();
}

export async function deleteRoleRow(db: Db, orgId: string, id: string): Promise<void> {
  await db.deleteFrom('roles').where('org_id', '=', orgId).where('id', '=', id).execute();
}

/** Active members who hold an all-permissions role: an organisation must always keep one. */
export async function countActiveAdmins(db: Db, orgId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(distinct m.user_id)::int as n from memberships m
    join users u on u.id = m.user_id
    join user_roles ur on ur.org_id = m.org_id and ur.user_id = m.user_id
    join roles r on r.id = ur.role_id and r.is_admin
    where m.org_id = ${orgId} and m.is_active and u.is_active`.execute(db);
  return rows[0].n;
}
