import type { Db } from '../db/database.ts';
import { unauthorized } from '../errors.ts';
import { authStamp, loadStampedPrincipal, type Prepared, type Principal } from '../repositories/auth-repository.ts';

interface Entry {
  principal: Principal;
  stamp: string;
}

/** The part of a JWT that names it: its signature (unique per token, and meaningless without the rest). */
export const tokenIdOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

const frozen = (p: Principal): Principal =>
  Object.freeze({
    ...p,
    user: Object.freeze({ ...p.user }),
    organization: Object.freeze({ ...p.organization }),
    roles: Object.freeze([...p.roles]) as string[],
    permissions: Object.freeze([...p.permissions]) as string[],
    nodeIds: Object.freeze([...p.nodeIds]) as string[],
  });

/**
 * The principal behind each token this process has seen, never trusted without the database: every request
 * reads its organisation's auth stamp (one small query), and the principal is read again, with the token's
 * sign-out, whenever the stamp moved. The database changes the stamp on anything a principal is made of and on
 * a sign-out (migration 006-auth-stamp), so a deactivation, a change of roles or nodes, or a sign-out made by
 * any process shows on the very next request in every process.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    /** PGlite: the stamp's query kept prepared */
    private readonly prepared?: Prepared,
    private readonly max = 10_000,
  ) {}

  /** The member behind a verified token, or undefined when they are no longer an active member. */
  async principal(userId: string, orgId: string, token: string): Promise<Principal | undefined> {
    const tokenId = tokenIdOf(token);
    const cached = this.entries.get(tokenId);
    if (cached && (await authStamp(this.db, orgId, this.prepared)) === cached.stamp) return cached.principal;
    this.entries.delete(tokenId);
    const loaded = await loadStampedPrincipal(this.db, userId, orgId, tokenId);
    if (!loaded) return undefined;
    if (loaded.revoked) throw unauthorized('You have signed out; please sign in again');
    const principal = frozen(loaded.principal);
    if (loaded.stamp === null) return principal;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenId, { principal, stamp: loaded.stamp });
    return principal;
  }
}
