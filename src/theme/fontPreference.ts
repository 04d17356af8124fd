/** Spec §3/§5: the font preference is inter, manrope or system; anything else means inter. */
export const FONT_STORAGE_KEY = 'font';
export const FONT_PREFERENCES = ['inter', 'manrope', 'system'] as const;
export type FontPreference = (typeof FONT_PREFERENCES)[number];
export const DEFAULT_FONT: FontPreference = 'inter';

const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** CSS font-family stacks; the Inter and Manrope faces ship with the app (no font CDN). */
export const FONT_STACKS: Record<FontPreference, string> = {
    inter: `"Inter Variable", "Inter", ${SYSTEM_STACK}`,
    manrope: `"Manrope Variable", "Manrope", ${SYSTEM_STACK}`,
    system: SYSTEM_STACK,
};

/** The CSS variable the MUI theme's typography reads, so a switch needs no theme rebuild. */
export const FONT_CSS_VARIABLE = '--labdesk-font';

export const isFontPreference = (value: unknown): value is FontPreference =>
    typeof value === 'string' && (FONT_PREFERENCES as readonly string[]).includes(value);

export const readFontPreference = (storage: Pick<Storage, 'getItem'> | undefined): FontPreference => {
    try {
        const value = storage?.getItem(FONT_STORAGE_KEY);
        return isFontPreference(value) ? value : DEFAULT_FONT;
    } catch {
        return DEFAULT_FONT;
    }
};

export const applyFontPreference = (font: FontPreference, root: HTMLElement = document.documentElement) => {
    root.style.setProperty(FONT_CSS_VARIABLE, FONT_STACKS[font]);
    root.dataset.font = font;
};
