import { useCallback, useSyncExternalStore } from 'react';
import { editorStore } from './editorStore';
import {
    applyFontPreference,
    FONT_STACKS,
    FONT_STORAGE_KEY,
    type FontPreference,
    readFontPreference,
} from './fontPreference';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};
const snapshot = () => readFontPreference(window.localStorage);

/** The font preference of this browser, kept in localStorage under `font`; it sets the theme's font-sans. */
export const useFontPreference = (): [FontPreference, (font: FontPreference) => void] => {
    const font = useSyncExternalStore(subscribe, snapshot, () => 'inter' as const);
    const setFont = useCallback((next: FontPreference) => {
        window.localStorage.setItem(FONT_STORAGE_KEY, next);
        applyFontPreference(next);
        // The theme's sans-serif font follows the preference (an edit of the theme like any other).
        const font = { 'font-sans': FONT_STACKS[next] };
        void import('./editorActions').then(({ editorActions }) => {
            const state = editorStore.get().themeState;
            editorActions.change({
                ...state,
                styles: { light: { ...state.styles.light, ...font }, dark: { ...state.styles.dark, ...font } },
            });
        });
        listeners.forEach(listener => listener());
    }, []);
    return [font, setFont];
};
