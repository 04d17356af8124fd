import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { FIELD_TYPES } from './field-types.ts';
import { storedFields, type FieldDef, type ResourceDef } from './types.ts';

export class SchemaDriftError extends Error {}

/** Postgres identifiers stop at 63 bytes: long names keep a readable prefix and a hash. */
export function constraintName(table: string, column: string, suffix: string): string {
  const name = `${table}_${column}_${suffix}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_${suffix}`.slice(0, 63);
}

const q = (ident: string) => `"${ident}"`;

export function searchExpression(def: ResourceDef): string | undefined {
  const cols = def.fields.filter((f) => f.searchable).map((f) => `coalesce(${q(f.column)}, '')`);
  return cols.length ? `lower(${cols.join(` || ' ' || `)})` : undefined;
}

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(typeof value === 'object' ? JSON.stringify(value) : value).replace(/'/g, "''")}'`;
}

function columnDdl(f: FieldDef, creating: boolean): string {
  const parts = [q(f.column), FIELD_TYPES[f.type].sql];
  if (f.default !== undefined) parts.push(`default ${literal(f.default)}`);
  if (creating && f.required) parts.push('not null');
  return parts.join(' ');
}

/** Expressions of the indexes and constraints a resource needs, keyed by name. */
function wantedIndexes(def: ResourceDef): Map<string, string> {
  const t = def.table;
  const indexes = new Map<string, string>();
  for (const f of storedFields(def)) {
    const col = FIELD_TYPES[f.type].textual ? `lower(${q(f.column)})` : q(f.column);
    if (f.unique) indexes.set(constraintName(t, f.column, 'uq'), `create unique index if not exists %I on ${q(t)} (org_id, ${col})`);
    if (f.type === 'reference')
      indexes.set(constraintName(t, f.column, 'idx'), `create index if not exists %I on ${q(t)} (org_id, ${q(f.column)})`);
  }
  const sortField = storedFields(def).find((f) => f.name === def.defaultSort.field);
  if (sortField) {
    const col = FIELD_TYPES[sortField.type].textual ? `lower(${q(sortField.column)})` : q(sortField.column);
    indexes.set(constraintName(t, sortField.column, 'sort'), `create index if not exists %I on ${q(t)} (org_id, ${col}, id)`);
  }
  indexes.set(constraintName(t, 'created_at', 'idx'), `create index if not exists %I on ${q(t)} (org_id, created_at, id)`);
  if (searchExpression(def)) {
    indexes.set(constraintName(t, 'search_text', 'trgm'), `create index if not exists %I on ${q(t)} using gin (search_text gin_trgm_ops)`);
  }
  return indexes;
}

/**
 * What the schema already has, read once from the catalogue (a query per table and check made a server's
 * start, and every test app's, cost seconds on PostgreSQL). Only ever used to skip work: what it does not list
 * is created.
 */
interface Existing {
  /** table → column → type name */
  columns: Map<string, Map<string, string>>;
  /** table → the comment on its search_text column (the expression's hash) */
  searchTags: Map<string, string | null>;
  /** tables with the counting triggers */
  counted: Set<string>;
  /** 'table.constraint' and index names */
  constraints: Set<string>;
  indexes: Set<string>;
}

async function existing(db: Db): Promise<Existing> {
  const ours = sql`(select oid from pg_namespace where nspname = current_schema())`;
  const [columns, triggers, constraints, indexes] = await Promise.all([
    sql<{ table: string; column: string; udt: string; comment: string | null }>`
      select c.relname as table, a.attname as column, t.typname as udt, col_description(c.oid, a.attnum) as comment
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
      where c.relnamespace = ${ours} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`.execute(db),
    sql<{ table: string }>`
      select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where c.relnamespace = ${ours} and g.tgname = 'count_inserted'`.execute(db),
    sql<{ table: string; name: string }>`
      select c.relname as table, k.conname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relnamespace = ${ours}`.execute(db),
    sql<{ name: string }>`select relname as name from pg_class where relnamespace = ${ours} and relkind = 'i'`.execute(db),
  ]);
  const out: Existing = {
    columns: new Map(),
    searchTags: new Map(),
    counted: new Set(triggers.rows.map((r) => r.table)),
    constraints: new Set(constraints.rows.map((r) => `${r.table}.${r.name}`)),
    indexes: new Set(indexes.rows.map((r) => r.name)),
  };
  for (const r of columns.rows) {
    if (!out.columns.has(r.table)) out.columns.set(r.table, new Map());
    out.columns.get(r.table)!.set(r.column, r.udt);
    if (r.column === 'search_text') out.searchTags.set(r.table, r.comment);
  }
  return out;
}

const UDT: Record<string, string> = {
  text: 'text',
  integer: 'int4',
  'double precision': 'float8',
  'numeric(14,2)': 'numeric',
  boolean: 'bool',
  date: 'date',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
  jsonb: 'jsonb',
};

async function reconcileSearchColumn(db: Db, def: ResourceDef, now: Existing): Promise<void> {
  const expr = searchExpression(def);
  const tag = expr ? createHash('sha1').update(expr).digest('hex') : undefined;
  const exists = now.searchTags.has(def.table);
  if (exists ? now.searchTags.get(def.table) === tag : !expr) return;
  // search_text is derived data: replacing it loses nothing.
  await sql.raw(`alter table ${q(def.table)} drop column if exists search_text`).execute(db);
  now.indexes.delete(constraintName(def.table, 'search_text', 'trgm')); // dropped with the column
  if (!expr) return;
  await sql.raw(`alter table ${q(def.table)} add column search_text text generated always as (${expr}) stored`).execute(db);
  await sql.raw(`comment on column ${q(def.table)}.search_text is ${literal(tag)}`).execute(db);
}

/** Counting triggers (migration 002); when first added to a table that has rows, its counts start from them. */
async function reconcileCountTriggers(db: Db, def: ResourceDef, now: Existing): Promise<void> {
  if (now.counted.has(def.table)) return;
  const t = q(def.table);
  await sql
    .raw(
      `create trigger count_inserted after insert on ${t} referencing new table as new_rows
    for each statement execute function labdesk_count_inserted()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger count_deleted after delete on ${t} referencing old table as old_rows
    for each statement execute function labdesk_count_deleted()`,
    )
    .execute(db);
  await sql`delete from row_counts where table_name = ${def.table}`.execute(db);
  await sql
    .raw(`insert into row_counts (table_name, org_id, n) select '${def.table}', org_id, count(*) from ${t} group by org_id`)
    .execute(db);
}

async function reconcileTable(db: Db, def: ResourceDef, now: Existing): Promise<void> {
  const t = q(def.table);
  const columns = now.columns.get(def.table) ?? new Map<string, string>();
  if (columns.size === 0) {
    await sql
      .raw(
        `create table ${t} (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid,
      updated_by uuid,
      ${storedFields(def)
        .map((f) => columnDdl(f, true))
        .join(',\n      ')},
      unique (org_id, id)
    )`,
      )
      .execute(db);
  } else {
    for (const f of storedFields(def)) {
      const actual = columns.get(f.column);
      const wanted = UDT[FIELD_TYPES[f.type].sql];
      if (actual === undefined) {
        await sql.raw(`alter table ${t} add column ${columnDdl(f, false)}`).execute(db);
      } else if (actual !== wanted) {
        throw new SchemaDriftError(
          `${def.file}: field '${f.name}' is ${f.type} but column ${def.table}.${f.column} is ${actual}; changing a column's type needs a written migration`,
        );
      }
    }
  }
  await reconcileSearchColumn(db, def, now);
  await reconcileCountTriggers(db, def, now);
  for (const [name, statement] of wantedIndexes(def)) {
    if (!now.indexes.has(name)) await sql.raw(statement.replace('%I', q(name))).execute(db);
  }
}

async function reconcileForeignKeys(db: Db, defs: ResourceDef[], now: Existing): Promise<void> {
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const def of defs) {
    for (const f of def.fields.filter((x) => x.type === 'reference')) {
      const target = byName.get(f.reference!)!;
      const name = constraintName(def.table, f.column, 'fk');
      if (now.constraints.has(`${def.table}.${name}`)) continue;
      // (org_id, ref) → (org_id, id): a row can only ever point at a row of its own organisation.
      await sql
        .raw(
          `alter table ${q(def.table)} add constraint ${q(name)}
        foreign key (org_id, ${q(f.column)}) references ${q(target.table)} (org_id, id) on delete restrict`,
        )
        .execute(db);
    }
  }
}

/**
 * Brings the database up to the resource files: new tables, new nullable columns, indexes, foreign keys.
 * Runs in one transaction under an advisory lock, so concurrent starts on one PostgreSQL do not race.
 */
export async function applyResourceSchema(db: Db, defs: ResourceDef[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7242011)`.execute(trx);
    const now = await existing(trx);
    for (const def of defs) await reconcileTable(trx, def, now);
    await reconcileForeignKeys(trx, defs, now);
  });
}
