import { useSyncExternalStore } from 'react';
import type { FormConfig } from '../providers/types';

/**
 * The form configs read at start (GET /api/ui/get-forms-config). The data provider reads API
 * paths from here, the router reads routes, the menu reads groups: nothing in the SPA lists the
 * schema resources itself.
 */
let configs: readonly FormConfig[] = [];
let byName = new Map<string, FormConfig>();
let loadError: unknown = null;
const listeners = new Set<() => void>();

export const schemaRegistry = {
    set(next: readonly FormConfig[]) {
        configs = next;
        byName = new Map(next.map(config => [config.name, config]));
        loadError = null;
        listeners.forEach(listener => listener());
    },
    /** The configs could not be read: the menu says so instead of showing nothing. */
    fail(error: unknown) {
        loadError = error ?? new Error('Form configs could not be loaded');
        listeners.forEach(listener => listener());
    },
    error: (): unknown => loadError,
    get: (name: string): FormConfig | undefined => byName.get(name),
    all: (): readonly FormConfig[] => configs,
    permissionResourceOf: (name: string): string => byName.get(name)?.permissionResource ?? name,
    subscribe(listener: () => void) {
        listeners.add(listener);
        return () => {
            listeners.delete(listener);
        };
    },
};

export const useSchemaConfigs = (): readonly FormConfig[] =>
    useSyncExternalStore(schemaRegistry.subscribe, schemaRegistry.all, schemaRegistry.all);

export const useSchemaLoadError = (): unknown =>
    useSyncExternalStore(schemaRegistry.subscribe, schemaRegistry.error, schemaRegistry.error);
