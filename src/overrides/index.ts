import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/** A view of an override: a lazy screen (`lazyScreen(() => import(...))`), so a link can preload it on intent. */
export type OverrideView = ComponentType & { preload?: () => Promise<unknown> };

/**
 * Bespoke overrides of generated schema screens. A folder `src/overrides/<resource name>/`
 * with an `index.ts` exporting any of these replaces the matching generated part; the rest
 * stays generated. Views read their form config with `useFormConfig()`.
 *
 * The `index.ts` is a descriptor that every signed-in load reads, so it holds no screen code: each view is
 * its own lazy chunk, fetched when the view opens (or its link is hovered).
 *
 *   // src/overrides/unit/index.ts
 *   export const list = lazyScreen(() => import('./UnitList').then(m => ({ default: m.UnitList })));
 *   export const recordRepresentation = 'name';
 */
export interface ResourceOverride {
    list?: OverrideView;
    create?: OverrideView;
    edit?: OverrideView;
    show?: OverrideView;
    icon?: ComponentType;
    recordRepresentation?: string | ((record: RaRecord) => string);
    /**
     * More views inside the resource's routes, by path relative to its route. The patient's
     * record page is its detail: `{ ':id': PatientShow }` serves /patient/{id}, since a path
     * without a wildcard outranks the edit view's `:id/*` (which then answers /patient/{id}/edit).
     */
    routes?: Readonly<Record<string, OverrideView>>;
}

// The descriptors are small (their views are lazy), so they come with the app rather than as a chunk each.
const modules = import.meta.glob<ResourceOverride>('./*/index.ts', { eager: true });

export const loadOverride = async (resource: string): Promise<ResourceOverride | undefined> =>
    modules[`./${resource}/index.ts`];
