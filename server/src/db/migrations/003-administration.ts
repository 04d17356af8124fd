import { sql, type Kysely } from 'kysely';

/**
 * User management (issue 6): an employee's profile in the organisation, the laboratory's sites (nodes) as a
 * tree, the nodes a member works at, permission templates, and the resources, actions and categories an
 * organisation defines for its own use (the ones code registers live in the PermissionRegistry, not here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await employeeProfile(db);
  await nodes(db);
  await templatesAndCatalogue(db);
}

async function employeeProfile(db: Kysely<unknown>): Promise<void> {
  // The profile is per organisation (users are shared across organisations); department_id points at the
  // schema-driven `departments` table, which does not exist yet in this phase: the service checks it and the
  // resource registry refuses to delete a department still in use.
  await sql`
    alter table memberships
      add column phone text,
      add column department_id uuid,
      add column version integer not null default 1,
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create index user_roles_role_idx on user_roles (org_id, role_id)`.execute(db);
}

async function nodes(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table nodes (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      parent_id uuid,
      type text not null check (type in ('main-lab', 'branch', 'collection-centre')),
      code text not null,
      name text not null,
      address text,
      phone text,
      is_active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid,
      updated_by uuid,
      unique (org_id, id),
      check (parent_id is null or parent_id <> id),
      foreign key (org_id, parent_id) references nodes (org_id, id) on delete restrict
    )`.execute(db);
  await sql`create unique index nodes_org_code_key on nodes (org_id, lower(code))`.execute(db);
  await sql`create index nodes_parent_idx on nodes (org_id, parent_id)`.execute(db);

  await sql`
    create table user_nodes (
      org_id uuid not null,
      user_id uuid not null,
      node_id uuid not null,
      primary key (org_id, user_id, node_id),
      foreign key (org_id, user_id) references memberships (org_id, user_id) on delete cascade,
      foreign key (org_id, node_id) references nodes (org_id, id) on delete restrict
    )`.execute(db);
  await sql`create index user_nodes_node_idx on user_nodes (org_id, node_id)`.execute(db);
}

async function templatesAndCatalogue(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table permission_templates (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      name text not null,
      description text,
      permissions text[] not null default '{}',
      is_system boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index permission_templates_org_name_key on permission_templates (org_id, lower(name))`.execute(db);

  await sql`
    create table permission_categories (
      org_id uuid not null references organizations (id) on delete cascade,
      id text not null,
      name text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, id)
    )`.execute(db);
  await sql`
    create table custom_resources (
      org_id uuid not null references organizations (id) on delete cascade,
      resource text not null,
      label text not null,
      category text not null,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, resource)
    )`.execute(db);
  await sql`
    create table custom_permissions (
      org_id uuid not null references organizations (id) on delete cascade,
      resource text not null,
      action text not null,
      description text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, resource, action)
    )`.execute(db);
}
