import type { TemplateCreate } from '../../../contract/administration.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { setRolePermissions, touchRole } from '../repositories/role-repository.ts';
import {
  deleteTemplate,
  getTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
  type TemplateRow,
} from '../repositories/template-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { assertCanGrant, assertId, isUuid, optionalText, pgCode, requiredName, stale } from './admin-rules.ts';
import type { PermissionCatalogue } from './permission-catalogue.ts';
import type { RoleRecord, RoleService } from './role-service.ts';

/** A template's create or update body (contract/administration.ts): the fields given, and the version read when changing. */
export type TemplateInput = Partial<TemplateCreate> & { version?: number };

/** `permissions` of apply-template: how the template meets the role, or the exact list the admin confirmed. */
export type ApplyMode = 'replace' | 'merge' | string[];

export interface ApplyInput {
  templateId: string;
  permissions: ApplyMode;
  version?: number;
  dryRun?: boolean;
}

export interface ApplyResult {
  role: RoleRecord;
  added: string[];
  removed: string[];
  dryRun: boolean;
}

const actor = (who: Principal) => ({ orgId: who.organization.id, userId: who.user.id });
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

/** Permission templates: named sets of permissions, applied to roles (replace or merge) and duplicated. */
export class TemplateService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: PermissionCatalogue,
    private readonly roles: RoleService,
  ) {}

  async list(orgId: string, query: ListQuery) {
    const { rows, total } = await listTemplates(this.db, orgId, query);
    return { rows: rows.map(present), total };
  }

  async get(orgId: string, id: string, db: Db = this.db, lock = false): Promise<TemplateRow> {
    assertId(id, 'Permission template');
    const row = await getTemplate(db, orgId, id, lock);
    if (!row) throw notFound('Permission template not found');
    return present(row);
  }

  private async named<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (pgCode(e) === '23505') throw conflict(`Template '${name}' already exists`);
      throw e;
    }
  }

  async create(who: Principal, body: TemplateInput): Promise<TemplateRow> {
    const orgId = who.organization.id;
    const name = requiredName(body.name ?? '', 'name', 'Name');
    return this.named(name, () =>
      this.db.transaction().execute(async (trx) => {
        const permissions = await this.catalogue.checked(trx, orgId, body.permissions ?? []);
        const id = await insertTemplate(trx, orgId, { name, description: optionalText(body.description) ?? null, permissions });
        const record = await this.get(orgId, id, trx);
        await writeAudit(trx, { ...actor(who), resource: 'pt', recordId: id, action: 'create', before: null, after: record });
        return record;
      }),
    );
  }

  async update(who: Principal, id: string, body: TemplateInput): Promise<TemplateRow> {
    const orgId = who.organization.id;
    const version = body.version!;
    return this.db.transaction().execute(async (trx) => {
      const before = await this.get(orgId, id, trx, true);
      if (version !== before.version) throw stale('permission template', before.version);
      const name = body.name === undefined ? before.name : requiredName(body.name, 'name', 'Name');
      const permissions = body.permissions === undefined ? before.permissions : await this.catalogue.checked(trx, orgId, body.permissions);
      const description = body.description === undefined ? before.description : (optionalText(body.description) ?? null);
      const saved = await this.named(name, () => updateTemplate(trx, orgId, id, version, { name, description, permissions }));
      if (!saved) throw stale('permission template', before.version);
      const after = await this.get(orgId, id, trx);
      await writeAudit(trx, { ...actor(who), resource: 'pt', recordId: id, action: 'update', before, after });
      return after;
    });
  }

  async remove(who: Principal, id: string): Promise<TemplateRow> {
    const orgId = who.organization.id;
    return this.db.transaction().execute(async (trx) => {
      const before = await this.get(orgId, id, trx, true);
      await deleteTemplate(trx, orgId, id);
      await writeAudit(trx, { ...actor(who), resource: 'pt', recordId: id, action: 'delete', before, after: null });
      return before;
    });
  }

  async duplicate(who: Principal, id: string, newName: string): Promise<TemplateRow> {
    const orgId = who.organization.id;
    const name = requiredName(newName, 'newName', 'New name');
    return this.named(name, () =>
      this.db.transaction().execute(async (trx) => {
        const source = await this.get(orgId, id, trx);
        const copy = await insertTemplate(trx, orgId, { name, description: source.description, permissions: source.permissions });
        const record = await this.get(orgId, copy, trx);
        await writeAudit(trx, {
          ...actor(who),
          resource: 'pt',
          recordId: copy,
          action: 'duplicate',
          before: null,
          after: { ...record, duplicatedFrom: id },
        });
        return record;
      }),
    );
  }

  /** The role's permissions once the template is applied, checked against what exists now. */
  private async result(trx: Db, orgId: string, current: string[], template: string[], mode: ApplyMode): Promise<string[]> {
    const known = await this.catalogue.known(trx, orgId);
    // A template may still name a permission that has since been removed: it is skipped, not an error.
    const offered = template.filter((p) => known.has(p));
    if (mode === 'replace') return sorted(offered);
    if (mode === 'merge') return sorted([...current, ...offered]);
    const allowed = new Set([...current, ...offered]);
    const strays = sorted(mode).filter((p) => !allowed.has(p));
    if (strays.length) {
      const details = strays.map((p) => ({
        field: 'permissions',
        message: `Permission '${p}' is neither in the role nor in the template`,
      }));
      throw badRequest(details.map((d) => d.message).join('; '), details);
    }
    return sorted(mode);
  }

  async apply(who: Principal, roleId: string, input: ApplyInput): Promise<ApplyResult> {
    const orgId = who.organization.id;
    const run = async (trx: Db): Promise<ApplyResult> => {
      const role = await this.roles.row(trx, orgId, roleId, true);
      if (role.isAdmin) throw conflict(`Role '${role.name}' holds every permission; a template cannot change it`);
      if (input.version !== undefined && input.version !== role.version) throw stale('role', role.version);
      if (!isUuid(input.templateId))
        throw badRequest('The template does not exist', [{ field: 'templateId', message: 'The template does not exist' }]);
      const template = await getTemplate(trx, orgId, input.templateId);
      if (!template) throw badRequest('The template does not exist', [{ field: 'templateId', message: 'The template does not exist' }]);
      const permissions = await this.result(trx, orgId, role.permissions, template.permissions, input.permissions);
      const added = permissions.filter((p) => !role.permissions.includes(p));
      const removed = sorted(role.permissions.filter((p) => !permissions.includes(p)));
      assertCanGrant(who, added);
      if (input.dryRun) return { role: { ...(await this.roles.get(orgId, roleId, trx)), permissions }, added, removed, dryRun: true };
      const before = await this.roles.get(orgId, roleId, trx);
      await setRolePermissions(trx, roleId, permissions);
      await touchRole(trx, orgId, roleId);
      const after = await this.roles.get(orgId, roleId, trx);
      const how = Array.isArray(input.permissions) ? 'confirmed list' : input.permissions;
      await writeAudit(trx, {
        ...actor(who),
        resource: 'role',
        recordId: roleId,
        action: 'apply-template',
        before,
        after: { ...after, template: { id: template.id, name: template.name, mode: how } },
      });
      return { role: after, added, removed, dryRun: false };
    };
    return this.db.transaction().execute(run);
  }
}

function present(row: TemplateRow): TemplateRow {
  return { ...row, permissions: [...row.permissions].sort() };
}
