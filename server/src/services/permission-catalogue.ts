import type { PermissionResourceRecord } from '../../../contract/administration.ts';
import type { Db } from '../db/database.ts';
import { badRequest, type FieldProblem } from '../errors.ts';
import type { PermissionRegistry } from '../permissions.ts';
import { listCustom, type CustomPermissionRow, type CustomResourceRow } from '../repositories/custom-permission-repository.ts';

export type ResourceRecord = PermissionResourceRecord;

export interface PermissionRecord {
  id: string;
  resource: string;
  action: string;
  resourceLabel: string;
  category: string;
  categoryId: string;
  description: string | null;
  builtIn: boolean;
  version: number;
}

export interface CategoryRecord {
  id: string;
  name: string;
  builtIn: boolean;
  resourceCount: number;
}

export interface Catalogue {
  resources: ResourceRecord[];
  permissions: PermissionRecord[];
  categories: CategoryRecord[];
}

/** A category's id: its name in lower case with dashes ("Front desk" → "front-desk"). */
export const categoryId = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'other';

function customResources(rows: CustomResourceRow[], perms: CustomPermissionRow[]): ResourceRecord[] {
  return rows.map((r) => ({
    id: r.resource,
    resource: r.resource,
    label: r.label,
    category: r.category,
    categoryId: categoryId(r.category),
    actions: perms
      .filter((p) => p.resource === r.resource)
      .map((p) => p.action)
      .sort(),
    builtIn: false,
    version: r.version,
  }));
}

function permissionsOf(resources: ResourceRecord[], registry: PermissionRegistry, perms: CustomPermissionRow[]): PermissionRecord[] {
  const custom = new Map(perms.map((p) => [`${p.resource}.${p.action}`, p]));
  return resources.flatMap((r) =>
    r.actions.map((action) => {
      const id = `${r.resource}.${action}`;
      const own = custom.get(id);
      const builtIn = registry.has(r.resource, action);
      return {
        id,
        resource: r.resource,
        action,
        resourceLabel: r.label,
        category: r.category,
        categoryId: r.categoryId,
        description: own?.description ?? null,
        builtIn,
        version: builtIn ? 1 : (own?.version ?? 1),
      };
    }),
  );
}

/**
 * What can be granted in an organisation: the resources and actions LabDesk's code registers (built in),
 * plus the resources, actions and categories the organisation defined for its own use.
 */
export class PermissionCatalogue {
  constructor(private readonly registry: PermissionRegistry) {}

  async load(db: Db, orgId: string): Promise<Catalogue> {
    const custom = await listCustom(db, orgId);
    const builtIn: ResourceRecord[] = this.registry.list().map((r) => ({
      id: r.resource,
      resource: r.resource,
      label: r.label,
      category: r.category,
      categoryId: categoryId(r.category),
      actions: [...new Set([...r.actions, ...custom.permissions.filter((p) => p.resource === r.resource).map((p) => p.action)])],
      builtIn: true,
      version: 1,
    }));
    const resources = [...builtIn, ...customResources(custom.resources, custom.permissions)];
    const categories = new Map<string, CategoryRecord>();
    for (const r of builtIn) categories.set(r.categoryId, { id: r.categoryId, name: r.category, builtIn: true, resourceCount: 0 });
    for (const c of custom.categories)
      if (!categories.has(c.id)) categories.set(c.id, { id: c.id, name: c.name, builtIn: false, resourceCount: 0 });
    for (const r of resources) {
      const c = categories.get(r.categoryId) ?? { id: r.categoryId, name: r.category, builtIn: false, resourceCount: 0 };
      categories.set(r.categoryId, { ...c, resourceCount: c.resourceCount + 1 });
    }
    return { resources, permissions: permissionsOf(resources, this.registry, custom.permissions), categories: [...categories.values()] };
  }

  /** Every `resource.action` a role or template of the organisation may hold. */
  async known(db: Db, orgId: string): Promise<Set<string>> {
    return new Set((await this.load(db, orgId)).permissions.map((p) => p.id));
  }

  /** The permissions of a body, de-duplicated and sorted; a name nobody defined is a 400 naming it. */
  async checked(db: Db, orgId: string, permissions: string[], field = 'permissions'): Promise<string[]> {
    const known = await this.known(db, orgId);
    const unknown = [...new Set(permissions)].filter((p) => !known.has(p));
    if (unknown.length) {
      const details: FieldProblem[] = unknown.map((p) => ({ field, message: `Permission '${p}' does not exist` }));
      throw badRequest(details.map((d) => d.message).join('; '), details);
    }
    return [...new Set(permissions)].sort();
  }

  /** Every built-in permission, for the Administrator template and for what an all-permissions role shows. */
  builtInPermissions(): string[] {
    return this.registry
      .list()
      .flatMap((r) => r.actions.map((a) => `${r.resource}.${a}`))
      .sort();
  }
}
