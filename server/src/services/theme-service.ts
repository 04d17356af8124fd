import type { CurrentTheme, HslAdjustments, OrganisationDefault, ThemeList, ThemePayload } from '../../../contract/theme.ts';
import { THEME_PAGE_SIZE } from '../../../contract/themeRules.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import * as repo from '../repositories/theme-repository.ts';
import type { Member, ThemeValues } from '../repositories/theme-repository.ts';

export const DEFAULT_THEME_NAME = 'Custom Theme';
export const THEME_NAME_EMPTY = 'Theme name cannot be empty';
const DEFAULT_HSL: HslAdjustments = { hueShift: 0, saturationScale: 1, lightnessScale: 1 };

/** organizations.settings.theme: a copy of the administrator's theme, so it outlives edits and deletions. */
interface StoredDefault extends OrganisationDefault, Omit<ThemeValues, 'name'> {
  setBy: string;
}

/** The payload as stored: a missing name is 'Custom Theme'; a blank one is refused (spec §5). */
export function themeValues(payload: ThemePayload): ThemeValues {
  const name = payload.name === undefined ? DEFAULT_THEME_NAME : payload.name.trim();
  if (!name) throw badRequest(THEME_NAME_EMPTY, [{ field: 'name', message: THEME_NAME_EMPTY }]);
  return {
    name,
    styles: payload.styles,
    currentMode: payload.currentMode ?? 'light',
    hslAdjustments: payload.hslAdjustments ?? DEFAULT_HSL,
  };
}

const isStoredDefault = (v: unknown): v is StoredDefault =>
  typeof v === 'object' && v !== null && typeof (v as StoredDefault).name === 'string' && typeof (v as StoredDefault).styles === 'object';

async function organisationDefault(db: Db, orgId: string): Promise<StoredDefault | null> {
  const stored = await repo.organisationTheme(db, orgId);
  return isStoredDefault(stored) ? stored : null;
}

/** What the member wears: their own current theme, else the organisation's default, else nothing. */
async function currentTheme(db: Db, m: Member, orgDefault: StoredDefault | null): Promise<CurrentTheme | null> {
  const own = await repo.currentOwnTheme(db, m);
  if (own || !orgDefault) return own;
  const { name, styles, currentMode, hslAdjustments, setAt } = orgDefault;
  return { source: 'organisation', id: null, name, styles, currentMode, hslAdjustments, updatedAt: setAt };
}

export async function listThemes(db: Db, m: Member, page = 1, perPage = THEME_PAGE_SIZE): Promise<ThemeList> {
  const { items, total } = await repo.listThemes(db, m, (page - 1) * perPage, perPage);
  const orgDefault = await organisationDefault(db, m.orgId);
  return {
    data: await currentTheme(db, m, orgDefault),
    items,
    page,
    perPage,
    total,
    organisationDefault: orgDefault && { name: orgDefault.name, themeId: orgDefault.themeId, setAt: orgDefault.setAt },
  };
}

export async function getTheme(db: Db, m: Member, id: string) {
  const theme = await repo.findTheme(db, m, id);
  if (!theme) throw notFound('Theme not found');
  return theme;
}

const audit = (db: Db, m: Member, recordId: string, action: string, before: unknown, after: unknown) =>
  writeAudit(db, { orgId: m.orgId, userId: m.userId, resource: 'theme', recordId, action, before, after });

/** A new theme; the member wears it from now on. */
export const createTheme = (db: Db, m: Member, payload: ThemePayload) =>
  inTransaction(db, async (trx) => {
    const created = await repo.insertTheme(trx, m, themeValues(payload));
    await repo.setCurrent(trx, m, created.id);
    await audit(trx, m, created.id, 'create', null, created);
    return created;
  });

/** The member's theme changed; they wear it from now on. */
export const updateTheme = (db: Db, m: Member, id: string, payload: ThemePayload) =>
  inTransaction(db, async (trx) => {
    const values = themeValues(payload);
    const before = await getTheme(trx, m, id);
    const updated = (await repo.updateTheme(trx, m, id, values))!;
    await repo.setCurrent(trx, m, id);
    await audit(trx, m, id, 'update', before, updated);
    return updated;
  });

export const deleteTheme = (db: Db, m: Member, id: string) =>
  inTransaction(db, async (trx) => {
    const deleted = await repo.deleteTheme(trx, m, id);
    if (!deleted) throw notFound('Theme not found');
    const orgDefault = await organisationDefault(trx, m.orgId);
    if (orgDefault?.themeId === id) await repo.saveOrganisationTheme(trx, m.orgId, { ...orgDefault, themeId: null });
    await audit(trx, m, id, 'delete', deleted, null);
    return deleted;
  });

/** Wear one of one's themes, or (null) the organisation's default. */
export const chooseCurrent = (db: Db, m: Member, themeId: string | null) =>
  inTransaction(db, async (trx) => {
    if (themeId) await getTheme(trx, m, themeId);
    await repo.setCurrent(trx, m, themeId);
    await audit(trx, m, themeId ?? 'organisation-default', 'wear', null, { themeId });
    return listThemes(trx, m);
  });

/** An administrator's theme becomes the default of every member who has not picked one (null: no default). */
export const setOrganisationDefault = (db: Db, m: Member, themeId: string | null) =>
  inTransaction(db, async (trx) => {
    const before = await organisationDefault(trx, m.orgId);
    let after: StoredDefault | null = null;
    if (themeId) {
      const { name, styles, currentMode, hslAdjustments } = await getTheme(trx, m, themeId);
      after = { name, styles, currentMode, hslAdjustments, themeId, setAt: new Date().toISOString(), setBy: m.userId };
    }
    await repo.saveOrganisationTheme(trx, m.orgId, after);
    await writeAudit(trx, {
      orgId: m.orgId,
      userId: m.userId,
      resource: 'organisationTheme',
      recordId: m.orgId,
      action: 'update',
      before,
      after,
    });
    return listThemes(trx, m);
  });
