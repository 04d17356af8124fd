import type { ThemeStyles } from '../../contract/themeTokens';
import * as rules from './editorHistory';
import type { ThemeEditorState, ThemeMode } from './editorHistory';
import { editorStore, type EditorSnapshot } from './editorStore';

const apply = (change: (snapshot: EditorSnapshot, now: number) => Partial<EditorSnapshot>) => {
    const snapshot = editorStore.get();
    editorStore.replace({ ...snapshot, ...change(snapshot, Date.now()) });
};

/** What the editor does to its state (spec §4 history rules), timed with Date.now(). */
export const editorActions = {
    change: (next: ThemeEditorState) => apply((s, now) => rules.changeState(s, next, now)),
    setMode: (mode: ThemeMode) => apply((s, now) => rules.changeState(s, { ...s.themeState, currentMode: mode }, now)),
    applyPreset: (preset: string, styles: ThemeStyles) => apply((s, now) => rules.applyPreset(s, preset, styles, now)),
    restoreCheckpoint: () => apply((s, now) => rules.restoreCheckpoint(s, now)),
    undo: () => apply((s, now) => rules.undo(s, now)),
    redo: () => apply((s, now) => rules.redo(s, now)),
    /** a save succeeded: the state is the checkpoint, and `ref` names the saved version */
    saved: (ref: string, owner?: string) => apply(s => ({ ...rules.saveCheckpoint(s), checkpointRef: ref, owner })),
    openSaved: (state: ThemeEditorState, ref: string) =>
        apply((s, now) => ({ ...rules.openSaved(s, state, now), checkpointRef: ref })),
};
