import type { RoleCreate } from '../../../contract/administration.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  deleteRoleRow,
  findRoleIdByName,
  getRoles,
  holdersOf,
  insertRoleRow,
  listRoles,
  moveHolders,
  setRolePermissions,
  updateRoleRow,
  type RoleRow,
} from '../repositories/role-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import {
  assertAdministrator,
  assertCanGrant,
  assertId,
  assertSomeAdmin,
  isUuid,
  optionalText,
  pgCode,
  requiredName,
  stale,
} from './admin-rules.ts';
import type { PermissionCatalogue } from './permission-catalogue.ts';

/** A role's create or update body (contract/administration.ts): the fields given, and the version read when changing. */
export type RoleInput = Partial<RoleCreate> & { version?: number };

export type RoleRecord = Omit<RoleRow, 'permissions'> & { permissions: string[] };

const actor = (who: Principal) => ({ orgId: who.organization.id, userId: who.user.id });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The role every organisation is created with: it cannot be deleted, renamed or lose its all-permissions flag. */
export const isAdministratorRole = (r: Pick<RoleRow, 'isAdmin' | 'isSystem'>) => r.isAdmin && r.isSystem;

/** Roles hold permissions; the Administrator role and other all-permissions roles hold every one. */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  /** An all-permissions role shows every permission there is (the matrix shows it full); others their own. */
  async present(db: Db, orgId: string, rows: RoleRow[]): Promise<RoleRecord[]> {
    const all = rows.some((r) => r.isAdmin) ? [...(await this.catalogue.known(db, orgId))].sort() : [];
    return rows.map((r) => ({ ...r, permissions: r.isAdmin ? all : [...r.permissions].sort() }));
  }

  async list(orgId: string, query: ListQuery) {
    const { rows, total } = await listRoles(this.db, orgId, query);
    return { rows: await this.present(this.db, orgId, rows), total };
  }

  /** The stored role (its own permissions, whatever the flag), locked when a change follows. */
  async row(db: Db, orgId: string, id: string, lock = false): Promise<RoleRow> {
    assertId(id, 'Role');
    const [row] = await getRoles(db, orgId, [id], lock);
    if (!row) throw notFound('Role not found');
    return row;
  }

  async get(orgId: string, id: string, db: Db = this.db): Promise<RoleRecord> {
    return (await this.present(db, orgId, [await this.row(db, orgId, id)]))[0];
  }

  private async assertNameFree(trx: Db, orgId: string, name: string, self?: string): Promise<void> {
    const other = await findRoleIdByName(trx, orgId, name);
    if (other && other !== self) throw conflict(`Role '${name}' already exists`);
  }

  /** Unique-name races end as the same 409 as the check before them. */
  private async named<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (pgCode(e) === '23505') throw conflict(`Role '${name}' already exists`);
      throw e;
    }
  }

  async create(who: Principal, body: RoleInput): Promise<RoleRecord> {
    const orgId = who.organization.id;
    const name = requiredName(body.name ?? '', 'name', 'Name');
    const isAdmin = body.isAdmin ?? false;
    if (isAdmin) assertAdministrator(who, 'create an all-permissions role');
    return this.named(name, () =>
      this.db.transaction().execute(async (trx) => {
        const permissions = isAdmin ? [] : await this.catalogue.checked(trx, orgId, body.permissions ?? []);
        assertCanGrant(who, permissions);
        await this.assertNameFree(trx, orgId, name);
        const id = await insertRoleRow(trx, orgId, { name, description: optionalText(body.description) ?? null, isAdmin });
        await setRolePermissions(trx, id, permissions);
        const record = await this.get(orgId, id, trx);
        await writeAudit(trx, { ...actor(who), resource: 'role', recordId: id, action: 'create', before: null, after: record });
        return record;
      }),
    );
  }

  private guardUpdate(who: Principal, stored: RoleRow, body: RoleInput, name: string): void {
    if (isAdministratorRole(stored)) {
      if (name.toLowerCase() !== stored.name.toLowerCase()) throw conflict(`The ${stored.name} role cannot be renamed`);
      if (body.isAdmin === false) throw conflict(`The ${stored.name} role always holds every permission`);
    }
    if (stored.isAdmin || body.isAdmin) assertAdministrator(who, 'change an all-permissions role');
    if (body.version !== undefined && body.version !== stored.version) throw stale('role', stored.version);
  }

  async update(who: Principal, id: string, body: RoleInput): Promise<RoleRecord> {
    const orgId = who.organization.id;
    return this.db.transaction().execute(async (trx) => {
      const stored = await this.row(trx, orgId, id, true);
      const name = body.name === undefined ? stored.name : requiredName(body.name, 'name', 'Name');
      this.guardUpdate(who, stored, body, name);
      const isAdmin = body.isAdmin ?? stored.isAdmin;
      const before = await this.get(orgId, id, trx);
      await this.assertNameFree(trx, orgId, name, id);
      const description = body.description === undefined ? stored.description : (optionalText(body.description) ?? null);
      const saved = await this.named(name, () =>
        updateRoleRow(trx, orgId, id, body.version ?? stored.version, { name, description, isAdmin }),
      );
      if (!saved) throw stale('role', stored.version);
      // An all-permissions role keeps its own list untouched: it applies again if the flag is ever cleared.
      if (body.permissions !== undefined && !isAdmin) {
        const permissions = await this.catalogue.checked(trx, orgId, body.permissions);
        assertCanGrant(
          who,
          permissions.filter((p) => !stored.permissions.includes(p)),
        );
        await setRolePermissions(trx, id, permissions);
      }
      await assertSomeAdmin(trx, orgId);
      const after = await this.get(orgId, id, trx);
      await writeAudit(trx, { ...actor(who), resource: 'role', recordId: id, action: 'update', before, after });
      return after;
    });
  }

  private async target(who: Principal, trx: Db, deleted: RoleRow, reassignTo: unknown): Promise<RoleRow> {
    const field = 'reassignTo';
    if (reassignTo === deleted.id)
      throw badRequest('Users cannot move to the role being deleted', [{ field, message: 'Choose another role' }]);
    const [to] = isUuid(reassignTo) ? await getRoles(trx, who.organization.id, [reassignTo], true) : [];
    if (!to)
      throw badRequest('The role to move the users to does not exist', [
        { field, message: 'The role to move the users to does not exist' },
      ]);
    if (to.isAdmin) assertAdministrator(who, 'give an all-permissions role');
    assertCanGrant(who, to.permissions);
    return to;
  }

  async remove(who: Principal, id: string, reassignTo?: string): Promise<RoleRecord & { reassigned: number }> {
    const orgId = who.organization.id;
    return this.db.transaction().execute(async (trx) => {
      const stored = await this.row(trx, orgId, id, true);
      if (isAdministratorRole(stored)) throw conflict(`The ${stored.name} role cannot be deleted`);
      if (stored.isAdmin) assertAdministrator(who, 'delete an all-permissions role');
      const before = await this.get(orgId, id, trx);
      const holders = await holdersOf(trx, orgId, id);
      if (holders.length && reassignTo === undefined) {
        const message = `Role '${stored.name}' is held by ${plural(holders.length, 'user')}; choose the role they move to, then delete it`;
        throw conflict(message, [
          { field: 'reassignTo', message: `Choose the role the ${plural(holders.length, 'user')} move to`, userCount: holders.length },
        ]);
      }
      const to = reassignTo === undefined ? undefined : await this.target(who, trx, stored, reassignTo);
      if (to) await moveHolders(trx, orgId, id, to.id);
      await deleteRoleRow(trx, orgId, id);
      await assertSomeAdmin(trx, orgId);
      for (const userId of to ? holders : []) {
        await writeAudit(trx, {
          ...actor(who),
          resource: 'emp',
          recordId: userId,
          action: 'reassign-role',
          before: { roleId: id, role: stored.name },
          after: { roleId: to!.id, role: to!.name },
        });
      }
      await writeAudit(trx, {
        ...actor(who),
        resource: 'role',
        recordId: id,
        action: 'delete',
        before: { ...before, holders },
        after: null,
      });
      return { ...before, reassigned: to ? holders.length : 0 };
    });
  }

  async duplicate(who: Principal, id: string, newName: string): Promise<RoleRecord> {
    const orgId = who.organization.id;
    const name = requiredName(newName, 'newName', 'New name');
    return this.named(name, () =>
      this.db.transaction().execute(async (trx) => {
        const source = await this.row(trx, orgId, id);
        if (source.isAdmin) assertAdministrator(who, 'create an all-permissions role');
        assertCanGrant(who, source.permissions);
        await this.assertNameFree(trx, orgId, name);
        const copy = await insertRoleRow(trx, orgId, { name, description: source.description, isAdmin: source.isAdmin });
        await setRolePermissions(trx, copy, source.permissions);
        const record = await this.get(orgId, copy, trx);
        await writeAudit(trx, {
          ...actor(who),
          resource: 'role',
          recordId: copy,
          action: 'duplicate',
          before: null,
          after: { ...record, duplicatedFrom: id },
        });
        return record;
      }),
    );
  }
}
