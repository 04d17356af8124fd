import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface OrganizationRow {
  id: string;
  slug: string;
  name: string;
  isActive: boolean;
  createdAt: Date;
  /** active members of the organisation */
  members: number;
}

const columns = [
  'o.id',
  'o.slug',
  'o.name',
  'o.is_active as isActive',
  sql<Date>`o.created_at`.as('createdAt'),
  sql<number>`(select count(*) from memberships m where m.org_id = o.id and m.is_active)::int`.as('members'),
] as const;

/** Every organisation, active or not, by slug. */
export function listOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db.selectFrom('organizations as o').select(columns).orderBy('o.slug').execute();
}

/** The organisation holding a slug, whether active or not (a deactivated one keeps its slug). */
export function findOrganization(db: Db, slug: string): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations as o').select(columns).where('o.slug', '=', slug).executeTakeFirst();
}

export async function setOrganizationActive(db: Db, id: string, isActive: boolean): Promise<void> {
  await db.updateTable('organizations').set({ is_active: isActive }).where('id', '=', id).execute();
}
