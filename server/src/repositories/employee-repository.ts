import { sql } from 'kysely';
import { adminDb } from '../db/administration-types.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';

/** An employee is a member of the organisation: the shared user account plus the organisation's profile of them. */
export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  departmentId: string | null;
  roleIds: string[];
  roles: string[];
  nodeIds: string[];
  isAdmin: boolean;
  isActive: boolean;
  mustChangePassword: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const heldRoles = sql`from user_roles ur join roles r on r.id = ur.role_id where ur.org_id = m.org_id and ur.user_id = m.user_id`;
const nameSql = sql`trim(u.first_name || ' ' || u.last_name)`;
const columnsSql = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", ${nameSql} as name, u.email, m.phone,
  m.department_id as "departmentId", m.is_active as "isActive", u.must_change_password as "mustChangePassword", m.version,
  m.created_at as "createdAt", m.updated_at as "updatedAt",
  coalesce((select array_agg(r.id::text order by lower(r.name)) ${heldRoles}), '{}') as "roleIds",
  coalesce((select array_agg(r.name order by lower(r.name)) ${heldRoles}), '{}') as roles,
  coalesce((select bool_or(r.is_admin) ${heldRoles}), false) as "isAdmin",
  coalesce((select array_agg(un.node_id::text order by un.node_id) from user_nodes un
    where un.org_id = m.org_id and un.user_id = m.user_id), '{}') as "nodeIds"`;

const LIST: ListColumns = {
  columns: {
    id: sql`u.id`,
    name: nameSql,
    firstName: sql`u.first_name`,
    lastName: sql`u.last_name`,
    email: sql`u.email`,
    phone: sql`m.phone`,
    departmentId: sql`m.department_id`,
    isActive: sql`m.is_active`,
    mustChangePassword: sql`u.must_change_password`,
    createdAt: sql`m.created_at`,
    updatedAt: sql`m.updated_at`,
  },
  filters: {
    roleId: (values) => sql`exists (select 1 from user_roles ur where ur.org_id = m.org_id and ur.user_id = m.user_id
      and ur.role_id = any(${values}::uuid[]))`,
    nodeId: (values) => sql`exists (select 1 from user_nodes un where un.org_id = m.org_id and un.user_id = m.user_id
      and un.node_id = any(${values}::uuid[]))`,
  },
  search: sql`u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(m.phone, '')`,
  id: sql`u.id`,
};

const from = sql`memberships m join users u on u.id = m.user_id`;

export async function listEmployees(db: Db, orgId: string, query: ListQuery): Promise<{ rows: EmployeeRow[]; total: number }> {
  const where = whereSql(sql`m.org_id = ${orgId}`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db);
  if (count[0].n === 0 || query.offset >= count[0].n) return { rows: [], total: count[0].n };
  const { rows } =
    await sql<EmployeeRow>`select ${columnsSql} from ${from} where ${where} order by ${orderSql(query, LIST)} ${pageSql(query)}`.execute(
      db,
    );
  return { rows, total: count[0].n };
}

export async function getEmployee(db: Db, orgId: string, userId: string, lock = false): Promise<EmployeeRow | undefined> {
  const forUpdate = lock ? sql`for update of m` : sql``;
  const { rows } =
    await sql<EmployeeRow>`select ${columnsSql} from ${from} where m.org_id = ${orgId} and m.user_id = ${userId} ${forUpdate}`.execute(db);
  return rows[0];
}

export async function isMember(db: Db, orgId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many other organisations the account also belongs to: its name, e-mail and password are theirs too. */
export async function otherOrganizations(db: Db, orgId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('org_id', '<>', orgId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface ProfileValues {
  phone: string | null;
  departmentId: string | null;
  isActive: boolean;
}

export async function insertProfile(db: Db, orgId: string, userId: string, p: ProfileValues): Promise<void> {
  await adminDb(db)
    .insertInto('memberships')
    .values({ org_id: orgId, user_id: userId, phone: p.phone, department_id: p.departmentId, is_active: p.isActive })
    .execute();
}

/** Answers false when the version is stale. */
export async function updateProfile(db: Db, orgId: string, userId: string, version: number, p: ProfileValues): Promise<boolean> {
  const res = await adminDb(db)
    .updateTable('memberships')
    .set({ phone: p.phone, department_id: p.departmentId, is_active: p.isActive, version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateIdentity(db: Db, userId: string, u: { firstName: string; lastName: string; email: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: u.firstName, last_name: u.lastName, email: u.email, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function setEmployeeRoles(db: Db, orgId: string, userId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('org_id', '=', orgId).where('user_id', '=', userId).execute();
  if (roleIds.length)
    await db
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ org_id: orgId, user_id: userId, role_id })))
      .execute();
}

export async function setEmployeeNodes(db: Db, orgId: string, userId: string, nodeIds: string[]): Promise<void> {
  const a = adminDb(db);
  await a.deleteFrom('user_nodes').where('org_id', '=', orgId).where('user_id', '=', userId).execute();
  if (nodeIds.length)
    await a
      .insertInto('user_nodes')
      .values(nodeIds.map((node_id) => ({ org_id: orgId, user_id: userId, node_id })))
      .execute();
}

export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPassword(db: Db, userId: string, hash: string, mustChange: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, must_change_password: mustChange, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
