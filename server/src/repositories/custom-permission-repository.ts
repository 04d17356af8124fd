import { sql } from 'kysely';
import { adminDb } from '../db/administration-types.ts';
import type { Db } from '../db/database.ts';

/** The resources, actions and categories an organisation defined for its own use (code registers the rest). */
export interface CustomResourceRow {
  resource: string;
  label: string;
  category: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CustomPermissionRow {
  resource: string;
  action: string;
  description: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export async function listCustom(db: Db, orgId: string) {
  const a = adminDb(db);
  const [resources, permissions, categories] = await Promise.all([
    a
      .selectFrom('custom_resources')
      .select(['resource', 'label', 'category', 'version', 'created_at as createdAt', 'updated_at as updatedAt'])
      .where('org_id', '=', orgId)
      .execute(),
    a
      .selectFrom('custom_permissions')
      .select(['resource', 'action', 'description', 'version', 'created_at as createdAt', 'updated_at as updatedAt'])
      .where('org_id', '=', orgId)
      .execute(),
    a.selectFrom('permission_categories').select(['id', 'name']).where('org_id', '=', orgId).execute(),
  ]);
  return {
    resources: resources as unknown as CustomResourceRow[],
    permissions: permissions as unknown as CustomPermissionRow[],
    categories,
  };
}

/** The organisation's own category of that id, created the first time a resource names it. */
export async function ensureCategory(db: Db, orgId: string, id: string, name: string): Promise<string> {
  const a = adminDb(db);
  await a
    .insertInto('permission_categories')
    .values({ org_id: orgId, id, name })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await a
    .selectFrom('permission_categories')
    .select('name')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.name;
}

export async function deleteCategory(db: Db, orgId: string, id: string): Promise<void> {
  await adminDb(db).deleteFrom('permission_categories').where('org_id', '=', orgId).where('id', '=', id).execute();
}

export async function insertCustomResource(db: Db, orgId: string, r: { resource: string; label: string; category: string }): Promise<void> {
  await adminDb(db)
    .insertInto('custom_resources')
    .values({ org_id: orgId, ...r })
    .execute();
}

/** Answers false when the version is stale (or the resource is gone). */
export async function updateCustomResource(
  db: Db,
  orgId: string,
  resource: string,
  version: number,
  r: { label: string; category: string },
): Promise<boolean> {
  const res = await adminDb(db)
    .updateTable('custom_resources')
    .set({ ...r, version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('resource', '=', resource)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteCustomResource(db: Db, orgId: string, resource: string): Promise<void> {
  await adminDb(db).deleteFrom('custom_resources').where('org_id', '=', orgId).where('resource', '=', resource).execute();
}

export async function insertCustomPermissions(
  db: Db,
  orgId: string,
  rows: { resource: string; action: string; description?: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await adminDb(db)
    .insertInto('custom_permissions')
    .values(rows.map((r) => ({ org_id: orgId, resource: r.resource, action: r.action, description: r.description ?? null })))
    .execute();
}

export async function updateCustomPermission(
  db: Db,
  orgId: string,
  key: { resource: string; action: string },
  version: number,
  description: string | null,
): Promise<boolean> {
  const res = await adminDb(db)
    .updateTable('custom_permissions')
    .set({ description, version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('resource', '=', key.resource)
    .where('action', '=', key.action)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Removes custom permissions, and takes them away from every role and template of the organisation
 * that holds them, so no record keeps a permission that no longer exists.
 */
export async function deleteCustomPermissions(db: Db, orgId: string, keys: { resource: string; action: string }[]): Promise<void> {
  const a = adminDb(db);
  for (const k of keys) {
    await a
      .deleteFrom('custom_permissions')
      .where('org_id', '=', orgId)
      .where('resource', '=', k.resource)
      .where('action', '=', k.action)
      .execute();
    await sql`delete from role_permissions rp using roles r
      where r.id = rp.role_id and r.org_id = ${orgId} and rp.resource = ${k.resource} and rp.action = ${k.action}`.execute(db);
    await sql`update permission_templates set permissions = array_remove(permissions, ${`${k.resource}.${k.action}`}),
      version = version + 1, updated_at = now()
      where org_id = ${orgId} and ${`${k.resource}.${k.action}`} = any(permissions)`.execute(db);
  }
}

/** Changes to one organisation's catalogue are serialised: each checks names against the whole of it first. */
export async function lockCatalogue(db: Db, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`permissions:${orgId}`}))`.execute(db);
}
