import { sql } from 'kysely';
import type { CurrentTheme, HslAdjustments, SavedTheme, ThemeMode, ThemeStylesBody } from '../../../contract/theme.ts';

import type { Db } from '../db/database.ts';

type Executor = Db;

/** A member of an organisation: every query is scoped to both. */
export interface Member {
  orgId: string;
  userId: string;
}

export interface ThemeValues {
  name: string;
  styles: ThemeStylesBody;
  currentMode: ThemeMode;
  hslAdjustments: HslAdjustments;
}

const COLUMNS = sql`id, user_id as "userId", name, styles, current_mode as "currentMode", hsl_adjustments as "hslAdjustments",
  created_at as "createdAt", updated_at as "updatedAt", is_current as "isCurrent"`;

type Row = SavedTheme & { isCurrent: boolean; createdAt: Date | string; updatedAt: Date | string };

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const toTheme = ({ isCurrent: _current, ...row }: Row): SavedTheme => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** One page of a member's themes, the most recently changed first, and how many they have. */
export async function listThemes(db: Executor, m: Member, offset: number, limit: number): Promise<{ items: SavedTheme[]; total: number }> {
  const { rows } = await sql<Row & { total: number }>`select ${COLUMNS}, count(*) over ()::int as total from themes
    where org_id = ${m.orgId} and user_id = ${m.userId}
    order by updated_at desc, id limit ${limit} offset ${offset}`.execute(db);
  const total = rows[0]?.total ?? (offset > 0 ? await countThemes(db, m) : 0);
  return { items: rows.map(({ total: _t, ...row }) => toTheme(row)), total };
}

export async function countThemes(db: Executor, m: Member): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from themes where org_id = ${m.orgId} and user_id = ${m.userId}`.execute(db);
  return rows[0].n;
}

export async function findTheme(db: Executor, m: Member, id: string): Promise<SavedTheme | null> {
  const { rows } = await sql<Row>`select ${COLUMNS} from themes where org_id = ${m.orgId} and user_id = ${m.userId} and id = ${id}`.execute(
    db,
  );
  return rows[0] ? toTheme(rows[0]) : null;
}

export async function currentOwnTheme(db: Executor, m: Member): Promise<CurrentTheme | null> {
  const { rows } = await sql<Row>`select ${COLUMNS} from themes where org_id = ${m.orgId} and user_id = ${m.userId} and is_current`.execute(
    db,
  );
  const t = rows[0] ? toTheme(rows[0]) : null;
  return (
    t && {
      source: 'own',
      id: t.id,
      name: t.name,
      styles: t.styles,
      currentMode: t.currentMode,
      hslAdjustments: t.hslAdjustments,
      updatedAt: t.updatedAt,
    }
  );
}

/** Makes `id` (or, with null, none) the member's current theme: the old one is cleared first (one current per member). */
export async function setCurrent(db: Executor, m: Member, id: string | null): Promise<void> {
  await sql`update themes set is_current = false where org_id = ${m.orgId} and user_id = ${m.userId} and is_current`.execute(db);
  if (id) await sql`update themes set is_current = true where org_id = ${m.orgId} and user_id = ${m.userId} and id = ${id}`.execute(db);
}

export async function insertTheme(db: Executor, m: Member, v: ThemeValues): Promise<SavedTheme> {
  const { rows } = await sql<Row>`insert into themes (org_id, user_id, name, styles, current_mode, hsl_adjustments)
    values (${m.orgId}, ${m.userId}, ${v.name}, ${JSON.stringify(v.styles)}::jsonb, ${v.currentMode}, ${JSON.stringify(v.hslAdjustments)}::jsonb)
    returning ${COLUMNS}`.execute(db);
  return toTheme(rows[0]);
}

export async function updateTheme(db: Executor, m: Member, id: string, v: ThemeValues): Promise<SavedTheme | null> {
  const { rows } = await sql<Row>`update themes set name = ${v.name}, styles = ${JSON.stringify(v.styles)}::jsonb,
      current_mode = ${v.currentMode}, hsl_adjustments = ${JSON.stringify(v.hslAdjustments)}::jsonb,
      updated_at = greatest(now(), updated_at + interval '1 millisecond')
    where org_id = ${m.orgId} and user_id = ${m.userId} and id = ${id} returning ${COLUMNS}`.execute(db);
  return rows[0] ? toTheme(rows[0]) : null;
}

export async function deleteTheme(db: Executor, m: Member, id: string): Promise<SavedTheme | null> {
  const { rows } = await sql<Row>`delete from themes where org_id = ${m.orgId} and user_id = ${m.userId} and id = ${id}
    returning ${COLUMNS}`.execute(db);
  return rows[0] ? toTheme(rows[0]) : null;
}

/** organizations.settings.theme, the organisation's default theme, or null. */
export async function organisationTheme(db: Executor, orgId: string): Promise<unknown> {
  const { rows } = await sql<{ theme: unknown }>`select settings -> 'theme' as theme from organizations where id = ${orgId}`.execute(db);
  return rows[0]?.theme ?? null;
}

export async function saveOrganisationTheme(db: Executor, orgId: string, value: unknown): Promise<void> {
  await sql`update organizations set settings = case when ${value === null}::boolean then coalesce(settings, '{}'::jsonb) - 'theme'
      else jsonb_set(coalesce(settings, '{}'::jsonb), '{theme}', ${JSON.stringify(value)}::jsonb, true) end
    where id = ${orgId}`.execute(db);
}
