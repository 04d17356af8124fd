import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { nodeScope, type NodeScoped } from './node-scope.ts';
import { patientFullName, patientPhone } from './visit-repository.ts';

/** The visit list: its filter, sorts, search and one page with the filter's total. */
export interface VisitListFilter {
  q?: string;
  from?: string;
  /** exclusive upper bound */
  until?: string;
  status?: string[];
  referrerId?: string[];
  nodeId?: string[];
  patientId?: string[];
  collectionType?: string[];
  hasDue?: boolean;
  id?: string[];
}

export const VISIT_SORTS = { visitedAt: 'v.visited_at', code: 'v.code', net: 'v.net', due: 'v.due', status: 'v.status' } as const;

export interface VisitPage {
  filter: VisitListFilter;
  sort: { column: keyof typeof VISIT_SORTS; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * What `q` matches: a visit code (a whole one through the unique index), or the visit's patient by code,
 * a part of the name or of the phone — patients found first through their trigram indexes, then their
 * visits through the patient index, so no search reads every visit.
 */
function searchSql(orgId: string, q: string): RawBuilder<unknown> {
  const text = q.trim().toLowerCase();
  const like = `%${escapeLike(text)}%`;
  const code = /^v-\d{4}-\d{6,}$/i.test(text) ? sql`v.code = ${text.toUpperCase()}` : sql`lower(v.code) like ${`${escapeLike(text)}%`}`;
  const patient = [sql`p2.search_name like ${like}`, sql`lower(p2.code) = ${text}`];
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{3,15}$/.test(digits)) patient.push(sql`p2.phone_digits like ${`%${digits.length > 10 ? digits.slice(-10) : digits}%`}`);
  return sql`(${code} or v.patient_id in (select p2.id from patients p2 where p2.org_id = ${orgId} and (${sql.join(patient, sql` or `)})))`;
}

function listWhere(orgId: string, who: NodeScoped, f: VisitListFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`v.org_id = ${orgId}`, nodeScope(who, 'v.node_id')];
  const anyOf = (column: string, values: string[] | undefined, cast = 'uuid') => {
    if (values) parts.push(values.length ? sql`${sql.ref(column)} = any(${sql.val(values)}::${sql.raw(cast)}[])` : sql`false`);
  };
  anyOf('v.status', f.status, 'text');
  anyOf('v.referrer_id', f.referrerId);
  anyOf('v.node_id', f.nodeId);
  anyOf('v.patient_id', f.patientId);
  anyOf('v.collection_type', f.collectionType, 'text');
  anyOf('v.id', f.id);
  if (f.from) parts.push(sql`v.visited_at >= ${f.from}::timestamptz`);
  if (f.until) parts.push(sql`v.visited_at < ${f.until}::timestamptz`);
  if (f.hasDue === true) parts.push(sql`v.due > 0`);
  if (f.hasDue === false) parts.push(sql`v.due <= 0`);
  if (f.q?.trim()) parts.push(searchSql(orgId, f.q));
  return sql.join(parts, sql` and `);
}

/** One page of visits and the total of the filter: two queries. */
export async function listVisits(
  db: Db,
  orgId: string,
  who: NodeScoped,
  page: VisitPage,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = listWhere(orgId, who, page.filter);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from visits v where ${where}`.execute(db);
  const total = counted[0].n;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const dir = sql.raw(page.sort.order);
  const { rows } = await sql<Record<string, unknown>>`select v.id, v.code, v.status, v.visited_at as "visitedAt",
      json_build_object('id', p.id, 'code', p.code, 'fullName', ${patientFullName('p', 'px')}, 'phone', ${patientPhone('p')}) as patient,
      case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end as referrer,
      case when n.id is null then null else json_build_object('id', n.id, 'code', n.code, 'name', n.name) end as node,
      v.collection_type as "collectionType", v.net, v.paid, v.due,
      (select count(*) from visit_items i where i.org_id = v.org_id and i.visit_id = v.id)::int as "itemCount",
      (select count(*) from results x where x.org_id = v.org_id and x.visit_id = v.id and x.is_critical)::int as critical
    from visits v
    join patients p on p.org_id = v.org_id and p.id = v.patient_id
    left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
    left join referrers r on r.org_id = v.org_id and r.id = v.referrer_id
    left join nodes n on n.org_id = v.org_id and n.id = v.node_id
    where ${where}
    order by ${sql.raw(VISIT_SORTS[page.sort.column])} ${dir}, v.id ${dir}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows, total };
}
