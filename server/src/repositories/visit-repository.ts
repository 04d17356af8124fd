import { sql } from 'kysely';
import type { VisitItem } from '../../../contract/visits.ts';
import type { Db } from '../db/database.ts';
import type { VisitTables, VisitTouch } from '../db/visit-tables.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';

type Executor = Db;

/** "Asha Rao" of a users row alias, or null when the column is null. */
export const userName = (alias: string) => sql`case when ${sql.ref(`${alias}.id`)} is null then null
  else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})) end`;

/** A patient's name as the front desk says it: prefix, first and last name. */
export const patientFullName = (p: string, prefix: string) =>
  sql`trim(concat_ws(' ', ${sql.ref(`${prefix}.name`)}, ${sql.ref(`${p}.first_name`)}, nullif(${sql.ref(`${p}.last_name`)}, '')))`;

/** "+91 98450 12345", or null without a number. */
export const patientPhone = (p: string) => sql`case when coalesce(${sql.ref(`${p}.phone_number`)}, '') = '' then null
  else concat(case when coalesce(${sql.ref(`${p}.phone_country_code`)}, '') = '' then '' else '+' || ${sql.ref(`${p}.phone_country_code`)} || ' ' end, ${sql.ref(`${p}.phone_number`)}) end`;

/** The next number of the organisation's visit codes of a year; the counter row stays locked until the transaction ends. */
export async function nextVisitNumber(db: Executor, orgId: string, year: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`insert into visit_code_counters (org_id, year, last_number) values (${orgId}, ${year}, 1)
    on conflict (org_id, year) do update set last_number = visit_code_counters.last_number + 1
    returning last_number as n`.execute(db);
  return rows[0].n;
}

export interface VisitValues {
  patientId: string;
  referrerId: string | null;
  priceListId: string | null;
  nodeId: string | null;
  collectionType: 'walk-in' | 'home';
  homeAddress: string | null;
  homePhone: string | null;
  scheduledAt: string | null;
  trimesterCode: string | null;
  clinicalNotes: string | null;
  gross: number;
  discountType: 'amount' | 'percent' | null;
  discountValue: number | null;
  discountAmount: number;
  discountReasonId: string | null;
  net: number;
}

const visitColumns = (v: VisitValues) => ({
  patient_id: v.patientId,
  referrer_id: v.referrerId,
  price_list_id: v.priceListId,
  node_id: v.nodeId,
  collection_type: v.collectionType,
  home_address: v.homeAddress,
  home_phone: v.homePhone,
  scheduled_at: v.scheduledAt,
  trimester_code: v.trimesterCode,
  clinical_notes: v.clinicalNotes,
  gross: v.gross,
  discount_type: v.discountType,
  discount_value: v.discountValue,
  discount_amount: v.discountAmount,
  discount_reason_id: v.discountReasonId,
  net: v.net,
});

export async function insertVisit(
  db: Executor,
  orgId: string,
  userId: string | null,
  code: string,
  hash: string,
  v: VisitValues,
): Promise<string> {
  const row = await db
    .withTables<VisitTables>()
    .insertInto('visits')
    .values({ org_id: orgId, code, public_hash: hash, created_by: userId, updated_by: userId, ...visitColumns(v) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as string;
}

/** Writes a visit's fields when its version still is `version`; false when someone else changed it first. */
export async function updateVisit(
  db: Executor,
  orgId: string,
  userId: string | null,
  id: string,
  version: number,
  v: VisitValues,
): Promise<boolean> {
  const res = await db
    .withTables<VisitTables>()
    .updateTable('visits')
    .set({ ...visitColumns(v), version: sql`version + 1`, updated_at: sql`now()`, updated_by: userId })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Bumps a visit's version after a change to its payments, samples or status, so a stale edit is refused. */
export async function touchVisit(db: Executor, orgId: string, id: string, userId: string | null, extra: VisitTouch = {}): Promise<void> {
  await db
    .withTables<VisitTables>()
    .updateTable('visits')
    .set({ version: sql`version + 1`, updated_at: sql`now()`, updated_by: userId, ...extra })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** A visit as stored: its values (the schedule read back as a time) with its code, state and money received. */
export interface StoredVisit extends Omit<VisitValues, 'scheduledAt'> {
  id: string;
  code: string;
  status: string;
  version: number;
  scheduledAt: Date | null;
  paid: number;
  refunded: number;
  due: number;
  lastSampleNumber: number;
}

/** A visit the member may see, locked for the rest of the transaction (every change to a visit starts here). */
export async function lockVisit(db: Executor, orgId: string, who: NodeScoped, id: string): Promise<StoredVisit | undefined> {
  const { rows } = await sql<StoredVisit>`select id, code, status, version, patient_id as "patientId", referrer_id as "referrerId",
      price_list_id as "priceListId", node_id as "nodeId", collection_type as "collectionType", home_address as "homeAddress",
      home_phone as "homePhone", scheduled_at as "scheduledAt", trimester_code as "trimesterCode", clinical_notes as "clinicalNotes",
      gross, discount_type as "discountType", discount_value as "discountValue", discount_amount as "discountAmount",
      discount_reason_id as "discountReasonId", net, paid, refunded, due, last_sample_number as "lastSampleNumber"
    from visits where org_id = ${orgId} and id = ${id} and ${nodeScope(who, 'visits.node_id')} for update`.execute(db);
  return rows[0];
}

/** Whether the member may see the visit (node scoping), without locking it. */
export async function visitVisible(db: Executor, orgId: string, who: NodeScoped, id: string): Promise<boolean> {
  const { rows } = await sql`select 1 from visits where org_id = ${orgId} and id = ${id} and ${nodeScope(who, 'visits.node_id')}`.execute(
    db,
  );
  return rows.length > 0;
}

export interface ItemRow {
  kind: 'analyte' | 'group';
  id: string;
  code: string;
  name: string;
  price: number;
}

/** The ordered items, in order; answers their row ids in the same order. */
export async function insertItems(db: Executor, orgId: string, visitId: string, items: ItemRow[]): Promise<string[]> {
  const rows = await db
    .withTables<VisitTables>()
    .insertInto('visit_items')
    .values(
      items.map((it, i) => ({
        org_id: orgId,
        visit_id: visitId,
        position: i + 1,
        code: it.code,
        name: it.name,
        price: it.price,
        analyte_id: it.kind === 'analyte' ? it.id : null,
        item_group_id: it.kind === 'group' ? it.id : null,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  return rows.sort((a, b) => (a.position as number) - (b.position as number)).map((r) => r.id as string);
}

/** A visit's items with their results and samples gone, before the order is written anew. */
export async function deleteOrder(db: Executor, orgId: string, visitId: string): Promise<void> {
  await sql`delete from results where org_id = ${orgId} and visit_id = ${visitId}`.execute(db);
  await sql`delete from samples where org_id = ${orgId} and visit_id = ${visitId}`.execute(db);
  await sql`delete from visit_items where org_id = ${orgId} and visit_id = ${visitId}`.execute(db);
}

export async function insertPayment(
  db: Executor,
  orgId: string,
  visitId: string,
  userId: string | null,
  p: { kind: 'payment' | 'refund'; modeId: string; amount: number; reference: string | null; reason: string | null },
): Promise<string> {
  const row = await db
    .withTables<VisitTables>()
    .insertInto('visit_payments')
    .values({
      org_id: orgId,
      visit_id: visitId,
      kind: p.kind,
      mode_id: p.modeId,
      amount: p.amount,
      reference: p.reference,
      reason: p.reason,
      received_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update visits set paid = paid + ${p.kind === 'payment' ? p.amount : 0}, refunded = refunded + ${p.kind === 'refund' ? p.amount : 0}
    where org_id = ${orgId} and id = ${visitId}`.execute(db);
  return row.id as string;
}

export interface PaymentMode {
  id: string;
  name: string;
  requiresReference: boolean;
  isActive: boolean;
}

export async function paymentModes(db: Executor, orgId: string, ids: string[]): Promise<Map<string, PaymentMode>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<PaymentMode>`select id, name, coalesce(requires_reference, false) as "requiresReference",
    is_active is not false as "isActive" from m_payment_modes where org_id = ${orgId} and id = any(${sql.val(ids)}::uuid[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function discountReason(db: Executor, orgId: string, id: string) {
  const { rows } = await sql<{
    id: string;
    name: string;
    maxPercent: number;
    isActive: boolean;
  }>`select id, name, max_percent as "maxPercent",
    is_active is not false as "isActive" from m_reasonfor_discount where org_id = ${orgId} and id = ${id}`.execute(db);
  return rows[0];
}

/** The records a visit points at, read in one query to check them (null where the id is unknown or not given). */
export async function visitReferences(
  db: Executor,
  orgId: string,
  ids: { patientId: string; referrerId: string | null; nodeId: string | null; priceListId: string | null; trimesterCode: string | null },
) {
  const { rows } = await sql<{
    patient: { id: string; address: string | null; phone: string | null } | null;
    referrer: { id: string; isActive: boolean; priceListId: string | null } | null;
    node: { id: string; isActive: boolean } | null;
    priceList: { id: string; isActive: boolean } | null;
    defaultList: string | null;
    trimester: boolean;
  }>`select
      (select json_build_object('id', p.id, 'address', p.address, 'phone', ${patientPhone('p')}) from patients p where p.org_id = ${orgId} and p.id = ${ids.patientId}) as patient,
      (select json_build_object('id', r.id, 'isActive', r.is_active is not false, 'priceListId', r.price_list_id) from referrers r where r.org_id = ${orgId} and r.id = ${ids.referrerId}) as referrer,
      (select json_build_object('id', n.id, 'isActive', n.is_active) from nodes n where n.org_id = ${orgId} and n.id = ${ids.nodeId}) as node,
      (select json_build_object('id', l.id, 'isActive', l.is_active is not false) from price_lists l where l.org_id = ${orgId} and l.id = ${ids.priceListId}) as "priceList",
      (select l.id from price_lists l where l.org_id = ${orgId} and l.is_default) as "defaultList",
      exists (select 1 from m_trimester_category t where t.org_id = ${orgId} and t.code = ${ids.trimesterCode}) as trimester`.execute(db);
  return rows[0];
}

/** A row about a visit, with its patient as JSON (the patient's age is added by the caller). */
export type VisitPatientRow = Record<string, unknown> & {
  visitId?: string;
  visitedAt: Date;
  patient: Record<string, unknown> & { dateOfBirth: string | null };
};

/** What the history keeps of a record before and after a change (audit_log.before/after). */
export type AuditValues = Record<string, unknown> & {
  code?: string;
  items?: { code: string }[];
  amount?: number;
  reason?: string;
  barcode?: string;
  replacesId?: string | null;
  rejectReason?: string;
  value?: string | null;
  flag?: string | null;
  version?: number;
  summary?: unknown;
};

export interface HistoryRow {
  at: Date;
  user: { id: string; name: string } | null;
  action: string;
  resource: string;
  recordId: string;
  after: AuditValues | null;
  before: AuditValues | null;
  analyteCode: string | null;
}

/** What a visit record shows beyond its own columns: patient, referrer, list, centre, creator, discount reason. */
export async function visitHeads(db: Executor, orgId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql<
    VisitPatientRow & { paid: number; refunded: number; due: number }
  >`select v.id, v.version, v.code, v.status, v.visited_at as "visitedAt", v.created_at as "createdAt",
      v.updated_at as "updatedAt", ${userName('cu')} as "createdBy", v.patient_id as "patientId",
      json_build_object('id', p.id, 'code', p.code, 'fullName', ${patientFullName('p', 'px')}, 'gender', g.name, 'genderCode', g.code,
        'dateOfBirth', p.date_of_birth, 'phone', ${patientPhone('p')}, 'email', p.email) as patient,
      v.referrer_id as "referrerId", case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end as referrer,
      v.price_list_id as "priceListId", case when l.id is null then null else json_build_object('id', l.id, 'name', l.name) end as "priceList",
      v.node_id as "nodeId", case when n.id is null then null else json_build_object('id', n.id, 'code', n.code, 'name', n.name) end as node,
      v.collection_type as "collectionType", v.home_address as "homeAddress", v.home_phone as "homePhone", v.scheduled_at as "scheduledAt",
      v.trimester_code as "trimesterCode", v.clinical_notes as "clinicalNotes", v.gross,
      case when v.discount_type is null then null else json_build_object('type', v.discount_type, 'value', v.discount_value,
        'amount', v.discount_amount, 'reasonId', v.discount_reason_id, 'reason', d.name) end as discount,
      v.net, v.paid, v.refunded, v.due, v.verified_at as "verifiedAt", v.reported_at as "reportedAt", v.cancelled_at as "cancelledAt",
      v.cancel_reason as "cancelReason", v.public_hash as "publicHash"
    from visits v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    left join referrers r on r.org_id = v.org_id and r.id = v.referrer_id
    left join price_lists l on l.org_id = v.org_id and l.id = v.price_list_id
    left join nodes n on n.org_id = v.org_id and n.id = v.node_id
    left join m_reasonfor_discount d on d.org_id = v.org_id and d.id = v.discount_reason_id
    left join users cu on cu.id = v.created_by
    where v.org_id = ${orgId} and v.id = any(${sql.val(ids)}::uuid[])`.execute(db);
  return rows;
}

export async function visitItems(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<VisitItem>`select id, case when analyte_id is null then 'group' else 'analyte' end as kind,
      coalesce(analyte_id, item_group_id) as "productId", code, name, price
    from visit_items where org_id = ${orgId} and visit_id = ${visitId} order by position`.execute(db);
  return rows;
}

export async function visitPayments(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<
    Record<string, unknown>
  >`select vp.id, vp.kind, vp.mode_id as "modeId", m.name as mode, vp.amount, vp.reference,
      vp.reason, vp.received_at as "receivedAt", ${userName('u')} as "receivedBy"
    from visit_payments vp join m_payment_modes m on m.org_id = vp.org_id and m.id = vp.mode_id
    left join users u on u.id = vp.received_by
    where vp.org_id = ${orgId} and vp.visit_id = ${visitId} order by vp.received_at, vp.id`.execute(db);
  return rows;
}

export async function resultSummary(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<{
    total: number;
    pending: number;
    entered: number;
    verified: number;
    critical: number;
  }>`select count(*)::int as total,
      count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'entered')::int as entered,
      count(*) filter (where status = 'verified')::int as verified, count(*) filter (where is_critical)::int as critical
    from results where org_id = ${orgId} and visit_id = ${visitId}`.execute(db);
  return rows[0];
}

export async function reportVersions(db: Executor, orgId: string, visitId: string) {
  const { rows } = await sql<
    Record<string, unknown>
  >`select rv.version, rv.created_at as "createdAt", ${userName('u')} as "createdBy", rv.reason
    from report_versions rv left join users u on u.id = rv.created_by
    where rv.org_id = ${orgId} and rv.visit_id = ${visitId} order by rv.version`.execute(db);
  return rows;
}

/** The audit entries of a visit and of its payments, samples and results, newest first. */
export async function visitHistory(db: Executor, orgId: string, visitId: string) {
  const { rows } =
    await sql<HistoryRow>`select a.at, ${userName('u')} as "user", a.action, a.resource, a.record_id as "recordId", a.after, a.before,
      (select an.code from results r join analytes an on an.org_id = r.org_id and an.id = r.analyte_id
        where a.resource = 'result' and r.org_id = a.org_id and r.id::text = a.record_id) as "analyteCode"
    from audit_log a left join users u on u.id = a.user_id
    where a.org_id = ${orgId} and (
      (a.resource in ('visit', 'report') and a.record_id = ${visitId})
      or (a.resource = 'sample' and a.record_id = any(select id::text from samples where org_id = ${orgId} and visit_id = ${visitId}))
      or (a.resource = 'result' and a.record_id = any(select id::text from results where org_id = ${orgId} and visit_id = ${visitId})))
    order by a.at desc, a.id desc limit 1000`.execute(db);
  return rows;
}
