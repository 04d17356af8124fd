import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLES } from './defaultTheme';
import { hasUnsavedChanges } from './editorHistory';
import { EDITOR_STORAGE_KEY, editorStore, initialSnapshot, readSnapshot } from './editorStore';
import { editorActions } from './editorActions';

const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v) };
};
const primary = () => editorStore.get().themeState.styles.light.primary;
const setPrimary = (value: string) => {
    const state = editorStore.get().themeState;
    editorActions.change({ ...state, styles: { ...state.styles, light: { ...state.styles.light, primary: value } } });
};

beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T08:00:00Z'));
    editorStore.replace(initialSnapshot());
});
afterEach(() => vi.useRealTimers());

describe('the editor store', () => {
    it('times history with the clock: a burst of edits is one undo step', () => {
        setPrimary('#111111');
        vi.advanceTimersByTime(200);
        setPrimary('#222222');
        vi.advanceTimersByTime(600);
        setPrimary('#333333');
        editorActions.undo();
        expect(primary()).toBe('#222222');
        editorActions.undo();
        expect(primary()).toBe(DEFAULT_STYLES.light.primary);
        editorActions.redo();
        expect(primary()).toBe('#222222');
    });

    it('keeps the checkpoint on save and after a mode switch', () => {
        setPrimary('#111111');
        editorActions.saved('own:1:2025-06-01', 'user-1');
        expect(hasUnsavedChanges(editorStore.get())).toBe(false);
        editorActions.setMode('dark');
        expect(editorStore.get().history).toHaveLength(1);
        expect(hasUnsavedChanges(editorStore.get())).toBe(false);
        expect(editorStore.get()).toMatchObject({ owner: 'user-1', checkpointRef: 'own:1:2025-06-01' });
    });

    it('persists under editor-storage and reads back only a well-formed state', () => {
        setPrimary('#123456');
        const store = memory();
        store.setItem(EDITOR_STORAGE_KEY, JSON.stringify(editorStore.get()));
        expect(readSnapshot(store).themeState.styles.light.primary).toBe('#123456');
        store.setItem(EDITOR_STORAGE_KEY, '{"themeState":{"styles":{"light":{"primary":1}}}}');
        expect(readSnapshot(store).themeState.styles).toEqual(DEFAULT_STYLES);
        store.setItem(EDITOR_STORAGE_KEY, 'not json');
        expect(readSnapshot(store).history).toEqual([]);
    });
});
