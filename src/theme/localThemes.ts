import type { SavedTheme } from '../../contract/theme';
import type { ThemeStyles } from '../../contract/themeTokens';

/** Spec §9: themes kept in this browser while signed out or offline, under `themes`, for `local-user`. */
export const LOCAL_THEMES_KEY = 'themes';
export const LOCAL_USER_ID = 'local-user';
export const LOCAL_THEME_LIMIT = 10;

export type LocalTheme = Omit<SavedTheme, 'userId' | 'currentMode' | 'hslAdjustments'> & {
    userId: typeof LOCAL_USER_ID;
} & Partial<Pick<SavedTheme, 'currentMode' | 'hslAdjustments'>>;

/** A local save refused: spec §5 texts ('Invalid input'; 'Theme limit reached' with its message). */
export class LocalThemeError extends Error {
    constructor(
        readonly code: 'invalid_input' | 'limit_reached',
        readonly detail?: string
    ) {
        super(code === 'invalid_input' ? 'Invalid input' : 'Theme limit reached');
    }
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readLocalThemes(storage: Store): LocalTheme[] {
    try {
        const raw = JSON.parse(storage.getItem(LOCAL_THEMES_KEY) ?? '[]') as unknown;
        return Array.isArray(raw)
            ? raw.filter(t => t && typeof t.id === 'string' && typeof t.name === 'string' && t.styles)
            : [];
    } catch {
        return [];
    }
}

const validStyles = (styles: unknown): styles is ThemeStyles =>
    typeof styles === 'object' &&
    styles !== null &&
    typeof (styles as ThemeStyles).light === 'object' &&
    typeof (styles as ThemeStyles).dark === 'object';

/** Saves (id given: replaces) a local theme; needs a name and styles; at most 10. */
export function saveLocalTheme(
    storage: Store,
    input: { id?: string; name?: string; styles?: unknown },
    now = new Date()
): LocalTheme {
    const name = input.name?.trim();
    if (!name || !validStyles(input.styles)) throw new LocalThemeError('invalid_input');
    const themes = readLocalThemes(storage);
    const existing = input.id ? themes.find(t => t.id === input.id) : undefined;
    if (!existing && themes.length >= LOCAL_THEME_LIMIT) {
        throw new LocalThemeError('limit_reached', 'You cannot have more than 10 themes yet');
    }
    const at = now.toISOString();
    const theme: LocalTheme = {
        id: existing?.id ?? `local-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        userId: LOCAL_USER_ID,
        name,
        styles: input.styles,
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
    };
    storage.setItem(
        LOCAL_THEMES_KEY,
        JSON.stringify(existing ? themes.map(t => (t.id === existing.id ? theme : t)) : [...themes, theme])
    );
    return theme;
}

export function deleteLocalTheme(storage: Store, id: string): void {
    storage.setItem(LOCAL_THEMES_KEY, JSON.stringify(readLocalThemes(storage).filter(t => t.id !== id)));
}
