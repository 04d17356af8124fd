import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from './tokens.ts';
import { verifyClerkToken, type ClerkIdentity } from './clerk.ts';
import { unauthorized } from '../errors.ts';
import { findOrganization } from '../repositories/organization-repository.ts';
import {
  findOrgByClerkId,
  findRoleByName,
  findUserByClerkId,
  findUserByEmail,
  insertMembership,
  insertUser,
  linkClerkUser,
  organizationsOf,
} from '../repositories/auth-repository.ts';
import { ADMIN_ROLE } from '../services/organization-service.ts';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63) || 'org';

async function ourUser(app: FastifyInstance, id: ClerkIdentity): Promise<string> {
  const { db } = app.ctx;
  const known = await findUserByClerkId(db, id.userId);
  if (known) return known.id;
  if (!id.email) throw unauthorized("The Clerk token carries no e-mail; add the email claim to the 'admin' JWT template");
  const byEmail = await findUserByEmail(db, id.email);
  if (byEmail) {
    await linkClerkUser(db, byEmail.id, id.userId);
    return byEmail.id;
  }
  const created = await insertUser(db, { email: id.email, firstName: id.firstName, lastName: id.lastName, clerkUserId: id.userId });
  return created.id;
}

/** Our organisation for the Clerk one, created (with its seed data) the first time it is seen. */
async function ourOrg(app: FastifyInstance, org: NonNullable<ClerkIdentity['org']>): Promise<{ id: string; created: boolean }> {
  const { db, organizations } = app.ctx;
  const known = await findOrgByClerkId(db, org.id);
  if (known) return { id: known.id, created: false };
  const slug = slugify(org.slug ?? org.id);
  // A deactivated organisation keeps its slug: its members are then refused (loadPrincipal), not given a new one.
  const bySlug = await findOrganization(db, slug);
  if (bySlug) {
    await db
      .updateTable('organizations')
      .set({ clerk_org_id: org.id })
      .where('id', '=', bySlug.id)
      .where('clerk_org_id', 'is', null)
      .execute();
    return { id: bySlug.id, created: false };
  }
  const created = await organizations.create({ slug, name: org.name ?? org.slug ?? slug, clerkOrgId: org.id });
  return { id: created.id, created: true };
}

async function mapIdentity(app: FastifyInstance, id: ClerkIdentity, hostSlug: string | undefined): Promise<TokenClaims | undefined> {
  const { db } = app.ctx;
  const userId = await ourUser(app, id);
  if (id.org) {
    const org = await ourOrg(app, id.org);
    const member = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', org.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) {
      const makeAdmin = org.created || id.org.role === 'org:admin';
      const adminRole = makeAdmin ? await findRoleByName(db, org.id, ADMIN_ROLE) : undefined;
      await insertMembership(db, org.id, userId, adminRole ? [adminRole] : []);
    }
    return { userId, orgId: org.id };
  }
  // No active Clerk organisation: the host's organisation, else the user's first one.
  const orgs = await organizationsOf(db, userId);
  const org = orgs.find((o) => o.slug === hostSlug) ?? orgs[0];
  return org ? { userId, orgId: org.id } : undefined;
}

/** Verifies a Clerk session token and maps its user and organisation onto ours, creating them on first sight. */
export async function identityFromClerk(
  app: FastifyInstance,
  token: string,
  hostSlug: string | undefined,
): Promise<TokenClaims | undefined> {
  const identity = await verifyClerkToken(app.ctx.config, token);
  if (!identity) return undefined;
  try {
    return await mapIdentity(app, identity, hostSlug);
  } catch (e) {
    // Two first requests of a new user race to create the same rows: the loser finds them on a second pass.
    if ((e as { code?: string }).code === '23505') return mapIdentity(app, identity, hostSlug);
    throw e;
  }
}
