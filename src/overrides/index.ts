import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * Bespoke overrides of generated schema screens. A folder `src/overrides/<resource name>/`
 * with an `index.ts` exporting any of these replaces the matching generated part; the rest
 * stays generated. Views read their form config with `useFormConfig()`.
 *
 *   // src/overrides/unit/index.ts
 *   export const list = UnitList;
 *   export const recordRepresentation = 'name';
 */
export interface ResourceOverride {
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
    icon?: ComponentType;
    recordRepresentation?: string | ((record: RaRecord) => string);
    /**
     * More views inside the resource's routes, by path relative to its route. The patient's
     * record page is its detail: `{ ':id': PatientShow }` serves /patient/{id}, since a path
     * without a wildcard outranks the edit view's `:id/*` (which then answers /patient/{id}/edit).
     */
    routes?: Readonly<Record<string, ComponentType>>;
}

// Each override folder becomes its own chunk, fetched only for a resource the user can see.
const modules = import.meta.glob<ResourceOverride>('./*/index.ts');

export const loadOverride = async (resource: string): Promise<ResourceOverride | undefined> => {
    const load = modules[`./${resource}/index.ts`];
    return load ? load() : undefined;
};
