import { sql } from 'kysely';
import type { Database, Db } from '../db/database.ts';

export interface OrgSummary {
  id: string;
  slug: string;
  name: string;
}

export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Principal {
  user: UserSummary;
  userActive: boolean;
  mustChangePassword: boolean;
  organization: OrgSummary;
  isAdmin: boolean;
  roles: string[];
  permissions: string[];
  /** the nodes (sites) the member works at; empty = every node (see repositories/node-scope.ts) */
  nodeIds: string[];
}

const userColumns = ['users.id', 'users.email', 'users.first_name as firstName', 'users.last_name as lastName'] as const;

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'password_hash', 'is_active', 'must_change_password'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserByClerkId(db: Db, clerkUserId: string) {
  return db.selectFrom('users').select(userColumns).where('clerk_user_id', '=', clerkUserId).executeTakeFirst();
}

export async function organizationsOf(db: Db, userId: string): Promise<OrgSummary[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.org_id')
    .select(['organizations.id', 'organizations.slug', 'organizations.name'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.is_active', '=', true)
    .where('organizations.is_active', '=', true)
    .orderBy('memberships.created_at')
    .orderBy('organizations.slug')
    .execute();
}

export async function findOrgBySlug(db: Db, slug: string): Promise<OrgSummary | undefined> {
  return db
    .selectFrom('organizations')
    .select(['id', 'slug', 'name'])
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function findOrgByClerkId(db: Db, clerkOrgId: string): Promise<OrgSummary | undefined> {
  return db.selectFrom('organizations').select(['id', 'slug', 'name']).where('clerk_org_id', '=', clerkOrgId).executeTakeFirst();
}

/** Who the token's user is inside the organisation, with roles and permissions, as one query. */
function principalQuery(db: Db, userId: string, orgId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .innerJoin('organizations', 'organizations.id', 'memberships.org_id')
    .select([
      ...userColumns,
      'users.is_active as userActive',
      'users.must_change_password as mustChangePassword',
      'organizations.id as orgId',
      'organizations.slug as orgSlug',
      'organizations.name as orgName',
      sql<boolean>`coalesce((select bool_or(r.is_admin) from user_roles ur join roles r on r.id = ur.role_id
        where ur.org_id = memberships.org_id and ur.user_id = memberships.user_id), false)`.as('isAdmin'),
      sql<string[]>`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id
        where ur.org_id = memberships.org_id and ur.user_id = memberships.user_id), '{}')`.as('roles'),
      sql<string[]>`coalesce((select array_agg(distinct rp.resource || '.' || rp.action) from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id
        where ur.org_id = memberships.org_id and ur.user_id = memberships.user_id), '{}')`.as('permissions'),
      sql<string[]>`coalesce((select array_agg(un.node_id::text order by un.node_id) from user_nodes un
        where un.org_id = memberships.org_id and un.user_id = memberships.user_id), '{}')`.as('nodeIds'),
    ])
    .where('memberships.user_id', '=', userId)
    .where('memberships.org_id', '=', orgId)
    .where('memberships.is_active', '=', true)
    .where('organizations.is_active', '=', true);
}

type PrincipalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof principalQuery>['executeTakeFirst']>>>;

const toPrincipal = (row: PrincipalRow): Principal => ({
  user: { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName },
  userActive: row.userActive,
  mustChangePassword: row.mustChangePassword,
  organization: { id: row.orgId, slug: row.orgSlug, name: row.orgName },
  isAdmin: row.isAdmin,
  roles: row.roles,
  permissions: row.permissions,
  nodeIds: row.nodeIds,
});

export async function loadPrincipal(db: Db, userId: string, orgId: string): Promise<Principal | undefined> {
  const row = await principalQuery(db, userId, orgId).executeTakeFirst();
  return row && toPrincipal(row);
}

const stampOf = (orgId: string) => sql<string | null>`(select stamp::text from auth_stamps where org_id = ${orgId})`;

/**
 * The principal with the organisation's auth stamp it was read under and whether the token was signed out, in
 * one statement (one snapshot): a change committed after it changes the stamp, so a principal kept under this
 * stamp is never older than its stamp says.
 */
export async function loadStampedPrincipal(
  db: Db,
  userId: string,
  orgId: string,
  tokenId: string,
): Promise<{ principal: Principal; stamp: string | null; revoked: boolean } | undefined> {
  const row = await principalQuery(db, userId, orgId)
    .select([stampOf(orgId).as('stamp'), sql<boolean>`exists (select 1 from revoked_tokens where token_id = ${tokenId})`.as('revoked')])
    .executeTakeFirst();
  return row && { principal: toPrincipal(row), stamp: row.stamp, revoked: row.revoked };
}

export type Prepared = NonNullable<Database['prepared']>;

/** The one small query a request with a known token makes: its organisation's auth stamp (null: none). */
export async function authStamp(db: Db, orgId: string, prepared?: Prepared): Promise<string | null> {
  if (prepared) {
    const rows = await prepared<{ stamp: string }>('labdesk_auth_stamp', 'select stamp::text as stamp from auth_stamps where org_id = $1', [
      orgId,
    ]);
    return rows[0]?.stamp ?? null;
  }
  const row = await db
    .selectFrom('auth_stamps')
    .select(sql<string>`stamp::text`.as('stamp'))
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.stamp ?? null;
}

/** Signs a token out everywhere (its organisation's stamp changes with it: migration 006). Expired ones go. */
export async function revokeToken(db: Db, token: { id: string; orgId: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ token_id: token.id, org_id: token.orgId, expires_at: token.expiresAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
}

export async function countRecentFailures(db: Db, ip: string, email: string): Promise<{ byIp: number; byEmail: number }> {
  const row = await db
    .selectFrom('auth_failures')
    .select([
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
      sql<number>`count(*) filter (where email = ${email})::int`.as('byEmail'),
    ])
    .where(sql<boolean>`at > now() - interval '1 minute'`)
    .where((eb) => eb.or([eb('ip', '=', ip), eb('email', '=', email)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordFailure(db: Db, ip: string, email: string): Promise<void> {
  await db.insertInto('auth_failures').values({ ip, email }).execute();
  await db
    .deleteFrom('auth_failures')
    .where(sql<boolean>`at < now() - interval '1 hour'`)
    .execute();
}

export async function insertOrganization(db: Db, org: { slug: string; name: string; clerkOrgId?: string }): Promise<OrgSummary> {
  return db
    .insertInto('organizations')
    .values({ slug: org.slug, name: org.name, clerk_org_id: org.clerkOrgId ?? null })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash?: string | null;
    clerkUserId?: string;
    mustChangePassword?: boolean;
  },
): Promise<UserSummary> {
  return db
    .insertInto('users')
    .values({
      email: user.email.trim(),
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash ?? null,
      clerk_user_id: user.clerkUserId ?? null,
      must_change_password: user.mustChangePassword ?? false,
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export async function linkClerkUser(db: Db, userId: string, clerkUserId: string): Promise<void> {
  await db.updateTable('users').set({ clerk_user_id: clerkUserId }).where('id', '=', userId).execute();
}

export async function insertMembership(db: Db, orgId: string, userId: string, roleIds: string[]): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ org_id: orgId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (roleIds.length) {
    await db
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ org_id: orgId, user_id: userId, role_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function insertRole(
  db: Db,
  orgId: string,
  role: { name: string; description: string; isAdmin: boolean; permissions: string[] },
): Promise<string> {
  const { id } = await db
    .insertInto('roles')
    .values({ org_id: orgId, name: role.name, description: role.description, is_admin: role.isAdmin, is_system: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role.permissions.length) {
    await db
      .insertInto('role_permissions')
      .values(
        role.permissions.map((p) => {
          const dot = p.lastIndexOf('.');
          return { role_id: id, resource: p.slice(0, dot), action: p.slice(dot + 1) };
        }),
      )
      .execute();
  }
  return id;
}

export async function findRoleByName(db: Db, orgId: string, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', orgId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
