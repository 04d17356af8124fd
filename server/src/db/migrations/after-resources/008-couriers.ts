import { sql, type Kysely } from 'kysely';

/**
 * Shipments name a courier (resources/laboratory/courier.json) and carry the samples of visits: 003-visits runs
 * before this one (migrations run in order, and stop at the first that waits), so samples exist by then.
 */
export const requires = ['couriers'];

/**
 * Sample transport: a shipment is a batch of collected samples moving from a node to the main laboratory
 * (or another node) or to an outsourced laboratory. packed → handed_over → in_transit → received | cancelled;
 * each step is a shipment_events row (who, when, where, box temperature). A sample is in at most one open
 * item (shipment_items_open_key): an item stays open while its shipment is on the way, and after receipt
 * while its discrepancy (missing, damaged, temperature) waits for a decision. Organisations that already exist
 * give the new permissions to their Administrator roles and to the seeded Phlebotomist and Technician roles, as new
 * organisations get them from seed-roles.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shipment_counters (
      org_id uuid primary key references organizations (id) on delete cascade,
      last_number integer not null
    )`.execute(db);
  await sql`
    create table shipments (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      code text not null,
      from_node_id uuid not null,
      to_node_id uuid,
      to_lab text check (to_lab is null or length(btrim(to_lab)) between 1 and 120),
      courier_id uuid,
      state text not null default 'packed' check (state in ('packed', 'handed_over', 'in_transit', 'received', 'cancelled')),
      outcome text check (outcome in ('complete', 'discrepancies')),
      open_discrepancies integer not null default 0,
      -- the samples packed (not the extra ones that came along), kept by the item writes for the list
      sample_count integer not null default 0,
      packed_at timestamptz not null default now(),
      handed_over_at timestamptz,
      in_transit_at timestamptz,
      received_at timestamptz,
      cancelled_at timestamptz,
      note text,
      created_by uuid,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      unique (org_id, id),
      check ((to_node_id is null) <> (to_lab is null)),
      foreign key (org_id, from_node_id) references nodes (org_id, id),
      foreign key (org_id, to_node_id) references nodes (org_id, id),
      foreign key (org_id, courier_id) references couriers (org_id, id)
    )`.execute(db);
  await sql`create unique index shipments_org_code_key on shipments (org_id, code)`.execute(db);
  await sql`create index shipments_list_idx on shipments (org_id, packed_at desc, id)`.execute(db);
  await sql`create index shipments_open_idx on shipments (org_id, state) where state not in ('received', 'cancelled') or open_discrepancies > 0`.execute(
    db,
  );
  await sql`create index shipments_courier_idx on shipments (org_id, courier_id, received_at)`.execute(db);
  await sql`
    create table shipment_items (
      org_id uuid not null,
      shipment_id uuid not null,
      sample_id uuid not null,
      condition text check (condition in ('missing', 'extra', 'damaged', 'temperature')),
      resolution text check (resolution in ('found', 'rejected', 'accepted')),
      resolution_note text,
      resolved_at timestamptz,
      resolved_by uuid,
      open boolean not null default true,
      added_at timestamptz not null default now(),
      added_by uuid,
      primary key (org_id, shipment_id, sample_id),
      foreign key (org_id, shipment_id) references shipments (org_id, id) on delete cascade,
      foreign key (org_id, sample_id) references samples (org_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index shipment_items_open_key on shipment_items (org_id, sample_id) where open`.execute(db);
  await sql`
    create table shipment_events (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      shipment_id uuid not null,
      action text not null,
      at timestamptz not null default now(),
      by_user uuid,
      place text,
      temperature numeric(5, 1),
      note text,
      foreign key (org_id, shipment_id) references shipments (org_id, id) on delete cascade
    )`.execute(db);
  await sql`create index shipment_events_shipment_idx on shipment_events (org_id, shipment_id, at)`.execute(db);
  await grant(db, sql`r.is_admin`, [
    ...['list', 'show', 'pack', 'handover', 'receive', 'resolve'].map((a) => `shipment.${a}`),
    ...['list', 'show', 'create', 'edit', 'delete', 'export'].map((a) => `courier.${a}`),
  ]);
  // as SHIPPER and RECEIVER in services/seed-roles.ts say today (a migration keeps the lists it ran with)
  const courier = ['courier.list', 'courier.show', 'shipment.list', 'shipment.show'];
  await grant(db, sql`r.is_system and not r.is_admin and r.name = 'Phlebotomist'`, [...courier, 'shipment.pack', 'shipment.handover']);
  await grant(db, sql`r.is_system and not r.is_admin and r.name = 'Technician'`, [...courier, 'shipment.receive', 'shipment.resolve']);
}

async function grant(db: Kysely<unknown>, roles: ReturnType<typeof sql>, permissions: string[]) {
  const pairs = permissions.map((p) => sql`(${p.split('.')[0]}, ${p.split('.')[1]})`);
  await sql`insert into role_permissions (role_id, resource, action)
    select r.id, p.resource, p.action from roles r cross join (values ${sql.join(pairs)}) as p(resource, action)
    where ${roles}
    on conflict do nothing`.execute(db);
}
