import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Condition, ListQuery } from '../schema/list-query.ts';

/** How a bespoke list's API names map to SQL (see services/admin-list.ts for the parsing side). */
export interface ListColumns {
  /** API name → SQL expression, for sort and for equality / range filters */
  columns: Record<string, RawBuilder<unknown>>;
  /** API name → SQL for an "any of these" filter that is not a column of the row (an employee's roleId) */
  filters?: Record<string, (values: unknown[], includesNull: boolean) => RawBuilder<unknown>>;
  /** the text `q` searches in */
  search: RawBuilder<unknown>;
  /** the tie-breaker that makes the order stable across pages */
  id: RawBuilder<unknown>;
}

export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => '\\' + c);

function conditionSql(c: Condition, cols: ListColumns): RawBuilder<unknown> {
  if (c.kind === 'search') {
    return sql.join(
      c.words.map((w) => sql`lower(${cols.search}) like ${'%' + escapeLike(w) + '%'}`),
      sql` and `,
    );
  }
  const custom = cols.filters?.[c.column];
  if (custom && c.kind === 'eq') return custom(c.values, c.includesNull);
  const col = cols.columns[c.column];
  if (c.kind === 'cmp') return sql`${col} ${sql.raw(c.op)} ${c.value}`;
  const parts: RawBuilder<unknown>[] = [];
  if (c.values.length) parts.push(sql`${col} in (${sql.join(c.values)})`);
  if (c.includesNull) parts.push(sql`${col} is null`);
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** `<scope> and <every condition>`: the scope is the organisation (and whatever else the caller fixes). */
export function whereSql(scope: RawBuilder<unknown>, conditions: Condition[], cols: ListColumns): RawBuilder<unknown> {
  return sql.join([scope, ...conditions.map((c) => conditionSql(c, cols))], sql` and `);
}

export function orderSql(query: ListQuery, cols: ListColumns): RawBuilder<unknown> {
  const col = cols.columns[query.sort.column];
  const expr = query.sort.textual ? sql`lower(${col})` : col;
  const dir = sql.raw(query.sort.order);
  return sql`${expr} ${dir}, ${cols.id} ${dir}`;
}

export const pageSql = (query: ListQuery) => sql`limit ${query.limit} offset ${query.offset}`;

/** A bespoke list's answer: one count, then the page (not read when it would be empty). */
export async function pagedRows<T>(
  db: Db,
  q: {
    from: RawBuilder<unknown>;
    select: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    query: ListQuery;
    cols: ListColumns;
    /** a narrower FROM that the count may use (no joins only the page's columns need) */
    countFrom?: RawBuilder<unknown>;
  },
): Promise<{ rows: T[]; total: number }> {
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${q.countFrom ?? q.from} where ${q.where}`.execute(db);
  const total = count[0].n;
  if (total === 0 || q.query.offset >= total) return { rows: [], total };
  const { rows } = await sql<T>`select ${q.select} from ${q.from} where ${q.where}
    order by ${orderSql(q.query, q.cols)} ${pageSql(q.query)}`.execute(db);
  return { rows, total };
}
