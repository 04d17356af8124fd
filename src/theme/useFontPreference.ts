import { useCallback, useSyncExternalStore } from 'react';
import {
    applyFontPreference,
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

/** The font preference of this browser, kept in localStorage under `font`. */
export const useFontPreference = (): [FontPreference, (font: FontPreference) => void] => {
    const font = useSyncExternalStore(subscribe, snapshot, () => 'inter' as const);
    const setFont = useCallback((next: FontPreference) => {
        window.localStorage.setItem(FONT_STORAGE_KEY, next);
        applyFontPreference(next);
        listeners.forEach(listener => listener());
    }, []);
    return [font, setFont];
};
