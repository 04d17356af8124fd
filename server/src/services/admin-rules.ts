import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { countActiveAdmins } from '../repositories/role-repository.ts';

/** The rules every administration service shares: ids, names, stale versions, and who may grant what. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);

/** A malformed id is simply not found, as in the generated routes. */
export function assertId(id: string, what: string): void {
  if (!isUuid(id)) throw notFound(`${what} not found`);
}

export const pgCode = (e: unknown) => (e as { code?: string }).code;
export const pgConstraint = (e: unknown) => (e as { constraint?: string }).constraint;

export const stale = (what: string, version: number) =>
  conflict(`This ${what} was changed by someone else (version ${version}); reload it and apply your change again`);

/** Text trimmed; an optional one that is empty becomes null. */
export const optionalText = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/** A required name, trimmed: blank is a 400 naming the field. */
export function requiredName(value: string, field: string, label: string): string {
  const name = value.trim();
  if (!name) throw badRequest(`${label} is required`, [{ field, message: `${label} is required` }]);
  return name;
}

/**
 * A member who is not an administrator gives only what they hold themselves: otherwise anyone allowed to
 * edit roles or employees could hand themselves (or a friend) every permission.
 */
export function assertCanGrant(who: Principal, permissions: Iterable<string>): void {
  if (who.isAdmin) return;
  const held = new Set(who.permissions);
  const missing = [...new Set(permissions)].filter((p) => !held.has(p)).sort();
  if (missing.length === 0) return;
  const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
  throw forbidden(`You can only give permissions you hold yourself; you do not hold ${named}`);
}

/** All-permissions roles, and the accounts of the people holding them, are an administrator's business. */
export function assertAdministrator(who: Principal, what: string): void {
  if (!who.isAdmin) throw forbidden(`Only an administrator can ${what}`);
}

/** Run last in a transaction that changes roles or members: an organisation never loses its last administrator. */
export async function assertSomeAdmin(trx: Db, orgId: string): Promise<void> {
  if ((await countActiveAdmins(trx, orgId)) === 0) {
    throw conflict('This would leave the organisation without an active administrator; make someone else an administrator first');
  }
}
