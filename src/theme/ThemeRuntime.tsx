import { useEffect, useRef } from 'react';
import { useAuthProvider, useDataProvider, useGetIdentity, useTheme } from 'react-admin';
import type { LabAuthProvider, LabDataProvider } from '../providers/types';
import { TOKEN_DEFAULTS } from './defaultTheme';
import { editorStore, useEditorSnapshot } from './editorStore';
import { FONT_STACKS } from './fontPreference';

/** Spec §4: about 100 ms after sign-in the theme service starts. */
export const THEME_SYNC_DELAY_MS = 100;

const LOCAL_STACKS = new Set<string | undefined>([
    ...Object.values(FONT_STACKS),
    TOKEN_DEFAULTS['font-sans'],
    TOKEN_DEFAULTS['font-serif'],
    TOKEN_DEFAULTS['font-mono'],
]);

/** The families the theme names, loaded from our own bundle when they are not already on the page. */
const useThemeFonts = () => {
    const { styles } = useEditorSnapshot().themeState;
    const stacks = [styles.light, styles.dark].flatMap(set => [set['font-sans'], set['font-serif'], set['font-mono']]);
    const key = stacks.filter(stack => !LOCAL_STACKS.has(stack)).join('|');
    useEffect(() => {
        if (key) void import('./fontLoaders').then(m => m.loadFontStacks(key.split('|')));
    }, [key]);
};

/**
 * The theme's life in the signed-in app: the light/dark switch of the app bar is the editor's mode, the
 * member's theme is read from the server after sign-in (only with a token), the service resets on sign-out
 * (the layout unmounts), and the fonts the theme names are loaded.
 */
export const ThemeRuntime = () => {
    const [mode] = useTheme();
    // Held in refs: react-admin hands out new provider objects now and then, which must not restart the sync.
    const data = useDataProvider<LabDataProvider>();
    const auth = useAuthProvider<LabAuthProvider>();
    const providers = useRef({ data, auth });
    useEffect(() => {
        providers.current = { data, auth };
    }, [data, auth]);
    const userId = useGetIdentity().identity?.id;
    useEffect(() => {
        const snapshot = editorStore.get();
        // Spec §4: switching light and dark alone records no history.
        if ((mode === 'light' || mode === 'dark') && snapshot.themeState.currentMode !== mode) {
            editorStore.replace({ ...snapshot, themeState: { ...snapshot.themeState, currentMode: mode } });
        }
    }, [mode]);
    useEffect(() => {
        if (!userId) return;
        let cancelled = false;
        const timer = setTimeout(async () => {
            const token = await providers.current.auth?.getToken();
            if (cancelled || !token) return;
            const { syncWithServer } = await import('./themeSync');
            await syncWithServer(() => providers.current.data.themeList(), String(userId));
        }, THEME_SYNC_DELAY_MS);
        return () => {
            cancelled = true;
            clearTimeout(timer);
        };
    }, [userId]);
    useEffect(() => () => void import('./themeSync').then(m => m.resetThemeService()), []);
    useThemeFonts();
    return null;
};
