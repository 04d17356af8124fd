import type {
  PermissionCreate,
  PermissionResourceCreate,
  PermissionResourceUpdate,
  PermissionUpdate,
} from '../../../contract/administration.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  deleteCategory,
  deleteCustomPermissions,
  deleteCustomResource,
  ensureCategory,
  insertCustomPermissions,
  insertCustomResource,
  lockCatalogue,
  updateCustomPermission,
  updateCustomResource,
} from '../repositories/custom-permission-repository.ts';
import { optionalText, requiredName, stale } from './admin-rules.ts';
import {
  categoryId,
  type Catalogue,
  type CategoryRecord,
  type PermissionCatalogue,
  type PermissionRecord,
  type ResourceRecord,
} from './permission-catalogue.ts';

const actor = (who: Principal) => ({ orgId: who.organization.id, userId: who.user.id });

/**
 * The organisation's own resources, actions and categories (for its own use: the SPA can show or hide
 * things by them). What LabDesk's code registers is built in: it cannot be changed or deleted (409).
 */
export class CustomPermissionService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  /** Under the catalogue lock: every write checks names against the whole catalogue first. */
  private locked<T>(orgId: string, run: (trx: Db, current: Catalogue) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await lockCatalogue(trx, orgId);
      return run(trx, await this.catalogue.load(trx, orgId));
    });
  }

  /** A built-in category keeps its own spelling; a new name becomes one of the organisation's categories. */
  private async category(trx: Db, orgId: string, current: Catalogue, name: string): Promise<string> {
    const id = categoryId(name);
    const builtIn = current.categories.find((c) => c.id === id && c.builtIn);
    return builtIn ? builtIn.name : ensureCategory(trx, orgId, id, name.trim());
  }

  private async resource(trx: Db, orgId: string, key: string): Promise<ResourceRecord> {
    const found = (await this.catalogue.load(trx, orgId)).resources.find((r) => r.id === key);
    if (!found) throw new Error(`resource ${key} vanished`);
    return found;
  }

  async createResource(who: Principal, body: PermissionResourceCreate): Promise<ResourceRecord> {
    const orgId = who.organization.id;
    const key = body.resource;
    return this.locked(orgId, async (trx, current) => {
      if (current.resources.some((r) => r.id.toLowerCase() === key.toLowerCase())) throw conflict(`Resource '${key}' already exists`);
      const category = await this.category(trx, orgId, current, requiredName(body.category ?? '', 'category', 'Category'));
      await insertCustomResource(trx, orgId, { resource: key, label: requiredName(body.label ?? '', 'label', 'Label'), category });
      await insertCustomPermissions(
        trx,
        orgId,
        [...new Set(body.actions)].map((action) => ({ resource: key, action })),
      );
      const record = await this.resource(trx, orgId, key);
      await writeAudit(trx, { ...actor(who), resource: 'resource', recordId: key, action: 'create', before: null, after: record });
      return record;
    });
  }

  private ownResource(current: Catalogue, id: string, doing: string): ResourceRecord {
    const found = current.resources.find((r) => r.id === id);
    if (!found) throw notFound('Resource not found');
    if (found.builtIn) throw conflict(`Resource '${found.label}' is defined by LabDesk; it cannot be ${doing}`);
    return found;
  }

  async updateResource(who: Principal, id: string, body: PermissionResourceUpdate): Promise<ResourceRecord> {
    const orgId = who.organization.id;
    return this.locked(orgId, async (trx, current) => {
      const before = this.ownResource(current, id, 'changed');
      if (body.version !== before.version) throw stale('resource', before.version);
      const label = body.label === undefined ? before.label : requiredName(body.label, 'label', 'Label');
      const category =
        body.category === undefined
          ? before.category
          : await this.category(trx, orgId, current, requiredName(body.category, 'category', 'Category'));
      if (!(await updateCustomResource(trx, orgId, id, before.version, { label, category }))) throw stale('resource', before.version);
      if (body.actions) {
        const wanted = new Set(body.actions);
        await deleteCustomPermissions(
          trx,
          orgId,
          before.actions.filter((a) => !wanted.has(a)).map((action) => ({ resource: id, action })),
        );
        await insertCustomPermissions(
          trx,
          orgId,
          [...wanted].filter((a) => !before.actions.includes(a)).map((action) => ({ resource: id, action })),
        );
      }
      const after = await this.resource(trx, orgId, id);
      await writeAudit(trx, { ...actor(who), resource: 'resource', recordId: id, action: 'update', before, after });
      return after;
    });
  }

  async deleteResource(who: Principal, id: string): Promise<ResourceRecord> {
    const orgId = who.organization.id;
    return this.locked(orgId, async (trx, current) => {
      const before = this.ownResource(current, id, 'deleted');
      await deleteCustomPermissions(
        trx,
        orgId,
        before.actions.map((action) => ({ resource: id, action })),
      );
      await deleteCustomResource(trx, orgId, id);
      await writeAudit(trx, { ...actor(who), resource: 'resource', recordId: id, action: 'delete', before, after: null });
      return before;
    });
  }

  async createPermission(who: Principal, body: PermissionCreate): Promise<PermissionRecord> {
    const orgId = who.organization.id;
    const { resource, action } = body;
    return this.locked(orgId, async (trx, current) => {
      if (!current.resources.some((r) => r.id === resource)) {
        throw badRequest(`Resource '${resource}' does not exist`, [
          { field: 'resource', message: `Resource '${resource}' does not exist; create it first` },
        ]);
      }
      const id = `${resource}.${action}`;
      if (current.permissions.some((p) => p.id === id)) throw conflict(`Permission '${id}' already exists`);
      await insertCustomPermissions(trx, orgId, [{ resource, action, description: optionalText(body.description) ?? null }]);
      const record = (await this.catalogue.load(trx, orgId)).permissions.find((p) => p.id === id)!;
      await writeAudit(trx, { ...actor(who), resource: 'permission', recordId: id, action: 'create', before: null, after: record });
      return record;
    });
  }

  private ownPermission(current: Catalogue, id: string, doing: string): PermissionRecord {
    const found = current.permissions.find((p) => p.id === id);
    if (!found) throw notFound('Permission not found');
    if (found.builtIn) throw conflict(`Permission '${id}' is defined by LabDesk; it cannot be ${doing}`);
    return found;
  }

  async updatePermission(who: Principal, id: string, body: PermissionUpdate): Promise<PermissionRecord> {
    const orgId = who.organization.id;
    return this.locked(orgId, async (trx, current) => {
      const before = this.ownPermission(current, id, 'changed');
      if (body.version !== before.version) throw stale('permission', before.version);
      const description = body.description === undefined ? before.description : (optionalText(body.description) ?? null);
      if (!(await updateCustomPermission(trx, orgId, before, before.version, description))) throw stale('permission', before.version);
      const after = (await this.catalogue.load(trx, orgId)).permissions.find((p) => p.id === id)!;
      await writeAudit(trx, { ...actor(who), resource: 'permission', recordId: id, action: 'update', before, after });
      return after;
    });
  }

  async deletePermission(who: Principal, id: string): Promise<PermissionRecord> {
    const orgId = who.organization.id;
    return this.locked(orgId, async (trx, current) => {
      const before = this.ownPermission(current, id, 'deleted');
      await deleteCustomPermissions(trx, orgId, [before]);
      await writeAudit(trx, { ...actor(who), resource: 'permission', recordId: id, action: 'delete', before, after: null });
      return before;
    });
  }

  async deleteCategory(who: Principal, id: string): Promise<CategoryRecord> {
    const orgId = who.organization.id;
    return this.locked(orgId, async (trx, current) => {
      const before = current.categories.find((c) => c.id === id);
      if (!before) throw notFound('Category not found');
      if (before.builtIn) throw conflict(`Category '${before.name}' is defined by LabDesk; it cannot be deleted`);
      if (before.resourceCount) {
        const n = before.resourceCount;
        throw conflict(
          `Category '${before.name}' still groups ${n} resource${n === 1 ? '' : 's'}; move ${n === 1 ? 'it' : 'them'} to another category first`,
        );
      }
      await deleteCategory(trx, orgId, id);
      await writeAudit(trx, { ...actor(who), resource: 'cc', recordId: id, action: 'delete', before, after: null });
      return before;
    });
  }
}
