import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Condition, ListQuery } from '../schema/list-query.ts';
import type { ReferenceSource } from '../schema/registry.ts';
import { storedFields, type FieldDef, type ResourceDef } from '../schema/types.ts';

export type Row = Record<string, unknown> & { id: string; version: number };
type Executor = Db;

const q = (ident: string) => `"${ident}"`;

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => '\\' + c);
}

function conditionSql(c: Condition): RawBuilder<unknown> {
  if (c.kind === 'search') {
    return sql.join(
      c.words.map((w) => sql`search_text like ${'%' + escapeLike(w) + '%'}`),
      sql` and `,
    );
  }
  const col = sql.raw(q(c.column));
  if (c.kind === 'cmp') return sql`${col} ${sql.raw(c.op)} ${c.value}`;
  const parts: RawBuilder<unknown>[] = [];
  if (c.values.length === 1) parts.push(sql`${col} = ${c.values[0]}`);
  if (c.values.length > 1) parts.push(sql`${col} in (${sql.join(c.values)})`);
  if (c.includesNull) parts.push(sql`${col} is null`);
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** All SQL of one schema-driven resource. Every statement is scoped by the organisation. */
export class ResourceRepository {
  private readonly table: RawBuilder<unknown>;
  private readonly columns: RawBuilder<unknown>;
  private readonly returning: RawBuilder<unknown>;
  private readonly stored: FieldDef[];

  constructor(readonly def: ResourceDef) {
    this.table = sql.raw(q(def.table));
    this.stored = storedFields(def);
    const cols = [
      'id',
      'version',
      'created_at as "createdAt"',
      'updated_at as "updatedAt"',
      ...this.stored.map((f) => `${q(f.column)} as ${q(f.name)}`),
    ];
    this.columns = sql.raw(cols.join(', '));
    this.returning = sql.raw(`returning ${cols.join(', ')}`);
  }

  private where(orgId: string, conditions: Condition[]): RawBuilder<unknown> {
    return sql.join([sql`org_id = ${orgId}`, ...conditions.map(conditionSql)], sql` and `);
  }

  /**
   * One page and the total of its filter. Unfiltered, the total (the trigger-kept row_counts) comes with the page in
   * one statement; searched, it is counted beside the page (count(*) over (): one scan of the few matches instead
   * of two); filtered otherwise, it is counted first, since a filter may match most rows and the page reads 25.
   * An empty page beyond the end still answers the total.
   */
  async list(db: Executor, orgId: string, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const where = this.where(orgId, query.conditions);
    const sortCol = query.sort.textual ? `lower(${q(query.sort.column)})` : q(query.sort.column);
    // Postgres' default null placement, so one index serves both directions.
    const order = sql.raw(`${sortCol} ${query.sort.order}, id ${query.sort.order}`);
    const page = (total?: RawBuilder<unknown>) =>
      sql<Row & { __total: number | null }>`select ${this.columns}${total ? sql`, ${total} as "__total"` : sql``} from ${this.table}
        where ${where} order by ${order} limit ${query.limit} offset ${query.offset}`.execute(db);
    const withTotal = (rows: (Row & { __total: number | null })[]) => ({
      rows: rows.map(({ __total: _, ...row }) => row as Row),
      total: Number(rows[0].__total),
    });
    const searched = query.conditions.some((c) => c.kind === 'search');
    if (query.conditions.length === 0 || searched) {
      const total =
        query.conditions.length === 0
          ? sql`(select n from row_counts where table_name = ${this.def.table} and org_id = ${orgId})`
          : sql`count(*) over ()`;
      const { rows } = await page(total);
      if (rows.length) return withTotal(rows);
      return { rows: [], total: query.offset === 0 && searched ? 0 : await this.count(db, orgId, query.conditions, where) };
    }
    const total = await this.count(db, orgId, query.conditions, where);
    if (total === 0 || query.offset >= total) return { rows: [], total };
    const { rows } = await page();
    return { rows, total };
  }

  /** Unfiltered totals come from the trigger-kept row_counts; filtered ones are counted. */
  private async count(db: Executor, orgId: string, conditions: Condition[], where: RawBuilder<unknown>): Promise<number> {
    if (conditions.length === 0) {
      const { rows } = await sql<{
        n: number;
      }>`select n from row_counts where table_name = ${this.def.table} and org_id = ${orgId}`.execute(db);
      return rows[0]?.n ?? 0;
    }
    const { rows } = await sql<{ total: number }>`select count(*)::int as total from ${this.table} where ${where}`.execute(db);
    return rows[0].total;
  }

  async get(db: Executor, orgId: string, id: string): Promise<Row | undefined> {
    const { rows } = await sql<Row>`select ${this.columns} from ${this.table} where org_id = ${orgId} and id = ${id}`.execute(db);
    return rows[0];
  }

  /** The rows of some ids, in no particular order (ids of another organisation are not found). */
  async getMany(db: Executor, orgId: string, ids: string[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<Row>`select ${this.columns} from ${this.table} where org_id = ${orgId} and id in (${sql.join(ids)})`.execute(
      db,
    );
    return rows;
  }

  /** Every row of a small table (master data a rule checks against), at most `limit`. */
  async all(db: Executor, orgId: string, limit = 1000): Promise<Row[]> {
    const { rows } = await sql<Row>`select ${this.columns} from ${this.table} where org_id = ${orgId} order by id limit ${limit}`.execute(
      db,
    );
    return rows;
  }

  async insert(db: Executor, orgId: string, userId: string | null, values: Record<string, unknown>): Promise<Row> {
    const fields = this.stored.filter((f) => f.name in values);
    const names = sql.raw(['org_id', 'created_by', 'updated_by', ...fields.map((f) => q(f.column))].join(', '));
    const params = [orgId, userId, userId, ...fields.map((f) => toDb(values[f.name], f.type))];
    const { rows } = await sql<Row>`insert into ${this.table} (${names}) values (${sql.join(params)}) ${this.returning}`.execute(db);
    return rows[0];
  }

  /** Updates when the version matches; answers undefined when it does not (or the record is gone). */
  async update(
    db: Executor,
    orgId: string,
    userId: string | null,
    id: string,
    version: number,
    values: Record<string, unknown>,
  ): Promise<Row | undefined> {
    const sets = this.stored.filter((f) => f.name in values).map((f) => sql`${sql.raw(q(f.column))} = ${toDb(values[f.name], f.type)}`);
    const all = [...sets, sql`version = version + 1`, sql`updated_at = now()`, sql`updated_by = ${userId}`];
    const { rows } = await sql<Row>`update ${this.table} set ${sql.join(all)}
      where org_id = ${orgId} and id = ${id} and version = ${version} ${this.returning}`.execute(db);
    return rows[0];
  }

  async delete(db: Executor, orgId: string, id: string): Promise<Row | undefined> {
    const { rows } = await sql<Row>`delete from ${this.table} where org_id = ${orgId} and id = ${id} ${this.returning}`.execute(db);
    return rows[0];
  }

  /** Representation values of the active rows, for drop-downs. */
  async options(db: Executor, orgId: string, limit: number): Promise<{ id: string; name: string }[]> {
    const rep = this.def.fields.find((f) => f.name === this.def.recordRepresentation)!;
    const active = this.def.fields.some((f) => f.name === 'isActive') ? sql`and is_active is not false` : sql``;
    const { rows } = await sql<{ id: string; name: string }>`select id, ${sql.raw(q(rep.column))}::text as name from ${this.table}
      where org_id = ${orgId} ${active} order by lower(${sql.raw(q(rep.column))}::text), id limit ${limit}`.execute(db);
    return rows;
  }

  async idByRepresentation(db: Executor, orgId: string, value: string): Promise<string | undefined> {
    const rep = this.def.fields.find((f) => f.name === this.def.recordRepresentation)!;
    const { rows } = await sql<{
      id: string;
    }>`select id from ${this.table} where org_id = ${orgId} and ${sql.raw(q(rep.column))}::text = ${value}`.execute(db);
    return rows[0]?.id;
  }
}

export async function countReferences(db: Executor, orgId: string, id: string, sources: ReferenceSource[]) {
  const counts = await Promise.all(
    sources.map(async (s) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(q(s.table))}
      where org_id = ${orgId} and ${sql.raw(q(s.column))} = ${id}`.execute(db);
      return { ...s, count: rows[0].n };
    }),
  );
  return counts.filter((c) => c.count > 0);
}

function toDb(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  return type === 'json' ? JSON.stringify(value) : value;
}
