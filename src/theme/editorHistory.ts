import type { ThemeStyles } from '../../contract/themeTokens';
import { DEFAULT_HSL_ADJUSTMENTS } from './defaultTheme';

export type ThemeMode = 'light' | 'dark';

export interface HslAdjustments {
    hueShift: number;
    saturationScale: number;
    lightnessScale: number;
}

/** Spec §3: the theme editor's state. */
export interface ThemeEditorState {
    styles: ThemeStyles;
    currentMode: ThemeMode;
    preset?: string;
    hslAdjustments: HslAdjustments;
}

export interface HistoryEntry {
    state: ThemeEditorState;
    timestamp: number;
}

/** The editor with its undo/redo stacks and its checkpoint (the last saved theme). */
export interface EditorHistory {
    themeState: ThemeEditorState;
    checkpoint: ThemeEditorState | null;
    history: HistoryEntry[];
    future: HistoryEntry[];
}

/** Spec §9: at most 30 entries; changes closer than 500 ms merge into one. */
export const MAX_HISTORY = 30;
export const MERGE_WINDOW_MS = 500;

export const deepEqual = (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    const keysA = Object.keys(a).filter(k => (a as Record<string, unknown>)[k] !== undefined);
    const keysB = Object.keys(b).filter(k => (b as Record<string, unknown>)[k] !== undefined);
    return (
        keysA.length === keysB.length &&
        keysA.every(k => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
};

const trimmed = (entries: HistoryEntry[]) => entries.slice(Math.max(0, entries.length - MAX_HISTORY));
const withoutMode = ({ currentMode: _mode, ...rest }: ThemeEditorState) => rest;

/** The previous state goes on the undo stack and redo is cleared (a preset, a restore, an opened theme). */
const recorded = (h: EditorHistory, next: ThemeEditorState, now: number): EditorHistory => ({
    ...h,
    themeState: next,
    history: trimmed([...h.history, { state: h.themeState, timestamp: now }]),
    future: [],
});

/**
 * A change: the previous state is pushed unless the last entry is under 500 ms old (then the change
 * merges into it); redo is cleared. Switching light/dark alone records nothing.
 */
export function changeState(h: EditorHistory, next: ThemeEditorState, now: number): EditorHistory {
    if (deepEqual(withoutMode(h.themeState), withoutMode(next))) {
        return next.currentMode === h.themeState.currentMode ? h : { ...h, themeState: next };
    }
    const last = h.history[h.history.length - 1];
    if (last && now - last.timestamp < MERGE_WINDOW_MS) return { ...h, themeState: next, future: [] };
    return recorded(h, next, now);
}

/** A preset replaces the styles and resets the adjustments; it records history and clears redo. */
export const applyPreset = (h: EditorHistory, preset: string, styles: ThemeStyles, now: number): EditorHistory =>
    recorded(h, { ...h.themeState, preset, styles, hslAdjustments: { ...DEFAULT_HSL_ADJUSTMENTS } }, now);

/** Back to the last saved theme (history recorded, redo cleared); without a checkpoint only a warning. */
export function restoreCheckpoint(h: EditorHistory, now: number): EditorHistory {
    if (!h.checkpoint) {
        console.warn('No theme checkpoint available to restore to.');
        return h;
    }
    return recorded(h, { ...h.checkpoint, currentMode: h.themeState.currentMode }, now);
}

/** A saved theme opened in the editor: recorded like a preset, and it becomes the checkpoint. */
export const openSaved = (h: EditorHistory, state: ThemeEditorState, now: number): EditorHistory => {
    const opened = { ...state, currentMode: h.themeState.currentMode };
    return { ...recorded(h, opened, now), checkpoint: opened };
};

export function undo(h: EditorHistory, now: number): EditorHistory {
    const last = h.history[h.history.length - 1];
    if (!last) return h;
    return {
        ...h,
        themeState: { ...last.state, currentMode: h.themeState.currentMode },
        history: h.history.slice(0, -1),
        future: [{ state: h.themeState, timestamp: now }, ...h.future],
    };
}

export function redo(h: EditorHistory, now: number): EditorHistory {
    const [next, ...rest] = h.future;
    if (!next) return h;
    return {
        ...h,
        themeState: { ...next.state, currentMode: h.themeState.currentMode },
        history: trimmed([...h.history, { state: h.themeState, timestamp: now }]),
        future: rest,
    };
}

/** Saving makes the current state the checkpoint. */
export const saveCheckpoint = (h: EditorHistory): EditorHistory => ({ ...h, checkpoint: h.themeState });

/** Spec §4: styles, preset or adjustments differ from the checkpoint, or there is no checkpoint. */
export function hasUnsavedChanges(h: EditorHistory): boolean {
    if (!h.checkpoint) return true;
    const { styles, preset, hslAdjustments } = h.themeState;
    return (
        !deepEqual(styles, h.checkpoint.styles) ||
        (preset ?? null) !== (h.checkpoint.preset ?? null) ||
        !deepEqual(hslAdjustments, h.checkpoint.hslAdjustments)
    );
}
