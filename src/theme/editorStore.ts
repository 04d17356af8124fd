import { useSyncExternalStore } from 'react';
import type { ThemeStyles } from '../../contract/themeTokens';
import { DEFAULT_HSL_ADJUSTMENTS, DEFAULT_STYLES } from './defaultTheme';
import { FONT_STACKS, readFontPreference } from './fontPreference';
import type { EditorHistory, ThemeEditorState, ThemeMode } from './editorHistory';

/** Spec §9: the editor state persists under this key. */
export const EDITOR_STORAGE_KEY = 'editor-storage';

/** The editor, plus whose theme it shows and which saved version the checkpoint is. */
export interface EditorSnapshot extends EditorHistory {
    /** the member the state belongs to (user id), unset until a signed-in member adopts it */
    owner?: string;
    /** identity of the saved theme the checkpoint came from (`own:<id>:<updatedAt>` or `organisation:<updatedAt>`) */
    checkpointRef?: string;
}

const systemMode = (): ThemeMode =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** LabDesk's default theme in the font this browser prefers (spec §5 font preference). */
const defaultStyles = (): ThemeStyles => {
    const font = FONT_STACKS[readFontPreference(typeof window === 'undefined' ? undefined : window.localStorage)];
    return {
        light: { ...DEFAULT_STYLES.light, 'font-sans': font },
        dark: { ...DEFAULT_STYLES.dark, 'font-sans': font },
    };
};

export const initialSnapshot = (): EditorSnapshot => ({
    themeState: { styles: defaultStyles(), currentMode: systemMode(), hslAdjustments: { ...DEFAULT_HSL_ADJUSTMENTS } },
    checkpoint: null,
    history: [],
    future: [],
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isSet = (v: unknown) => isRecord(v) && Object.values(v).every(value => typeof value === 'string');
/** A state as this store writes it (colours are checked again by the MUI mapping). */
const isState = (v: unknown): v is ThemeEditorState =>
    isRecord(v) &&
    isRecord(v.styles) &&
    isSet(v.styles.light) &&
    isSet(v.styles.dark) &&
    (v.currentMode === 'light' || v.currentMode === 'dark') &&
    isRecord(v.hslAdjustments);
const entries = (v: unknown) => (Array.isArray(v) ? v.filter(e => isRecord(e) && isState(e.state)) : []);

/** What localStorage holds, or the initial state when it holds nothing usable. */
export function readSnapshot(storage: Pick<Storage, 'getItem'> | undefined): EditorSnapshot {
    try {
        const raw = JSON.parse(storage?.getItem(EDITOR_STORAGE_KEY) ?? 'null') as unknown;
        if (!isRecord(raw) || !isState(raw.themeState)) return initialSnapshot();
        return {
            themeState: raw.themeState,
            checkpoint: isState(raw.checkpoint) ? raw.checkpoint : null,
            history: entries(raw.history),
            future: entries(raw.future),
            ...(typeof raw.owner === 'string' ? { owner: raw.owner } : {}),
            ...(typeof raw.checkpointRef === 'string' ? { checkpointRef: raw.checkpointRef } : {}),
        };
    } catch {
        return initialSnapshot();
    }
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
let snapshot = readSnapshot(storage());
const listeners = new Set<() => void>();

const publish = (next: EditorSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    try {
        storage()?.setItem(EDITOR_STORAGE_KEY, JSON.stringify(next));
    } catch {
        // storage full or disabled: the editor still works for this page
    }
    listeners.forEach(listener => listener());
};

if (typeof window !== 'undefined') {
    // Another tab edited the theme: follow it.
    window.addEventListener('storage', event => {
        if (event.key !== EDITOR_STORAGE_KEY) return;
        snapshot = readSnapshot(storage());
        listeners.forEach(listener => listener());
    });
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** The theme editor's store: one per page, persisted under `editor-storage` (actions: editorActions.ts). */
export const editorStore = {
    get: () => snapshot,
    subscribe,
    /** replaces the whole snapshot (every action, a sync with a saved theme, tests) */
    replace: (next: EditorSnapshot) => publish(next),
};

export const useEditorSnapshot = (): EditorSnapshot =>
    useSyncExternalStore(subscribe, editorStore.get, editorStore.get);
