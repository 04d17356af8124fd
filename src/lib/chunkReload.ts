/**
 * A deployment replaces the hashed chunk files; a tab opened before it then fails to load a
 * screen. Reloading fetches the new index.html. To never loop, each distinct failure message
 * reloads the page once per tab (sessionStorage).
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'labdesk-chunk-reloads';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

const CHUNK_ERROR_PATTERNS = [
    /Failed to fetch dynamically imported module/i,
    /error loading dynamically imported module/i,
    /Importing a module script failed/i,
    /Unable to preload CSS/i,
    /Loading (CSS )?chunk .* failed/i,
];

export const isChunkLoadError = (error: unknown): boolean => {
    const message = error instanceof Error ? error.message : String(error ?? '');
    return CHUNK_ERROR_PATTERNS.some(pattern => pattern.test(message));
};

const readSeen = (storage: SessionLike): string[] => {
    try {
        const parsed: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(item => typeof item === 'string') : [];
    } catch {
        return [];
    }
};

/** True the first time a message is seen in this tab (and records it); false afterwards. */
export const shouldReloadForChunkError = (message: string, storage: SessionLike): boolean => {
    const seen = readSeen(storage);
    if (seen.includes(message)) return false;
    try {
        storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify([...seen, message]));
    } catch {
        // Storage full or blocked: reloading without a record could loop, so do not reload.
        return false;
    }
    return true;
};
