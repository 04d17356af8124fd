import type { EmployeeCreate } from '../../../contract/administration.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, invalidFields, notFound, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { findUserByEmail, insertUser, type Principal } from '../repositories/auth-repository.ts';
import {
  getEmployee,
  insertProfile,
  isMember,
  listEmployees,
  otherOrganizations,
  setEmployeeNodes,
  setEmployeeRoles,
  setPassword,
  updateIdentity,
  updateProfile,
  type EmployeeRow,
} from '../repositories/employee-repository.ts';
import { existingIds } from '../repositories/org-rows.ts';
import { getRoles } from '../repositories/role-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import {
  assertAdministrator,
  assertCanGrant,
  assertId,
  assertSomeAdmin,
  optionalText,
  pgCode,
  requiredName,
  stale,
} from './admin-rules.ts';
import { passwordProblems } from './password-rules.ts';

/** An employee's create or update body (contract/administration.ts): the fields given, and the version read when changing. */
export type EmployeeInput = Partial<EmployeeCreate> & { version?: number };

export interface EmployeeOptions {
  /** Clerk mode: Clerk owns passwords; a new employee signs in through Clerk with this e-mail */
  clerk: boolean;
  /** the table of the `dept` resource, when the installation has departments */
  departmentTable: string | undefined;
}

export type CreatedEmployee = EmployeeRow & { temporaryPassword?: string; existingAccount: boolean };

const actor = (who: Principal) => ({ orgId: who.organization.id, userId: who.user.id });
const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];

/** Employees (members of the organisation): profile, roles, department, nodes, one-time passwords, deactivation. */
export class EmployeeService {
  constructor(
    private readonly db: Db,
    private readonly options: EmployeeOptions,
  ) {}

  list(orgId: string, query: ListQuery) {
    return listEmployees(this.db, orgId, query);
  }

  async get(orgId: string, id: string, db: Db = this.db, lock = false): Promise<EmployeeRow> {
    assertId(id, 'Employee');
    const row = await getEmployee(db, orgId, id, lock);
    if (!row) throw notFound('Employee not found');
    return row;
  }

  /** Roles, department and nodes of a body exist in this organisation; new roles are the actor's to give. */
  private async checkLinks(trx: Db, who: Principal, body: EmployeeInput, heldRoleIds: string[]): Promise<void> {
    const orgId = who.organization.id;
    const problems: FieldProblem[] = [];
    const roleIds = unique(body.roleIds);
    const roles = await getRoles(trx, orgId, roleIds);
    if (roles.length < roleIds.length) problems.push({ field: 'roleIds', message: 'One of the chosen roles does not exist' });
    if (body.departmentId) {
      const table = this.options.departmentTable;
      const found = table ? await existingIds(trx, table, orgId, [body.departmentId]) : new Set<string>();
      if (!found.size) problems.push({ field: 'departmentId', message: 'The chosen department does not exist' });
    }
    const nodeIds = unique(body.nodeIds);
    if ((await existingIds(trx, 'nodes', orgId, nodeIds)).size < nodeIds.length) {
      problems.push({ field: 'nodeIds', message: 'One of the chosen nodes does not exist' });
    }
    if (problems.length) throw invalidFields(problems);
    const added = roles.filter((r) => !heldRoleIds.includes(r.id));
    if (added.some((r) => r.isAdmin)) assertAdministrator(who, 'give an all-permissions role');
    assertCanGrant(
      who,
      added.flatMap((r) => r.permissions),
    );
  }

  private async newPassword(body: EmployeeInput, email: string): Promise<{ hash: string | null; generated?: string }> {
    if (this.options.clerk) {
      if (body.password !== undefined)
        throw badRequest('Passwords are managed by Clerk in this installation', [
          { field: 'password', message: 'Leave the password empty: Clerk manages passwords' },
        ]);
      return { hash: null };
    }
    if (body.password !== undefined) {
      const problems = passwordProblems(body.password, email, 'password', 'One-time password');
      if (problems.length) throw invalidFields(problems);
      return { hash: await hashPassword(body.password) };
    }
    const generated = generatePassword();
    return { hash: await hashPassword(generated), generated };
  }

  /** Someone already holding a LabDesk account (another organisation) joins this one with their own password. */
  private async existingAccount(trx: Db, orgId: string, email: string, body: EmployeeInput) {
    const user = await findUserByEmail(trx, email);
    if (!user) return undefined;
    if (await isMember(trx, orgId, user.id)) {
      const row = await getEmployee(trx, orgId, user.id);
      const hint = row && !row.isActive ? '; they are deactivated: reactivate them instead' : '';
      throw conflict(`An employee with e-mail '${email}' already exists${hint}`);
    }
    if (body.password !== undefined) {
      throw conflict(`'${email}' already has a LabDesk account; leave the password empty to add them with the password they have`);
    }
    return user;
  }

  async create(who: Principal, body: EmployeeInput): Promise<CreatedEmployee> {
    const orgId = who.organization.id;
    const email = (body.email ?? '').trim();
    const firstName = requiredName(body.firstName ?? '', 'firstName', 'First name');
    const lastName = (body.lastName ?? '').trim();
    const password = await this.newPassword(body, email);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const existing = await this.existingAccount(trx, orgId, email, body);
        await this.checkLinks(trx, who, body, []);
        const userId =
          existing?.id ??
          (
            await insertUser(trx, {
              email,
              firstName,
              lastName,
              passwordHash: password.hash,
              mustChangePassword: password.hash !== null,
            })
          ).id;
        await insertProfile(trx, orgId, userId, {
          phone: optionalText(body.phone) ?? null,
          departmentId: body.departmentId ?? null,
          isActive: body.isActive ?? true,
        });
        await setEmployeeRoles(trx, orgId, userId, unique(body.roleIds));
        await setEmployeeNodes(trx, orgId, userId, unique(body.nodeIds));
        const record = await this.get(orgId, userId, trx);
        await writeAudit(trx, { ...actor(who), resource: 'emp', recordId: userId, action: 'create', before: null, after: record });
        const temporaryPassword = existing ? undefined : password.generated;
        return { ...record, existingAccount: Boolean(existing), ...(temporaryPassword ? { temporaryPassword } : {}) };
      });
    } catch (e) {
      if (pgCode(e) === '23505') throw conflict(`An employee with e-mail '${email}' already exists`);
      throw e;
    }
  }

  private async guardUpdate(trx: Db, who: Principal, stored: EmployeeRow, body: EmployeeInput): Promise<void> {
    if (stored.isAdmin) assertAdministrator(who, "change an administrator's account");
    if (body.version !== stored.version) throw stale('employee', stored.version);
    if (body.isActive === false && stored.id === who.user.id)
      throw conflict('You cannot deactivate your own account; ask another administrator');
    const identityChanged =
      (body.firstName !== undefined && body.firstName.trim() !== stored.firstName) ||
      (body.lastName !== undefined && (body.lastName ?? '').trim() !== stored.lastName) ||
      (body.email !== undefined && body.email.trim().toLowerCase() !== stored.email.toLowerCase());
    if (identityChanged && (await otherOrganizations(trx, who.organization.id, stored.id)) > 0) {
      throw conflict(
        `${stored.name || stored.email} also works for another organisation on LabDesk; their name and e-mail cannot be changed here`,
      );
    }
  }

  async update(who: Principal, id: string, body: EmployeeInput): Promise<EmployeeRow> {
    const orgId = who.organization.id;
    const email = body.email?.trim();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await this.get(orgId, id, trx, true);
        await this.guardUpdate(trx, who, before, body);
        await this.checkLinks(trx, who, body, before.roleIds);
        const firstName = body.firstName === undefined ? before.firstName : requiredName(body.firstName, 'firstName', 'First name');
        const lastName = body.lastName === undefined ? before.lastName : (body.lastName ?? '').trim();
        await updateIdentity(trx, id, { firstName, lastName, email: email ?? before.email });
        const saved = await updateProfile(trx, orgId, id, before.version, {
          phone: body.phone === undefined ? before.phone : (optionalText(body.phone) ?? null),
          departmentId: body.departmentId === undefined ? before.departmentId : body.departmentId,
          isActive: body.isActive ?? before.isActive,
        });
        if (!saved) throw stale('employee', before.version);
        if (body.roleIds) await setEmployeeRoles(trx, orgId, id, unique(body.roleIds));
        if (body.nodeIds) await setEmployeeNodes(trx, orgId, id, unique(body.nodeIds));
        await assertSomeAdmin(trx, orgId);
        const after = await this.get(orgId, id, trx);
        await writeAudit(trx, { ...actor(who), resource: 'emp', recordId: id, action: 'update', before, after });
        return after;
      });
    } catch (e) {
      if (pgCode(e) === '23505') throw conflict(`E-mail '${email}' is already used by another account`);
      throw e;
    }
  }

  /** A new one-time password for someone who forgot theirs; they must change it at their next sign-in. */
  async resetPassword(
    who: Principal,
    id: string,
    password?: string,
  ): Promise<{ id: string; mustChangePassword: true; temporaryPassword?: string }> {
    const orgId = who.organization.id;
    if (this.options.clerk) throw conflict('Passwords are managed by Clerk in this installation; reset it there');
    return this.db.transaction().execute(async (trx) => {
      const target = await this.get(orgId, id, trx, true);
      if (target.isAdmin) assertAdministrator(who, "reset an administrator's password");
      if ((await otherOrganizations(trx, orgId, id)) > 0) {
        throw conflict(
          `${target.name || target.email} also works for another organisation on LabDesk; they reset their password themselves`,
        );
      }
      const fresh = await this.newPassword({ password }, target.email);
      await setPassword(trx, id, fresh.hash!, true);
      await writeAudit(trx, {
        ...actor(who),
        resource: 'emp',
        recordId: id,
        action: 'reset-password',
        before: null,
        after: { mustChangePassword: true },
      });
      return { id, mustChangePassword: true, ...(fresh.generated ? { temporaryPassword: fresh.generated } : {}) };
    });
  }
}
