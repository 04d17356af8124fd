import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { CoreTables, MembershipsTable } from './types.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The employee profile columns migration 003 adds to memberships. */
export interface MembershipProfile extends MembershipsTable {
  phone: string | null;
  department_id: string | null;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface NodesTable {
  id: Generated<string>;
  org_id: string;
  parent_id: string | null;
  type: string;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  created_by: string | null;
  updated_by: string | null;
}

export interface UserNodesTable {
  org_id: string;
  user_id: string;
  node_id: string;
}

export interface PermissionTemplatesTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  description: string | null;
  permissions: string[];
  is_system: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface PermissionCategoriesTable {
  org_id: string;
  id: string;
  name: string;
  created_at: Generated<Timestamp>;
}

export interface CustomResourcesTable {
  org_id: string;
  resource: string;
  label: string;
  category: string;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CustomPermissionsTable {
  org_id: string;
  resource: string;
  action: string;
  description: string | null;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

// A type alias (not an interface): withTables wants a type with an implicit index signature.
export type AdministrationTables = {
  memberships: MembershipProfile;
  nodes: NodesTable;
  user_nodes: UserNodesTable;
  permission_templates: PermissionTemplatesTable;
  permission_categories: PermissionCategoriesTable;
  custom_resources: CustomResourcesTable;
  custom_permissions: CustomPermissionsTable;
};

export type AdminDb = Kysely<Omit<CoreTables, 'memberships'> & AdministrationTables>;

/** The same connection (or transaction) typed with the administration tables as well. */
export const adminDb = (db: Db): AdminDb => db.withTables<AdministrationTables>() as unknown as AdminDb;
