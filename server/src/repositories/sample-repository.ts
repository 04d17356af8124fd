import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { VisitTables } from '../db/visit-tables.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import { patientFullName, patientPhone, type VisitPatientRow } from './visit-repository.ts';

type Executor = Db;

export interface NewSample {
  barcode: string;
  containerId: string | null;
  specimenId: string | null;
  replacesId?: string | null;
}

/** Writes samples of a visit; answers their ids in the order given. */
export async function insertSamples(
  db: Executor,
  orgId: string,
  visitId: string,
  nodeId: string | null,
  samples: NewSample[],
): Promise<string[]> {
  if (samples.length === 0) return [];
  const rows = await db
    .withTables<VisitTables>()
    .insertInto('samples')
    .values(
      samples.map((s) => ({
        org_id: orgId,
        visit_id: visitId,
        node_id: nodeId,
        barcode: s.barcode,
        container_id: s.containerId,
        specimen_id: s.specimenId,
        replaces_id: s.replacesId ?? null,
      })),
    )
    .returning(['id', 'barcode'])
    .execute();
  const byBarcode = new Map(rows.map((r) => [r.barcode as string, r.id as string]));
  return samples.map((s) => byBarcode.get(s.barcode)!);
}

export interface NewResult {
  sampleId: string | null;
  visitItemId: string;
  analyteId: string;
  departmentId: string | null;
  position: number;
  unit: string | null;
}

export async function insertResults(db: Executor, orgId: string, visitId: string, results: NewResult[]): Promise<void> {
  if (results.length === 0) return;
  await db
    .withTables<VisitTables>()
    .insertInto('results')
    .values(
      results.map((r) => ({
        org_id: orgId,
        visit_id: visitId,
        sample_id: r.sampleId,
        visit_item_id: r.visitItemId,
        analyte_id: r.analyteId,
        department_id: r.departmentId,
        position: r.position,
        unit: r.unit,
      })),
    )
    .execute();
}

/** Takes a visit's last sample number forward by `count`; answers the first new number. */
export async function takeSampleNumbers(db: Executor, orgId: string, visitId: string, count: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`update visits set last_sample_number = last_sample_number + ${count}
    where org_id = ${orgId} and id = ${visitId} returning last_sample_number as n`.execute(db);
  return rows[0].n - count + 1;
}

/** Who did a step of a sample ({ id, name }, or null), looked up by key: fewer joins to plan than a users join per step. */
const stepUser = (column: string) => sql`(select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name))
  from users u where u.id = ${sql.ref(column)})`;

/** The shipment a sample travels in (packed, handed_over, in_transit) or null: the sample shows "in transit" meanwhile. */
const TRANSPORT = sql`(select json_build_object('id', sh.id, 'code', sh.code, 'state', sh.state) from shipment_items si
    join shipments sh on sh.org_id = si.org_id and sh.id = si.shipment_id
    where si.org_id = s.org_id and si.sample_id = s.id and si.open and sh.state in ('packed', 'handed_over', 'in_transit'))`;

/**
 * The columns of a sample record, over `samples s` joined as in SAMPLE_FROM: container, specimen, the
 * analytes its results hold (each looked up by its key), and who did each step.
 */
const SAMPLE_COLUMNS = sql`s.id, s.visit_id as "visitId", v.code as "visitCode", s.barcode, s.status,
      case when c.id is null then null else json_build_object('id', c.id, 'name', c.name, 'capColour', c.cap_colour) end as container,
      case when sp.id is null then null else json_build_object('id', sp.id, 'name', sp.name) end as specimen,
      coalesce((select json_agg((select json_build_object('id', a.id, 'code', a.code, 'name', a.name) from analytes a
          where a.org_id = r.org_id and a.id = r.analyte_id) order by r.position)
        from results r where r.org_id = s.org_id and r.sample_id = s.id), '[]') as analytes,
      s.collected_at as "collectedAt", ${stepUser('s.collected_by')} as "collectedBy", s.submitted_at as "submittedAt", ${stepUser('s.submitted_by')} as "submittedBy",
      s.received_at as "receivedAt", ${stepUser('s.received_by')} as "receivedBy", s.rejected_at as "rejectedAt", ${stepUser('s.rejected_by')} as "rejectedBy",
      s.reject_reason as "rejectReason", s.replaces_id as "replacesId", s.version, ${TRANSPORT} as transport`;

/** Samples with what a record shows of them; `v` is their visit, joined here or (SAMPLE_OF_VISIT) the caller's. */
const SAMPLE_OF_VISIT = sql`from samples s
    left join m_container c on c.org_id = s.org_id and c.id = s.container_id
    left join m_specimen sp on sp.org_id = s.org_id and sp.id = s.specimen_id`;

const SAMPLE_FROM = sql`${SAMPLE_OF_VISIT}
    join visits v on v.org_id = s.org_id and v.id = s.visit_id`;

/** Samples in draw order (per visit). */
const SAMPLE_ORDER = sql`order by s.visit_id, c.draw_order nulls last, s.barcode`;

const SAMPLE_TIMES = ['collectedAt', 'submittedAt', 'receivedAt', 'rejectedAt'];

/** A visit of the phlebotomy queue with its samples (as sample records). */
type QueueVisitRow = VisitPatientRow & { samples: Record<string, unknown>[] };

/** Sample records read back from JSON carry their times as instants again, like rows read directly. */
function sampleFromJson(s: Record<string, unknown>): Record<string, unknown> {
  for (const k of SAMPLE_TIMES) if (typeof s[k] === 'string') s[k] = new Date(s[k]);
  return s;
}

/** Sample records (with the analytes their results hold) of some visits or some samples, in draw order. */
export async function sampleRecords(
  db: Executor,
  orgId: string,
  by: { visitIds?: string[]; ids?: string[] },
): Promise<Record<string, unknown>[]> {
  const where = by.ids ? sql`s.id = any(${sql.val(by.ids)}::uuid[])` : sql`s.visit_id = any(${sql.val(by.visitIds ?? [])}::uuid[])`;
  const { rows } = await sql<Record<string, unknown>>`select ${SAMPLE_COLUMNS} ${SAMPLE_FROM}
    where s.org_id = ${orgId} and ${where}
    ${SAMPLE_ORDER}`.execute(db);
  return rows;
}

export interface StoredSample {
  id: string;
  visitId: string;
  visitCode: string;
  visitStatus: string;
  barcode: string;
  status: 'pending' | 'collected' | 'submitted' | 'received' | 'rejected';
  containerId: string | null;
  specimenId: string | null;
  nodeId: string | null;
  version: number;
}

/** A sample of a visit the member may see, locked together with its visit (visit first, as every visit change does). */
export async function lockSample(db: Executor, orgId: string, who: NodeScoped, id: string): Promise<StoredSample | undefined> {
  const { rows: visits } = await sql<{ id: string }>`select v.id from samples s join visits v on v.org_id = s.org_id and v.id = s.visit_id
    where s.org_id = ${orgId} and s.id = ${id} and ${nodeScope(who, 'v.node_id')}`.execute(db);
  if (!visits[0]) return undefined;
  await sql`select 1 from visits where org_id = ${orgId} and id = ${visits[0].id} for update`.execute(db);
  const { rows } =
    await sql<StoredSample>`select s.id, s.visit_id as "visitId", v.code as "visitCode", v.status as "visitStatus", s.barcode,
      s.status, s.container_id as "containerId", s.specimen_id as "specimenId", s.node_id as "nodeId", s.version
    from samples s join visits v on v.org_id = s.org_id and v.id = s.visit_id
    where s.org_id = ${orgId} and s.id = ${id} for update of s`.execute(db);
  return rows[0];
}

const STAMPS = {
  collected: ['collected_at', 'collected_by'],
  submitted: ['submitted_at', 'submitted_by'],
  received: ['received_at', 'received_by'],
  rejected: ['rejected_at', 'rejected_by'],
} as const;

/** Moves a sample to a status, stamping when and who. */
export async function setSampleStatus(
  db: Executor,
  orgId: string,
  id: string,
  status: keyof typeof STAMPS,
  userId: string | null,
  at: string | null = null,
  rejectReason: string | null = null,
): Promise<void> {
  const [atColumn, byColumn] = STAMPS[status];
  await sql`update samples set status = ${status}, ${sql.ref(atColumn)} = coalesce(${at}::timestamptz, now()), ${sql.ref(byColumn)} = ${userId},
    reject_reason = coalesce(${rejectReason}, reject_reason), version = version + 1
    where org_id = ${orgId} and id = ${id}`.execute(db);
}

/** How many of a sample's results are verified (a sample with verified results cannot be rejected). */
export async function verifiedResultCount(db: Executor, orgId: string, sampleId: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from results where org_id = ${orgId} and sample_id = ${sampleId} and status = 'verified'`.execute(db);
  return rows[0].n;
}

/**
 * A rejected sample's results go to its replacement, and what was entered from the rejected sample is
 * cleared: a value measured on a sample the laboratory refused must not reach a report.
 */
export async function moveResultsToReplacement(db: Executor, orgId: string, fromId: string, toId: string): Promise<void> {
  await sql`update results set sample_id = ${toId}, status = 'pending', value = null, numeric_value = null, flag = null,
      is_critical = false, entered_at = null, entered_by = null, version = version + case when status = 'pending' then 0 else 1 end
    where org_id = ${orgId} and sample_id = ${fromId} and status <> 'verified'`.execute(db);
}

export interface QueueFilter {
  nodeId?: string;
  collectionType?: string;
  departmentId?: string;
  q?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

function queueSearch(q: string | undefined): RawBuilder<unknown> {
  const text = q?.trim().toLowerCase();
  if (!text) return sql`true`;
  const like = `%${escapeLike(text)}%`;
  return sql`(lower(v.code) like ${like} or lower(p.code) like ${like} or p.search_name like ${like} or p.phone_digits like ${like}
    or exists (select 1 from samples b where b.org_id = v.org_id and b.visit_id = v.id and b.barcode like ${like}))`;
}

/**
 * Visits whose samples may still wait for the phlebotomist. A sample still to collect or submit holds a
 * result that cannot have a value yet (values need the laboratory to hold the sample), so its visit is
 * never verified or reported, and a cancelled visit is out of the queue: the partial index
 * visits_queue_idx holds exactly these visits, in queue order, so reported visits are never read.
 */
const QUEUE_VISIT = sql`v.status not in ('cancelled', 'verified', 'reported')`;

/**
 * The phlebotomy queue: visits (not cancelled) with a sample to collect or to submit, oldest first. Two
 * queries: the total, and the page of visits with patient, centre and samples (as sample records).
 */
export async function pendingVisitPage(db: Executor, orgId: string, who: NodeScoped, f: QueueFilter, offset: number, limit: number) {
  const search = f.q?.trim();
  const where = sql`v.org_id = ${orgId} and ${QUEUE_VISIT} and ${nodeScope(who, 'v.node_id')}
    and exists (select 1 from samples s where s.org_id = v.org_id and s.visit_id = v.id and s.status in ('pending', 'collected'))
    ${f.nodeId ? sql`and v.node_id = ${f.nodeId}` : sql``}
    ${f.collectionType ? sql`and v.collection_type = ${f.collectionType}` : sql``}
    ${search ? sql`and ${queueSearch(search)}` : sql``}`;
  const from = search ? sql`from visits v join patients p on p.org_id = v.org_id and p.id = v.patient_id` : sql`from visits v`;
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n ${from} where ${where}`.execute(db);
  const total = counted[0].n;
  if (total === 0 || offset >= total) return { rows: [] as QueueVisitRow[], total };
  const { rows } = await sql<QueueVisitRow>`with page as (
      select v.id, v.visited_at ${from} where ${where} order by v.visited_at, v.id limit ${limit} offset ${offset}
    )
    select ${SUMMARY_COLUMNS},
      (select coalesce(json_agg(x), '[]') from (select ${SAMPLE_COLUMNS} ${SAMPLE_OF_VISIT}
        where s.org_id = v.org_id and s.visit_id = v.id ${SAMPLE_ORDER}) x) as samples
    from page join visits v on v.org_id = ${orgId} and v.id = page.id ${SUMMARY_JOINS}
    order by page.visited_at, page.id`.execute(db);
  for (const r of rows) r.samples.forEach(sampleFromJson);
  return { rows, total };
}

/** What the queue and the laboratory lists show of a visit `v`: patient (age on the visit day is computed by the caller), centre. */
const SUMMARY_COLUMNS = sql`v.id as "visitId", v.code as "visitCode", v.visited_at as "visitedAt", v.status,
      v.collection_type as "collectionType", v.home_address as "homeAddress", v.home_phone as "homePhone", v.scheduled_at as "scheduledAt",
      case when n.id is null then null else json_build_object('id', n.id, 'code', n.code, 'name', n.name) end as node,
      json_build_object('id', p.id, 'code', p.code, 'fullName', ${patientFullName('p', 'px')}, 'gender', g.name,
        'dateOfBirth', p.date_of_birth, 'phone', ${patientPhone('p')}) as patient,
      v.clinical_notes as "clinicalNotes"`;

const SUMMARY_JOINS = sql`join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
    left join m_gender g on g.org_id = p.org_id and g.id = p.gender_id
    left join nodes n on n.org_id = v.org_id and n.id = v.node_id`;

export async function visitSummaries(db: Executor, orgId: string, ids: string[]): Promise<VisitPatientRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<VisitPatientRow>`select ${SUMMARY_COLUMNS}
    from visits v ${SUMMARY_JOINS}
    where v.org_id = ${orgId} and v.id = any(${sql.val(ids)}::uuid[])`.execute(db);
  return rows;
}

/** Samples the laboratory holds (submitted or received) of visits not cancelled, oldest submission first. */
export async function inLabPage(db: Executor, orgId: string, who: NodeScoped, f: QueueFilter, offset: number, limit: number) {
  const where = sql`s.org_id = ${orgId} and s.status in ('submitted', 'received') and v.status <> 'cancelled' and ${nodeScope(who, 'v.node_id')}
    ${f.nodeId ? sql`and v.node_id = ${f.nodeId}` : sql``}
    ${f.departmentId ? sql`and exists (select 1 from results r where r.org_id = s.org_id and r.sample_id = s.id and r.department_id = ${f.departmentId})` : sql``}
    and ${queueSearch(f.q)}`;
  const from = sql`from samples s join visits v on v.org_id = s.org_id and v.id = s.visit_id join patients p on p.org_id = v.org_id and p.id = v.patient_id`;
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n ${from} where ${where}`.execute(db);
  const total = counted[0].n;
  if (total === 0 || offset >= total) return { rows: [] as { id: string; visitId: string }[], total };
  const { rows } = await sql<{ id: string; visitId: string }>`select s.id, s.visit_id as "visitId" ${from} where ${where}
    order by s.submitted_at, s.id limit ${limit} offset ${offset}`.execute(db);
  return { rows, total };
}

/** Results of some samples by status. */
export async function resultCounts(db: Executor, orgId: string, sampleIds: string[]) {
  if (sampleIds.length === 0) return new Map<string, { total: number; pending: number; entered: number; verified: number }>();
  const { rows } = await sql<{ id: string; total: number; pending: number; entered: number; verified: number }>`select sample_id as id,
      count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'entered')::int as entered, count(*) filter (where status = 'verified')::int as verified
    from results where org_id = ${orgId} and sample_id = any(${sql.val(sampleIds)}::uuid[]) group by sample_id`.execute(db);
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** Whether a visit has a sample that left the pending state (then its order can no longer change). */
export async function anySampleCollected(db: Executor, orgId: string, visitId: string): Promise<boolean> {
  const { rows } =
    await sql`select 1 from samples where org_id = ${orgId} and visit_id = ${visitId} and status <> 'pending' limit 1`.execute(db);
  return rows.length > 0;
}

/** A visit moved to another centre takes its samples still to be drawn or in transit with it. */
export async function setSamplesNode(db: Executor, orgId: string, visitId: string, nodeId: string | null): Promise<void> {
  await sql`update samples set node_id = ${nodeId} where org_id = ${orgId} and visit_id = ${visitId} and status <> 'rejected'`.execute(db);
}
