import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import { patientFullName } from './visit-repository.ts';

export type ShipmentState = 'packed' | 'handed_over' | 'in_transit' | 'received' | 'cancelled';
export type Condition = 'missing' | 'extra' | 'damaged' | 'temperature';
export type Resolution = 'found' | 'rejected' | 'accepted';

export interface StoredShipment {
  id: string;
  code: string;
  state: ShipmentState;
  fromNodeId: string;
  toNodeId: string | null;
  courierId: string | null;
  openDiscrepancies: number;
  version: number;
}

/** A member sees a shipment leaving or reaching one of their nodes. */
export const shipmentScope = (who: NodeScoped, alias = 'sh'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${nodeScope(who, `${alias}.from_node_id`)} or ${nodeScope(who, `${alias}.to_node_id`)})`;

/** The organisation's next shipment code, SH-000001 onwards (the counter row serialises concurrent packers). */
export async function nextShipmentCode(db: Db, orgId: string): Promise<string> {
  const { rows } = await sql<{ n: number }>`insert into shipment_counters (org_id, last_number) values (${orgId}, 1)
    on conflict (org_id) do update set last_number = shipment_counters.last_number + 1 returning last_number as n`.execute(db);
  return `SH-${String(rows[0].n).padStart(6, '0')}`;
}

export interface NewShipment {
  code: string;
  fromNodeId: string;
  toNodeId: string | null;
  toLab: string | null;
  courierId: string | null;
  note: string | null;
  createdBy: string;
}

export async function insertShipment(db: Db, orgId: string, s: NewShipment): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`insert into shipments (org_id, code, from_node_id, to_node_id, to_lab, courier_id, note, created_by)
    values (${orgId}, ${s.code}, ${s.fromNodeId}, ${s.toNodeId}, ${s.toLab}, ${s.courierId}, ${s.note}, ${s.createdBy})
    returning id`.execute(db);
  return rows[0].id;
}

/** A shipment the member may see, locked for a change. */
export async function lockShipment(db: Db, orgId: string, who: NodeScoped, id: string): Promise<StoredShipment | undefined> {
  const { rows } = await sql<StoredShipment>`select sh.id, sh.code, sh.state, sh.from_node_id as "fromNodeId", sh.to_node_id as "toNodeId",
      sh.courier_id as "courierId", sh.open_discrepancies as "openDiscrepancies", sh.version
    from shipments sh where sh.org_id = ${orgId} and sh.id = ${id} and ${shipmentScope(who)} for update`.execute(db);
  return rows[0];
}

const STAMP: Record<ShipmentState, string> = {
  packed: 'packed_at',
  handed_over: 'handed_over_at',
  in_transit: 'in_transit_at',
  received: 'received_at',
  cancelled: 'cancelled_at',
};

export async function setShipmentState(
  db: Db,
  orgId: string,
  id: string,
  state: ShipmentState,
  extra: { courierId?: string; outcome?: 'complete' | 'discrepancies' } = {},
): Promise<void> {
  await sql`update shipments set state = ${state}, ${sql.ref(STAMP[state])} = now(),
      courier_id = coalesce(${extra.courierId ?? null}::uuid, courier_id), outcome = coalesce(${extra.outcome ?? null}, outcome),
      version = version + 1, updated_at = now()
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

/** Re-counts the discrepancies still waiting for a decision; a shipment with none left closes its items. */
export async function refreshDiscrepancies(db: Db, orgId: string, id: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`update shipments set open_discrepancies = (select count(*) from shipment_items i
        where i.org_id = ${orgId} and i.shipment_id = ${id} and i.condition is not null and i.resolution is null),
      version = version + 1, updated_at = now()
    where org_id = ${orgId} and id = ${id} returning open_discrepancies as n`.execute(db);
  return rows[0].n;
}

export interface ShipmentEventInput {
  action: string;
  userId: string;
  place: string | null;
  temperature: number | null;
  note: string | null;
}

export async function insertEvent(db: Db, orgId: string, shipmentId: string, e: ShipmentEventInput): Promise<void> {
  await sql`insert into shipment_events (org_id, shipment_id, action, by_user, place, temperature, note)
    values (${orgId}, ${shipmentId}, ${e.action}, ${e.userId}, ${e.place}, ${e.temperature}, ${e.note})`.execute(db);
}

export interface ScannedSample {
  id: string;
  barcode: string;
  status: string;
  nodeId: string | null;
  visitStatus: string;
  openShipment: { id: string; code: string } | null;
}

/** A sample by its barcode (any node: the caller checks where it belongs), and the open shipment that holds it. */
export async function sampleByBarcode(db: Db, orgId: string, barcode: string): Promise<ScannedSample | undefined> {
  const { rows } = await sql<ScannedSample>`select s.id, s.barcode, s.status, v.node_id as "nodeId", v.status as "visitStatus",
      (select json_build_object('id', sh.id, 'code', sh.code) from shipment_items i join shipments sh on sh.org_id = i.org_id and sh.id = i.shipment_id
        where i.org_id = s.org_id and i.sample_id = s.id and i.open) as "openShipment"
    from samples s join visits v on v.org_id = s.org_id and v.id = s.visit_id
    where s.org_id = ${orgId} and upper(s.barcode) = upper(${barcode.trim()})`.execute(db);
  return rows[0];
}

export async function insertItem(
  db: Db,
  orgId: string,
  shipmentId: string,
  sampleId: string,
  userId: string,
  condition: Condition | null = null,
) {
  await sql`insert into shipment_items (org_id, shipment_id, sample_id, added_by, condition) values (${orgId}, ${shipmentId}, ${sampleId}, ${userId}, ${condition})`.execute(
    db,
  );
  if (condition !== 'extra') await countSamples(db, orgId, shipmentId, 1);
}

const countSamples = (db: Db, orgId: string, shipmentId: string, by: number) =>
  sql`update shipments set sample_count = sample_count + ${by} where org_id = ${orgId} and id = ${shipmentId}`.execute(db);

export async function deleteItem(db: Db, orgId: string, shipmentId: string, sampleId: string): Promise<boolean> {
  const res =
    await sql`delete from shipment_items where org_id = ${orgId} and shipment_id = ${shipmentId} and sample_id = ${sampleId}`.execute(db);
  const deleted = Number(res.numAffectedRows ?? 0) === 1;
  if (deleted) await countSamples(db, orgId, shipmentId, -1);
  return deleted;
}

export interface StoredItem {
  sampleId: string;
  barcode: string;
  sampleStatus: string;
  condition: Condition | null;
  resolution: Resolution | null;
}

export async function itemsOf(db: Db, orgId: string, shipmentId: string): Promise<StoredItem[]> {
  const { rows } = await sql<StoredItem>`select i.sample_id as "sampleId", s.barcode, s.status as "sampleStatus", i.condition, i.resolution
    from shipment_items i join samples s on s.org_id = i.org_id and s.id = i.sample_id
    where i.org_id = ${orgId} and i.shipment_id = ${shipmentId} order by s.barcode`.execute(db);
  return rows;
}

/** Notes what arrived: the condition of the samples that did not arrive as packed, and which items stay open. */
export async function markReceipt(db: Db, orgId: string, shipmentId: string, conditions: Map<string, Condition>): Promise<void> {
  for (const [sampleId, condition] of conditions) {
    await sql`update shipment_items set condition = ${condition} where org_id = ${orgId} and shipment_id = ${shipmentId} and sample_id = ${sampleId}`.execute(
      db,
    );
  }
  await sql`update shipment_items set open = (condition is not null and condition <> 'extra' and resolution is null),
      resolution = case when condition = 'extra' then 'accepted' else resolution end,
      resolved_at = case when condition = 'extra' then now() else resolved_at end
    where org_id = ${orgId} and shipment_id = ${shipmentId}`.execute(db);
}

export async function resolveItem(
  db: Db,
  orgId: string,
  shipmentId: string,
  sampleId: string,
  resolution: Resolution,
  note: string | null,
  userId: string,
) {
  await sql`update shipment_items set resolution = ${resolution}, resolution_note = ${note}, resolved_at = now(), resolved_by = ${userId}, open = false
    where org_id = ${orgId} and shipment_id = ${shipmentId} and sample_id = ${sampleId}`.execute(db);
}

/** A cancelled shipment lets its samples go into another one. */
export async function closeItems(db: Db, orgId: string, shipmentId: string): Promise<void> {
  await sql`update shipment_items set open = false where org_id = ${orgId} and shipment_id = ${shipmentId}`.execute(db);
}

/** Whether a courier of the organisation exists and is active, and whether it serves a node (empty list: every node). */
export async function courierFor(db: Db, orgId: string, courierId: string) {
  const { rows } = await sql<{ id: string; name: string; isActive: boolean; nodeIds: string[] }>`select id, name,
      is_active as "isActive", coalesce(node_ids, '[]'::jsonb) as "nodeIds" from couriers where org_id = ${orgId} and id = ${courierId}`.execute(
    db,
  );
  return rows[0];
}

export async function nodeOf(db: Db, orgId: string, nodeId: string) {
  const { rows } = await sql<{ id: string; name: string; type: string; isActive: boolean }>`select id, name, type, is_active as "isActive"
    from nodes where org_id = ${orgId} and id = ${nodeId}`.execute(db);
  return rows[0];
}

/** Which of these node ids are nodes of the organisation. */
export async function knownNodeIds(db: Db, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`select id from nodes where org_id = ${orgId} and id = any(${ids}::uuid[])`.execute(db);
  return new Set(rows.map((r) => r.id));
}

export async function isMember(db: Db, orgId: string, userId: string): Promise<boolean> {
  const { rows } = await sql`select 1 from memberships where org_id = ${orgId} and user_id = ${userId}`.execute(db);
  return rows.length > 0;
}

/** Collected samples of a node's visits that no open shipment holds: what a packer may pick instead of scanning. */
export async function packableSamples(db: Db, orgId: string, nodeId: string, limit: number) {
  const { rows } = await sql<{ sampleId: string; barcode: string; visitCode: string; patient: string; collectedAt: Date }>`
    select s.id as "sampleId", s.barcode, v.code as "visitCode", ${patientFullName('p', 'px')} as patient, s.collected_at as "collectedAt"
    from samples s
    join visits v on v.org_id = s.org_id and v.id = s.visit_id
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
    where s.org_id = ${orgId} and s.status = 'collected' and v.node_id = ${nodeId} and v.status <> 'cancelled'
      and not exists (select 1 from shipment_items i where i.org_id = s.org_id and i.sample_id = s.id and i.open)
    order by s.collected_at, s.barcode limit ${limit}`.execute(db);
  return rows;
}
