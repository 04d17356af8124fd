import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLES } from './defaultTheme';
import {
    applyPreset,
    changeState,
    type EditorHistory,
    hasUnsavedChanges,
    MAX_HISTORY,
    openSaved,
    redo,
    restoreCheckpoint,
    saveCheckpoint,
    type ThemeEditorState,
    undo,
} from './editorHistory';

/** A fake clock: tests move time by hand, so nothing depends on how fast they run. */
const clock = {
    now: 1_000_000,
    tick(ms: number) {
        this.now += ms;
        return this.now;
    },
};

const initial = (): EditorHistory => ({
    themeState: {
        styles: DEFAULT_STYLES,
        currentMode: 'light',
        hslAdjustments: { hueShift: 0, saturationScale: 1, lightnessScale: 1 },
    },
    checkpoint: null,
    history: [],
    future: [],
});
const withPrimary = (h: EditorHistory, primary: string): ThemeEditorState => ({
    ...h.themeState,
    styles: { ...h.themeState.styles, light: { ...h.themeState.styles.light, primary } },
});
const primaryOf = (h: EditorHistory) => h.themeState.styles.light.primary;
const edit = (h: EditorHistory, primary: string, afterMs = 1000) =>
    changeState(h, withPrimary(h, primary), clock.tick(afterMs));

beforeEach(() => {
    clock.now = 1_000_000;
});
afterEach(() => vi.restoreAllMocks());

describe('theme editor history (spec §4)', () => {
    it('pushes the previous state on each change, and undo/redo move states between the stacks', () => {
        let h = edit(initial(), '#111111');
        h = edit(h, '#222222');
        expect(h.history.map(e => e.state.styles.light.primary)).toEqual(['#1565c0', '#111111']);
        h = undo(h, clock.tick(10));
        expect(primaryOf(h)).toBe('#111111');
        expect(h.future).toHaveLength(1);
        h = undo(h, clock.tick(10));
        expect(primaryOf(h)).toBe('#1565c0');
        expect(undo(h, clock.tick(10))).toBe(h);
        h = redo(h, clock.tick(10));
        h = redo(h, clock.tick(10));
        expect(primaryOf(h)).toBe('#222222');
        expect(h.future).toHaveLength(0);
        expect(redo(h, clock.tick(10))).toBe(h);
    });

    it('merges changes closer than 500 ms into one entry', () => {
        let h = edit(initial(), '#111111');
        h = edit(h, '#121212', 100);
        h = edit(h, '#131313', 399);
        expect(h.history).toHaveLength(1);
        h = edit(h, '#141414', 500);
        expect(h.history).toHaveLength(2);
        h = undo(h, clock.tick(1));
        expect(primaryOf(h)).toBe('#131313');
        h = undo(h, clock.tick(1));
        expect(primaryOf(h)).toBe('#1565c0');
    });

    it('clears redo on a new change, merged or not', () => {
        let h = edit(edit(initial(), '#111111'), '#222222');
        h = undo(h, clock.tick(1));
        expect(h.future).toHaveLength(1);
        expect(edit(h, '#333333', 100).future).toEqual([]);
        expect(edit(h, '#333333', 5000).future).toEqual([]);
    });

    it('keeps at most 30 entries, dropping the oldest', () => {
        let h = initial();
        for (let i = 0; i < MAX_HISTORY + 5; i++) h = edit(h, `#0000${String(i).padStart(2, '0')}`);
        expect(h.history).toHaveLength(MAX_HISTORY);
        expect(h.history[0].state.styles.light.primary).toBe('#000004');
        h = redo(undo(h, clock.tick(1)), clock.tick(1));
        expect(h.history).toHaveLength(MAX_HISTORY);
    });

    it('records nothing when only light/dark switches', () => {
        const h = edit(initial(), '#111111');
        const switched = changeState(h, { ...h.themeState, currentMode: 'dark' }, clock.tick(1000));
        expect(switched.themeState.currentMode).toBe('dark');
        expect(switched.history).toBe(h.history);
        // undo keeps the mode the user is in
        expect(undo(switched, clock.tick(1)).themeState.currentMode).toBe('dark');
    });

    it('records a preset and a restored checkpoint, clearing redo, even within 500 ms', () => {
        let h = edit(edit(initial(), '#111111'), '#222222');
        h = undo(h, clock.tick(1));
        h = applyPreset(h, 'bubblegum', { light: { primary: '#d04f99' }, dark: {} }, clock.tick(1));
        expect(h.themeState.preset).toBe('bubblegum');
        expect(h.history).toHaveLength(2);
        expect(h.future).toEqual([]);
        h = saveCheckpoint(h);
        h = edit(h, '#333333');
        h = undo(h, clock.tick(1));
        h = restoreCheckpoint(h, clock.tick(1));
        expect(primaryOf(h)).toBe('#d04f99');
        expect(h.future).toEqual([]);
        expect(h.history).toHaveLength(3);
    });

    it('only warns when restoring without a checkpoint', () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const h = edit(initial(), '#111111');
        expect(restoreCheckpoint(h, clock.tick(1))).toBe(h);
        expect(warn).toHaveBeenCalledOnce();
    });

    it('has unsaved changes without a checkpoint, or when styles, preset or adjustments differ from it', () => {
        let h = initial();
        expect(hasUnsavedChanges(h)).toBe(true);
        h = saveCheckpoint(h);
        expect(hasUnsavedChanges(h)).toBe(false);
        expect(hasUnsavedChanges(changeState(h, { ...h.themeState, currentMode: 'dark' }, clock.tick(1)))).toBe(false);
        expect(hasUnsavedChanges(edit(h, '#111111'))).toBe(true);
        expect(hasUnsavedChanges(changeState(h, { ...h.themeState, preset: 'mono' }, clock.tick(1000)))).toBe(true);
        const adjusted = { ...h.themeState, hslAdjustments: { hueShift: 10, saturationScale: 1, lightnessScale: 1 } };
        expect(hasUnsavedChanges(changeState(h, adjusted, clock.tick(1000)))).toBe(true);
    });

    it('opens a saved theme as the new checkpoint, with history', () => {
        const h = openSaved(edit(initial(), '#111111'), withPrimary(initial(), '#abcdef'), clock.tick(1000));
        expect(primaryOf(h)).toBe('#abcdef');
        expect(hasUnsavedChanges(h)).toBe(false);
        expect(primaryOf(undo(h, clock.tick(1)))).toBe('#111111');
    });
});
