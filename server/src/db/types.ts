import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganizationsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  is_active: Generated<boolean>;
  clerk_org_id: string | null;
  settings: Generated<Record<string, unknown>>;
  created_at: Generated<Timestamp>;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  clerk_user_id: string | null;
  is_active: Generated<boolean>;
  must_change_password: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface MembershipsTable {
  org_id: string;
  user_id: string;
  is_active: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface RolesTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  description: string | null;
  is_admin: Generated<boolean>;
  is_system: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface RolePermissionsTable {
  role_id: string;
  resource: string;
  action: string;
}

export interface UserRolesTable {
  org_id: string;
  user_id: string;
  role_id: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: string;
  user_id: string | null;
  at: Generated<Timestamp>;
  resource: string;
  record_id: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  ip: string;
  email: string;
  at: Generated<Timestamp>;
}

/** Each organisation's auth stamp: changes whenever a member's access may have (migration 006-auth-stamp). */
export interface AuthStampsTable {
  org_id: string;
  stamp: string;
}

/** Signed-out tokens (their signature), kept until they would have expired. */
export interface RevokedTokensTable {
  token_id: string;
  org_id: string;
  expires_at: Timestamp;
}

export interface CoreTables {
  organizations: OrganizationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  audit_log: AuditLogTable;
  auth_failures: AuthFailuresTable;
  auth_stamps: AuthStampsTable;
  revoked_tokens: RevokedTokensTable;
}
