import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { isChunkLoadError, shouldReloadForChunkError } from './chunkReload';

/** What React's `lazy` accepts (its own constraint, taken from its signature). */
type LazyTarget = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer T }> ? T : ComponentType;

export type PreloadableComponent<C extends LazyTarget> = LazyExoticComponent<C> & {
    preload: () => Promise<unknown>;
};

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** A failed chunk reloads the page once per distinct message; afterwards the error surfaces. */
export const reloadOnceOnChunkError = (error: unknown): Promise<never> => {
    const storage = sessionStore();
    const message = error instanceof Error ? error.message : String(error);
    if (storage && isChunkLoadError(error) && shouldReloadForChunkError(message, storage)) {
        window.location.reload();
        return new Promise<never>(() => undefined);
    }
    return Promise.reject(error);
};

/**
 * React.lazy with `preload()`, so a menu link can start fetching its screen on hover or focus
 * (spec §2: links preload on intent). The import is shared by preload and render.
 */
export const lazyScreen = <C extends LazyTarget>(factory: () => Promise<{ default: C }>): PreloadableComponent<C> => {
    let pending: Promise<{ default: C }> | undefined;
    const load = () => {
        pending ??= factory().catch(error => {
            pending = undefined;
            return reloadOnceOnChunkError(error);
        });
        return pending;
    };
    const component = lazy(load) as PreloadableComponent<C>;
    component.preload = load;
    return component;
};
