import type { PermissionResource } from '../../../providers/adminCalls';

export interface MatrixCategory {
    id: string;
    name: string;
    actions: string[];
    resources: PermissionResource[];
}

const STANDARD = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** The standard actions first, then the named ones by name. */
const orderActions = (actions: Iterable<string>) =>
    [...new Set(actions)].sort((a, b) => {
        const ia = STANDARD.indexOf(a);
        const ib = STANDARD.indexOf(b);
        if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
        return a.localeCompare(b);
    });

/** Resources grouped by category (by name), each category with the union of its resources' actions. */
export const groupByCategory = (resources: readonly PermissionResource[]): MatrixCategory[] => {
    const byId = new Map<string, MatrixCategory>();
    for (const resource of resources) {
        const id = resource.categoryId || resource.category;
        const category = byId.get(id) ?? { id, name: resource.category, actions: [], resources: [] };
        category.resources.push(resource);
        byId.set(id, category);
    }
    return [...byId.values()]
        .map(category => ({
            ...category,
            actions: orderActions(category.resources.flatMap(resource => resource.actions)),
            resources: [...category.resources].sort((a, b) => a.label.localeCompare(b.label)),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
};

export const permissionOf = (resource: string, action: string) => `${resource}.${action}`;

/** Turns the given permissions all on when any is off, else all off. */
export const toggleAll = (selected: ReadonlySet<string>, permissions: readonly string[]): Set<string> => {
    const next = new Set(selected);
    const allOn = permissions.length > 0 && permissions.every(permission => next.has(permission));
    for (const permission of permissions) {
        if (allOn) next.delete(permission);
        else next.add(permission);
    }
    return next;
};

export const rowPermissions = (resource: PermissionResource) =>
    resource.actions.map(action => permissionOf(resource.resource, action));

export const columnPermissions = (category: MatrixCategory, action: string) =>
    category.resources
        .filter(resource => resource.actions.includes(action))
        .map(resource => permissionOf(resource.resource, action));

export interface PermissionDiff {
    added: string[];
    removed: string[];
}

export const diffPermissions = (before: Iterable<string>, after: Iterable<string>): PermissionDiff => {
    const old = new Set(before);
    const next = new Set(after);
    return {
        added: [...next].filter(permission => !old.has(permission)).sort(),
        removed: [...old].filter(permission => !next.has(permission)).sort(),
    };
};
