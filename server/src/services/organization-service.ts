import { inTransaction, type Db } from '../db/database.ts';
import {
  findOrgBySlug,
  findRoleByName,
  findUserByEmail,
  insertMembership,
  insertOrganization,
  insertRole,
  insertUser,
  type OrgSummary,
} from '../repositories/auth-repository.ts';
import { isLookup, type ResourceRegistry } from '../schema/registry.ts';
import type { ResourceService } from './resource-service.ts';
import { hashPassword } from '../auth/passwords.ts';

export const ADMIN_ROLE = 'Administrator';

/** Resources in an order where every reference target is seeded before the rows pointing at it. */
function seedOrder(registry: ResourceRegistry): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (done.has(name) || path.includes(name)) return;
    const def = registry.get(name)!.def;
    const before = [...def.fields.map((f) => f.reference).filter((r): r is string => Boolean(r)), ...(def.seedAfter ?? [])];
    for (const target of before) if (target !== name) visit(target, [...path, name]);
    done.add(name);
    order.push(name);
  };
  for (const r of registry.all()) visit(r.def.name, []);
  return order;
}

/** Seeds a module adds to every new organisation (roles, the catalogue…), run in its creating transaction. */
export type OrganizationSeeder = (trx: Db, org: OrgSummary & { adminRoleId: string }) => Promise<void>;

export class OrganizationService {
  private readonly seeders: OrganizationSeeder[] = [];

  constructor(
    private readonly db: Db,
    private readonly resources: ResourceService,
  ) {}

  /** Modules register at start; seeders run in registration order, after the resource seed rows. */
  addSeeder(seeder: OrganizationSeeder): void {
    this.seeders.push(seeder);
  }

  /**
   * A new organisation with its Administrator role and the seed rows of every resource, in one transaction
   * (the caller's, when it passes one). Every organisation is made here: the demo, Clerk's, `npm run org`'s.
   */
  async create(org: { slug: string; name: string; clerkOrgId?: string }, db: Db = this.db): Promise<OrgSummary & { adminRoleId: string }> {
    return inTransaction(db, async (trx) => {
      const created = await insertOrganization(trx, org);
      const adminRoleId = await insertRole(trx, created.id, {
        name: ADMIN_ROLE,
        description: 'Every permission in the organisation',
        isAdmin: true,
        permissions: [],
      });
      await this.seed(trx, created.id);
      for (const seeder of this.seeders) await seeder(trx, { ...created, adminRoleId });
      return { ...created, adminRoleId };
    });
  }

  private async seed(trx: Db, orgId: string): Promise<void> {
    const { registry } = this.resources;
    for (const name of seedOrder(registry)) {
      const resource = registry.get(name)!;
      for (const row of resource.def.seed) {
        const values: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) {
          if (!isLookup(value)) {
            values[key] = value;
            continue;
          }
          const target = resource.def.fields.find((f) => f.name === key)!.reference!;
          values[key] = await this.resources.repo(target).idByRepresentation(trx, orgId, value.$lookup);
        }
        await this.resources.create(resource, { orgId, userId: null }, values, trx);
      }
    }
  }

  /** Adds a user (or finds them by e-mail) as a member with the given roles. */
  async addMember(
    orgId: string,
    user: { email: string; firstName: string; lastName: string; password?: string; clerkUserId?: string; mustChangePassword?: boolean },
    roleNames: string[],
    db: Db = this.db,
  ) {
    return inTransaction(db, async (trx) => {
      const existing = await findUserByEmail(trx, user.email);
      const member =
        existing ??
        (await insertUser(trx, {
          ...user,
          passwordHash: user.password ? await hashPassword(user.password) : null,
        }));
      const roleIds: string[] = [];
      for (const name of roleNames) {
        const id = await findRoleByName(trx, orgId, name);
        if (!id) throw new Error(`Role '${name}' does not exist`);
        roleIds.push(id);
      }
      await insertMembership(trx, orgId, member.id, roleIds);
      return { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName };
    });
  }

  findBySlug(slug: string) {
    return findOrgBySlug(this.db, slug);
  }
}
