import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForChunkError } from './chunkReload';

const memoryStorage = () => {
    const data = new Map<string, string>();
    return {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        data,
    };
};

describe('reload once per failed chunk (spec §8)', () => {
    it('reloads the first time a message is seen, never again', () => {
        const storage = memoryStorage();
        const message = 'Failed to fetch dynamically imported module: /assets/SchemaList-abc.js';
        expect(shouldReloadForChunkError(message, storage)).toBe(true);
        expect(shouldReloadForChunkError(message, storage)).toBe(false);
        expect(shouldReloadForChunkError(message, storage)).toBe(false);
    });
    it('reloads once for each distinct message', () => {
        const storage = memoryStorage();
        expect(shouldReloadForChunkError('Failed to fetch dynamically imported module: /a.js', storage)).toBe(true);
        expect(shouldReloadForChunkError('Failed to fetch dynamically imported module: /b.js', storage)).toBe(true);
        expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    });
    it('survives unreadable storage content, and never reloads when it cannot record', () => {
        const storage = memoryStorage();
        storage.setItem(CHUNK_RELOAD_STORAGE_KEY, '{not json');
        expect(shouldReloadForChunkError('m', storage)).toBe(true);
        const full = {
            getItem: () => null,
            setItem: () => {
                throw new Error('QuotaExceededError');
            },
        };
        expect(shouldReloadForChunkError('m', full)).toBe(false);
    });
    it('recognises the browsers’ chunk failures only', () => {
        expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(
            true
        );
        expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
        expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
        expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    });
});
