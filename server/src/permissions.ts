import type { Principal } from './repositories/auth-repository.ts';

export interface PermissionResource {
  resource: string;
  label: string;
  category: string;
  actions: string[];
}

export const CRUD_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** Every resource and action a route can demand, registered by the code that defines the route. */
export class PermissionRegistry {
  private readonly entries = new Map<string, PermissionResource>();

  register(entry: PermissionResource): void {
    const existing = this.entries.get(entry.resource);
    const actions = [...new Set([...(existing?.actions ?? []), ...entry.actions])];
    this.entries.set(entry.resource, { ...(existing ?? entry), actions });
  }

  has(resource: string, action: string): boolean {
    return this.entries.get(resource)?.actions.includes(action) ?? false;
  }

  list(): PermissionResource[] {
    return [...this.entries.values()].sort((a, b) => a.category.localeCompare(b.category) || a.label.localeCompare(b.label));
  }
}

export const can = (p: Principal, resource: string, action: string) => p.isAdmin || p.permissions.includes(`${resource}.${action}`);
