import type { ThemeStyleProps, ThemeStyles } from '../../contract/themeTokens';
import { DEFAULT_CHART_COLORS } from './chartPalette';
import { FONT_STACKS } from './fontPreference';

/**
 * What a preset leaves out is filled the way tweakcn fills it (utils/theme-presets.ts of jnsahaj/tweakcn):
 * radius 0.625rem, spacing 0.25rem, letter-spacing 0em, a faint black shadow, system font stacks.
 */
export const TOKEN_DEFAULTS = {
    'font-sans':
        "ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    'font-serif': 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
    'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace',
    radius: '0.625rem',
    'shadow-color': 'oklch(0 0 0)',
    'shadow-opacity': '0.1',
    'shadow-blur': '3px',
    'shadow-spread': '0px',
    'shadow-offset-x': '0',
    'shadow-offset-y': '1px',
    'letter-spacing': '0em',
    spacing: '0.25rem',
} as const satisfies ThemeStyleProps;

const chart = (colors: readonly string[]) =>
    Object.fromEntries(colors.map((color, i) => [`chart-${i + 1}`, color])) as ThemeStyleProps;

const shared: ThemeStyleProps = {
    ...TOKEN_DEFAULTS,
    'font-sans': FONT_STACKS.inter,
    'shadow-color': '#000000',
};

/** The tokens that repeat others: text on cards and popovers, the focus ring, the sidebar. */
const derived = (set: ThemeStyleProps): ThemeStyleProps => ({
    ...set,
    'card-foreground': set.foreground,
    'popover-foreground': set.foreground,
    ring: set.primary,
    sidebar: set.background,
    'sidebar-foreground': set.foreground,
    'sidebar-primary': set.primary,
    'sidebar-primary-foreground': set['primary-foreground'],
    'sidebar-accent': set.accent,
    'sidebar-accent-foreground': set['accent-foreground'],
    'sidebar-border': set.border,
    'sidebar-ring': set.primary,
});

/**
 * LabDesk's own look as tokens (calm blue primary, teal secondary): the theme before anyone picks a preset.
 * Colours are hex, as the theme state keeps them (spec §5).
 */
export const DEFAULT_STYLES: ThemeStyles = {
    light: derived({
        ...shared,
        background: '#f6f8fb',
        foreground: '#1f2329',
        card: '#ffffff',
        popover: '#ffffff',
        primary: '#1565c0',
        'primary-foreground': '#ffffff',
        secondary: '#00796b',
        'secondary-foreground': '#ffffff',
        muted: '#eef1f5',
        'muted-foreground': '#56606b',
        accent: '#e3f2fd',
        'accent-foreground': '#0d47a1',
        destructive: '#c62828',
        'destructive-foreground': '#ffffff',
        border: '#dde2e8',
        input: '#c4ccd6',
        ...chart(DEFAULT_CHART_COLORS.light),
    }),
    dark: derived({
        ...shared,
        'shadow-opacity': '0.3',
        background: '#121212',
        foreground: '#f1f3f5',
        card: '#1e1f22',
        popover: '#25272b',
        primary: '#90caf9',
        'primary-foreground': '#0b2540',
        secondary: '#80cbc4',
        'secondary-foreground': '#0a2926',
        muted: '#2a2c30',
        'muted-foreground': '#b4bac2',
        accent: '#1e3a5f',
        'accent-foreground': '#e3f2fd',
        destructive: '#ef9a9a',
        'destructive-foreground': '#3b0a0a',
        border: '#33363b',
        input: '#4a4e55',
        ...chart(DEFAULT_CHART_COLORS.dark),
    }),
};

export const DEFAULT_HSL_ADJUSTMENTS = { hueShift: 0, saturationScale: 1, lightnessScale: 1 };
