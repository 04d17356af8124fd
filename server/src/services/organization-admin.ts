import { generatePassword } from '../auth/passwords.ts';
import { isClerkMode } from '../config.ts';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { findUserByEmail } from '../repositories/auth-repository.ts';
import {
  findOrganization,
  listOrganizations,
  setOrganizationActive,
  type OrganizationRow,
} from '../repositories/organization-repository.ts';
import { ADMIN_ROLE } from './organization-service.ts';
import { slugProblem } from './org-slug.ts';

/**
 * The operator's organisation commands (`npm run org`): create one with its administrator, list them,
 * deactivate one and bring it back. They run in the process that holds the database (ops/commands.ts).
 */

export interface NewOrganization {
  slug: string;
  name: string;
  adminEmail: string;
  adminFirstName?: string;
  adminLastName?: string;
}

export interface CreatedOrganization {
  organization: { id: string; slug: string; name: string };
  admin: { email: string; existingAccount: boolean };
  /** shown once; the administrator must replace it at the first sign-in (absent for an existing account or Clerk) */
  oneTimePassword?: string;
}

export interface OrganizationListing {
  slug: string;
  name: string;
  isActive: boolean;
  members: number;
  createdAt: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const listing = (o: OrganizationRow): OrganizationListing => ({
  slug: o.slug,
  name: o.name,
  isActive: o.isActive,
  members: o.members,
  createdAt: new Date(o.createdAt).toISOString(),
});

function checkInput(input: NewOrganization): { slug: string; name: string; email: string } {
  const slug = input.slug ?? '';
  const problem = slugProblem(slug);
  if (problem) throw badRequest(`Refused: ${problem}`, [{ field: 'slug', message: problem }]);
  const name = (input.name ?? '').trim();
  if (!name || name.length > 120) {
    throw badRequest('Refused: the name must be 1 to 120 characters long', [
      { field: 'name', message: 'The name must be 1 to 120 characters long' },
    ]);
  }
  const email = (input.adminEmail ?? '').trim().toLowerCase();
  if (!EMAIL.test(email)) {
    throw badRequest(`Refused: '${email}' is not an e-mail address`, [
      { field: 'adminEmail', message: 'The administrator needs an e-mail address' },
    ]);
  }
  return { slug, name, email };
}

/** A new organisation with every module's seeds and an Administrator, in one transaction. */
export async function createOrganization(ctx: AppContext, input: NewOrganization): Promise<CreatedOrganization> {
  const { slug, name, email } = checkInput(input);
  return inTransaction(ctx.db, async (trx) => {
    const holder = await findOrganization(trx, slug);
    if (holder) {
      throw conflict(`Refused: the slug '${slug}' is taken by '${holder.name}'${holder.isActive ? '' : ' (deactivated)'}`);
    }
    const existing = await findUserByEmail(trx, email);
    // With Clerk, people sign in through Clerk and are matched to this account by e-mail.
    const oneTimePassword = existing || isClerkMode(ctx.config) ? undefined : generatePassword();
    const org = await ctx.organizations.create({ slug, name }, trx);
    await ctx.organizations.addMember(
      org.id,
      {
        email,
        firstName: input.adminFirstName?.trim() || 'Administrator',
        lastName: input.adminLastName?.trim() ?? '',
        password: oneTimePassword,
        mustChangePassword: oneTimePassword !== undefined,
      },
      [ADMIN_ROLE],
      trx,
    );
    await writeAudit(trx, {
      orgId: org.id,
      userId: null,
      resource: 'organization',
      recordId: org.id,
      action: 'create',
      before: null,
      after: { slug, name, adminEmail: email },
    });
    return {
      organization: { id: org.id, slug: org.slug, name: org.name },
      admin: { email, existingAccount: Boolean(existing) },
      ...(oneTimePassword ? { oneTimePassword } : {}),
    };
  });
}

export async function organizationListing(ctx: AppContext): Promise<OrganizationListing[]> {
  return (await listOrganizations(ctx.db)).map(listing);
}

/**
 * Deactivating signs every member out at once (each request checks that the organisation is active:
 * repositories/auth-repository.ts, loadPrincipal) and keeps all its data; activating brings it back.
 */
export async function setOrganizationState(ctx: AppContext, slug: string, isActive: boolean): Promise<OrganizationListing> {
  return inTransaction(ctx.db, async (trx) => {
    const org = await findOrganization(trx, slug ?? '');
    if (!org) throw notFound(`Refused: no organisation has the slug '${slug}'`);
    if (org.isActive === isActive) throw conflict(`Refused: '${slug}' is already ${isActive ? 'active' : 'deactivated'}`);
    await setOrganizationActive(trx, org.id, isActive);
    await writeAudit(trx, {
      orgId: org.id,
      userId: null,
      resource: 'organization',
      recordId: org.id,
      action: isActive ? 'activate' : 'deactivate',
      before: { isActive: org.isActive },
      after: { isActive },
    });
    return listing({ ...org, isActive });
  });
}
