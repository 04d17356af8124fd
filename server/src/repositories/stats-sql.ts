import { sql, type RawBuilder } from 'kysely';
import { nodeScope, type NodeScoped } from './node-scope.ts';

/** Who asks and where: the organisation, the member's nodes, and one node when the screen picks it. */
export interface StatsScope {
  orgId: string;
  who: NodeScoped;
  nodeId?: string;
}

/** The visits a member may count: their organisation's, at their nodes, at the node asked for. */
export function visitScope(s: StatsScope, alias = 'v'): RawBuilder<unknown> {
  const parts = [sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId}`, nodeScope(s.who, `${alias}.node_id`)];
  if (s.nodeId) parts.push(sql`${sql.ref(`${alias}.node_id`)} = ${s.nodeId}`);
  return sql.join(parts, sql` and `);
}

/** An instant of a timestamptz column on the laboratory's clock (a timestamp without a zone). */
export const local = (column: string, tz: string) => sql`(${sql.ref(column)} at time zone ${tz})`;

/** `YYYY-MM-DD` of a local timestamp expression. */
export const dayText = (expr: RawBuilder<unknown>) => sql<string>`to_char(${expr}, 'YYYY-MM-DD')`;

/** A patient's name as the front desk says it: prefix, first and last name (p, px aliases). */
export const FULL_NAME = sql<string>`trim(concat_ws(' ', px.name, p.first_name, nullif(p.last_name, '')))`;

/** The joins FULL_NAME needs, for a patients row `p`. */
export const PREFIX_JOIN = sql`left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id`;

/** Money as a JavaScript number with two decimals. */
export const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** An instant as ISO 8601 (pg answers Date, PGlite too; a string passes through). */
export const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
