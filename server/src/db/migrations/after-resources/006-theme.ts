import { sql, type Kysely } from 'kysely';

/** Rests on organisations, memberships and roles only (no schema-driven table). */
export const requires: string[] = [];

/**
 * Saved themes (spec §3 "theme (saved)"): each belongs to one member of one organisation; at most one of a
 * member's themes is the one they wear (is_current). The organisation's default theme is a copy kept in
 * organizations.settings.theme. The seeded job roles of organisations that already exist get the theme
 * permissions every member has (new organisations get them from seed-roles.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table themes (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      user_id uuid not null,
      name text not null check (length(btrim(name)) between 1 and 100),
      styles jsonb not null,
      current_mode text not null default 'light' check (current_mode in ('light', 'dark')),
      hsl_adjustments jsonb not null default '{"hueShift":0,"saturationScale":1,"lightnessScale":1}',
      is_current boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (org_id, user_id) references memberships (org_id, user_id) on delete cascade
    )`.execute(db);
  await sql`create index themes_member_idx on themes (org_id, user_id, updated_at desc, id)`.execute(db);
  await sql`create unique index themes_current_key on themes (org_id, user_id) where is_current`.execute(db);
  await sql`
    insert into role_permissions (role_id, resource, action)
    select r.id, 'theme', a.action
    from roles r cross join (values ('list'), ('show'), ('create'), ('edit'), ('delete')) as a(action)
    where r.is_system and not r.is_admin
    on conflict do nothing`.execute(db);
}
