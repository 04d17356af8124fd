import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { pagedRows, whereSql, type ListColumns } from './list-sql.ts';
import type { NodeScoped } from './node-scope.ts';
import { shipmentScope } from './shipment-repository.ts';
import { patientFullName } from './visit-repository.ts';

const nodeJson = (alias: string) =>
  sql`case when ${sql.ref(`${alias}.id`)} is null then null else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'code', ${sql.ref(`${alias}.code`)}, 'name', ${sql.ref(`${alias}.name`)}) end`;

/** What the list (and the head of a record) shows of a shipment `sh`. */
const SUMMARY = sql`sh.id, sh.code, sh.state, sh.outcome, ${nodeJson('fn')} as "fromNode", ${nodeJson('tn')} as "toNode", sh.to_lab as "toLab",
  case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as courier,
  sh.sample_count as "sampleCount",
  sh.open_discrepancies as "openDiscrepancies", sh.note, sh.packed_at as "packedAt", sh.handed_over_at as "handedOverAt",
  sh.in_transit_at as "inTransitAt", sh.received_at as "receivedAt", sh.cancelled_at as "cancelledAt", sh.version`;

const FROM = sql`shipments sh
  join nodes fn on fn.org_id = sh.org_id and fn.id = sh.from_node_id
  left join nodes tn on tn.org_id = sh.org_id and tn.id = sh.to_node_id
  left join couriers c on c.org_id = sh.org_id and c.id = sh.courier_id`;

/** Open: still on its way, or received with a discrepancy that waits for a decision. */
const OPEN = sql`(sh.state not in ('received', 'cancelled') or sh.open_discrepancies > 0)`;

const LIST: ListColumns = {
  columns: {
    id: sql`sh.id`,
    code: sql`sh.code`,
    state: sql`sh.state`,
    courierId: sql`sh.courier_id`,
    packedAt: sql`sh.packed_at`,
    receivedAt: sql`sh.received_at`,
    openDiscrepancies: sql`sh.open_discrepancies`,
  },
  filters: {
    nodeId: (values) => sql`(sh.from_node_id in (${sql.join(values)}) or sh.to_node_id in (${sql.join(values)}))`,
    open: (values) => (values.includes(true) ? OPEN : sql`not ${OPEN}`),
  },
  search: sql`sh.code || ' ' || fn.name || ' ' || coalesce(tn.name, sh.to_lab, '') || ' ' || coalesce(c.name, '')`,
  id: sql`sh.id`,
};

export function listShipments(db: Db, orgId: string, who: NodeScoped, query: ListQuery) {
  const where = whereSql(sql`sh.org_id = ${orgId} and ${shipmentScope(who)}`, query.conditions, LIST);
  // Only the search reads the nodes' and the courier's names: without it the count reads shipments alone.
  const countFrom = query.conditions.some((c) => c.kind === 'search') ? FROM : sql`shipments sh`;
  return pagedRows<Record<string, unknown>>(db, { from: FROM, countFrom, select: SUMMARY, where, query, cols: LIST });
}

/** An instant as the API writes a Date (toISOString), for instants inside JSON built by the database. */
const iso = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The samples of shipment `sh` as its record and manifest show them: barcode, patient, tests, container. A sample's
 * tests are read from its results, each naming its analyte: joined instead, a planner without statistics on analytes
 * (PGlite has no autovacuum to gather them) read every analyte of the organisation for every sample.
 */
const ITEMS = sql`coalesce((select json_agg(json_build_object('sampleId', i.sample_id, 'barcode', s.barcode, 'sampleStatus', s.status,
      'visitCode', v.code, 'patient', json_build_object('code', p.code, 'fullName', ${patientFullName('p', 'px')}), 'container', ct.name,
      'tests', coalesce((select array_agg((select a.name from analytes a where a.org_id = r.org_id and a.id = r.analyte_id) order by r.position)
        from results r where r.org_id = s.org_id and r.sample_id = s.id), '{}'),
      'condition', i.condition, 'resolution', i.resolution, 'resolutionNote', i.resolution_note, 'resolvedAt', ${iso('i.resolved_at')})
      order by i.added_at, s.barcode)
    from shipment_items i
    join samples s on s.org_id = i.org_id and s.id = i.sample_id
    join visits v on v.org_id = s.org_id and v.id = s.visit_id
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
    left join m_container ct on ct.org_id = s.org_id and ct.id = s.container_id
    where i.org_id = sh.org_id and i.shipment_id = sh.id), '[]')`;

/** The chain of custody of shipment `sh`: each step with who, when, where and the box temperature. */
const EVENTS = sql`coalesce((select json_agg(json_build_object('action', e.action, 'at', ${iso('e.at')},
      'by', case when u.id is null then null else json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end,
      'place', e.place, 'temperature', e.temperature::float8, 'note', e.note) order by e.at, e.id)
    from shipment_events e left join users u on u.id = e.by_user
    where e.org_id = sh.org_id and e.shipment_id = sh.id), '[]')`;

/** A shipment the member may see with its items and events, in one statement (the record screen and the manifest). */
export async function shipmentRecord(db: Db, orgId: string, who: NodeScoped, id: string) {
  const { rows } = await sql<Record<string, unknown>>`select ${SUMMARY}, ${ITEMS} as items, ${EVENTS} as events from ${FROM}
    where sh.org_id = ${orgId} and sh.id = ${id} and ${shipmentScope(who)}`.execute(db);
  return rows[0];
}

export async function shipmentSummary(db: Db, orgId: string, who: NodeScoped, id: string) {
  const { rows } = await sql<Record<string, unknown>>`select ${SUMMARY} from ${FROM}
    where sh.org_id = ${orgId} and sh.id = ${id} and ${shipmentScope(who)}`.execute(db);
  return rows[0];
}

interface StatsRow {
  courierId: string | null;
  courierName: string | null;
  shipments: number;
  withDiscrepancies: number;
  medianMinutes: number | null;
}

/**
 * Per courier, the shipments received in a period (by receipt time, [from, to + 1 day) in the server's time
 * zone), how many had a discrepancy, and the median time from hand-over to receipt; the last row (courier
 * null, grouping set ()) is every courier together.
 */
export async function courierStats(db: Db, orgId: string, who: NodeScoped, from: string, to: string, nodeId?: string) {
  const { rows } = await sql<StatsRow & { total: boolean }>`select sh.courier_id as "courierId", max(c.name) as "courierName",
      count(*)::int as shipments, count(*) filter (where sh.outcome = 'discrepancies')::int as "withDiscrepancies",
      (percentile_cont(0.5) within group (order by extract(epoch from sh.received_at - coalesce(sh.handed_over_at, sh.packed_at)) / 60))::float8
        as "medianMinutes",
      grouping(sh.courier_id) = 1 as total
    from shipments sh left join couriers c on c.org_id = sh.org_id and c.id = sh.courier_id
    where sh.org_id = ${orgId} and sh.state = 'received' and ${shipmentScope(who)}
      and sh.received_at >= ${from}::date and sh.received_at < ${to}::date + 1
      ${nodeId ? sql`and (sh.from_node_id = ${nodeId} or sh.to_node_id = ${nodeId})` : sql``}
    group by grouping sets ((sh.courier_id), ())
    order by total, shipments desc, "courierName"`.execute(db);
  return rows;
}
