import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table organizations (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
      name text not null,
      is_active boolean not null default true,
      clerk_org_id text unique,
      settings jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      password_hash text,
      clerk_user_id text unique,
      is_active boolean not null default true,
      must_change_password boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`
    create table memberships (
      org_id uuid not null references organizations (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (org_id, user_id)
    )`.execute(db);
  await sql`create index memberships_user_idx on memberships (user_id)`.execute(db);
  await sql`
    create table roles (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      name text not null,
      description text,
      is_admin boolean not null default false,
      is_system boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (org_id, id)
    )`.execute(db);
  await sql`create unique index roles_org_name_key on roles (org_id, lower(name))`.execute(db);
  await sql`
    create table role_permissions (
      role_id uuid not null references roles (id) on delete cascade,
      resource text not null,
      action text not null,
      primary key (role_id, resource, action)
    )`.execute(db);
  await sql`
    create table user_roles (
      org_id uuid not null,
      user_id uuid not null,
      role_id uuid not null,
      primary key (org_id, user_id, role_id),
      foreign key (org_id, user_id) references memberships (org_id, user_id) on delete cascade,
      foreign key (org_id, role_id) references roles (org_id, id) on delete restrict
    )`.execute(db);
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      org_id uuid not null references organizations (id) on delete cascade,
      user_id uuid,
      at timestamptz not null default now(),
      resource text not null,
      record_id text not null,
      action text not null,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_log_record_idx on audit_log (org_id, resource, record_id)`.execute(db);
  await sql`
    create table auth_failures (
      id bigint generated always as identity primary key,
      ip text not null,
      email text not null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_failures_ip_idx on auth_failures (ip, at)`.execute(db);
  await sql`create index auth_failures_email_idx on auth_failures (email, at)`.execute(db);
}
