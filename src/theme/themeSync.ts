import type { CurrentTheme, ThemeList } from '../../contract/theme';
import { COLOR_TOKENS, type ThemeStyleProps, type ThemeStyles } from '../../contract/themeTokens';
import { editorStore, type EditorSnapshot, initialSnapshot } from './editorStore';

const hex2 = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
        .toString(16)
        .padStart(2, '0');

/** hsl(h s% l% [/ a]) or hsl(h, s%, l%[, a]) → #rrggbb(aa); anything else unchanged. */
export function hslToHex(value: string): string {
    const m = /^hsla?\(\s*(-?[\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(
        value.trim()
    );
    if (!m) return value;
    const h = (((Number(m[1]) % 360) + 360) % 360) / 360;
    const [s, l] = [Number(m[2]) / 100, Number(m[3]) / 100];
    const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const channel = (t: number) => {
        const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
        if (x < 1 / 6) return p + (q - p) * 6 * x;
        if (x < 1 / 2) return q;
        if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
        return p;
    };
    const rgb = [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map(c => hex2(c * 255)).join('');
    return `#${rgb}${alpha < 1 ? hex2(alpha * 255) : ''}`;
}

/** #rgb(a) → #rrggbb(aa), lower case. */
const longHex = (value: string) => {
    const v = value.trim().toLowerCase();
    return /^#[0-9a-f]{3,4}$/.test(v) ? `#${[...v.slice(1)].map(d => d + d).join('')}` : v;
};

/** Spec §5: on server sync, colour values starting with hsl or # become hex; others stay as they are. */
export const syncedStyles = (styles: ThemeStyles): ThemeStyles => {
    const convert = (set: ThemeStyleProps) => {
        const out = { ...set };
        for (const token of COLOR_TOKENS) {
            const value = out[token];
            if (value?.startsWith('hsl')) out[token] = hslToHex(value);
            else if (value?.startsWith('#')) out[token] = longHex(value);
        }
        return out;
    };
    return { light: convert(styles.light), dark: convert(styles.dark) };
};

/** Which saved version a current theme is: the checkpoint remembers it. */
export const refOf = (current: CurrentTheme) =>
    current.source === 'own' ? `own:${current.id}:${current.updatedAt}` : `organisation:${current.updatedAt}`;

/**
 * The editor after a member signs in: the theme they wear replaces the browser's, unless it is the one
 * the checkpoint already holds (their unsaved edits stay). With nothing to wear, a state left by another
 * member goes back to the default; one nobody owns yet (a preset picked before signing in) becomes theirs.
 */
export function syncedSnapshot(snapshot: EditorSnapshot, current: CurrentTheme | null, userId: string): EditorSnapshot {
    if (!current) {
        if (!snapshot.owner) return { ...snapshot, owner: userId };
        return snapshot.owner === userId ? snapshot : { ...initialSnapshot(), owner: userId };
    }
    const ref = refOf(current);
    if (snapshot.owner === userId && snapshot.checkpointRef === ref) return snapshot;
    const state = {
        styles: syncedStyles(current.styles),
        currentMode: snapshot.themeState.currentMode,
        hslAdjustments: current.hslAdjustments,
    };
    return { ...initialSnapshot(), themeState: state, checkpoint: state, owner: userId, checkpointRef: ref };
}

/** The theme service's start after sign-in: read what the member wears (the same call as the list). */
export async function syncWithServer(themeList: () => Promise<ThemeList>, userId: string): Promise<void> {
    try {
        const { data } = await themeList();
        editorStore.replace(syncedSnapshot(editorStore.get(), data, userId));
    } catch (error) {
        // Spec §8: theme initialisation failures are logged only.
        console.error('Failed to fetch current theme', error);
    }
}

const resetters = new Set<() => void>();
/** The saved-themes store (loaded with the editor) registers how it forgets the member. */
export const onThemeServiceReset = (reset: () => void) => {
    resetters.add(reset);
    return () => resetters.delete(reset);
};
/** Spec §4: on sign-out the theme service resets. */
export const resetThemeService = () => resetters.forEach(reset => reset());
