import { sql, type Kysely } from 'kysely';

export const requires = ['analytes', 'item_groups', 'price_lists'];

/**
 * The child rows of the catalogue that point at other records by id: a group's members, a price list's
 * prices and a calculated analyte's inputs. They are tables (not json in the parent row) so that foreign
 * keys keep them whole: an analyte that a group, a price list or a formula uses cannot be deleted (the
 * registry's references turn that into a 409 sentence), and a group or list takes its rows with it.
 * Every key carries org_id, so a row can only ever point at records of its own organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table item_group_members (
      org_id uuid not null references organizations (id) on delete cascade,
      group_id uuid not null,
      position integer not null,
      analyte_id uuid,
      member_group_id uuid,
      primary key (group_id, position),
      foreign key (org_id, group_id) references item_groups (org_id, id) on delete cascade,
      foreign key (org_id, analyte_id) references analytes (org_id, id) on delete restrict,
      foreign key (org_id, member_group_id) references item_groups (org_id, id) on delete restrict,
      check ((analyte_id is null) <> (member_group_id is null)),
      check (member_group_id is distinct from group_id),
      unique (group_id, analyte_id),
      unique (group_id, member_group_id)
    )`.execute(db);
  await sql`create index item_group_members_analyte_idx on item_group_members (org_id, analyte_id)`.execute(db);
  await sql`create index item_group_members_group_idx on item_group_members (org_id, member_group_id)`.execute(db);

  await sql`
    create table price_list_items (
      org_id uuid not null references organizations (id) on delete cascade,
      price_list_id uuid not null,
      analyte_id uuid,
      item_group_id uuid,
      price numeric(14,2) not null check (price >= 0),
      updated_at timestamptz not null default now(),
      updated_by uuid,
      foreign key (org_id, price_list_id) references price_lists (org_id, id) on delete cascade,
      foreign key (org_id, analyte_id) references analytes (org_id, id) on delete restrict,
      foreign key (org_id, item_group_id) references item_groups (org_id, id) on delete restrict,
      check ((analyte_id is null) <> (item_group_id is null)),
      unique (price_list_id, analyte_id),
      unique (price_list_id, item_group_id)
    )`.execute(db);
  await sql`create index price_list_items_analyte_idx on price_list_items (org_id, analyte_id)`.execute(db);
  await sql`create index price_list_items_group_idx on price_list_items (org_id, item_group_id)`.execute(db);

  await sql`
    create table analyte_formula_inputs (
      org_id uuid not null references organizations (id) on delete cascade,
      analyte_id uuid not null,
      input_id uuid not null,
      primary key (analyte_id, input_id),
      foreign key (org_id, analyte_id) references analytes (org_id, id) on delete cascade,
      foreign key (org_id, input_id) references analytes (org_id, id) on delete restrict
    )`.execute(db);
  await sql`create index analyte_formula_inputs_input_idx on analyte_formula_inputs (org_id, input_id)`.execute(db);

  // Exactly one default list: at most one by this index, at least one because the first list becomes it
  // and the default cannot be deleted.
  await sql`create unique index price_lists_one_default on price_lists (org_id) where is_default`.execute(db);
}
