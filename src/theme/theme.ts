import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { COLOR_TOKENS, type ColorToken, type ThemeStyleProps } from '../../contract/themeTokens';
import './chartPalette';
import { DEFAULT_STYLES } from './defaultTheme';
import { cssFontStack } from './fontFamilies';
import { FONT_STACKS } from './fontPreference';
import { shadowsFromTokens } from './shadows';

/** The sidebar tokens, for the menu (theme.palette.sidebar). */
export interface SidebarPalette {
    background: string;
    foreground: string;
    primary: string;
    primaryForeground: string;
    accent: string;
    accentForeground: string;
    border: string;
    ring: string;
}

declare module '@mui/material/styles' {
    interface Palette {
        sidebar: SidebarPalette;
    }
    interface PaletteOptions {
        sidebar?: SidebarPalette;
    }
    interface TypographyVariants {
        fontFamilySerif: string;
        fontFamilyMono: string;
    }
    interface TypographyVariantsOptions {
        fontFamilySerif?: string;
        fontFamilyMono?: string;
    }
}

type Mode = 'light' | 'dark';
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Every colour as MUI can read it: the state keeps hex (spec §5); anything else takes LabDesk's default. */
const resolved = (set: ThemeStyleProps, mode: Mode) => {
    const base = DEFAULT_STYLES[mode];
    const out: ThemeStyleProps = { ...base, ...set };
    for (const token of COLOR_TOKENS) if (!HEX.test(out[token]?.trim() ?? '')) out[token] = base[token];
    return out as Required<ThemeStyleProps>;
};

/** A CSS length (px, rem, em or a bare number) in pixels, for MUI's numeric scales. */
export const lengthPx = (value: string | undefined, fallback: number): number => {
    const m = /^\s*(-?\d*\.?\d+)\s*(px|rem|em)?\s*$/.exec(value ?? '');
    if (!m) return fallback;
    const n = Number(m[1]);
    return m[2] === 'rem' || m[2] === 'em' ? n * 16 : n;
};

const sidebarOf = (t: Required<ThemeStyleProps>): SidebarPalette => ({
    background: t.sidebar,
    foreground: t['sidebar-foreground'],
    primary: t['sidebar-primary'],
    primaryForeground: t['sidebar-primary-foreground'],
    accent: t['sidebar-accent'],
    accentForeground: t['sidebar-accent-foreground'],
    border: t['sidebar-border'],
    ring: t['sidebar-ring'],
});

const pair = (t: Required<ThemeStyleProps>, bg: ColorToken, fg: ColorToken) => ({
    backgroundColor: t[bg],
    color: t[fg],
});

/** Where the surface tokens show: menus and popovers, table heads, inputs, the sidebar's menu. */
const components = (
    t: Required<ThemeStyleProps>,
    base: RaThemeOptions,
    fontFamily: string,
    mono: string,
    letterSpacing: string
) => ({
    ...base.components,
    MuiCssBaseline: {
        styleOverrides: { body: { fontFamily, letterSpacing }, 'code, kbd, pre, samp': { fontFamily: mono } },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiPopover: { styleOverrides: { paper: pair(t, 'popover', 'popover-foreground') } },
    MuiMenuItem: {
        styleOverrides: { root: { '&:hover, &.Mui-focusVisible': pair(t, 'accent', 'accent-foreground') } },
    },
    MuiTableCell: {
        ...base.components?.MuiTableCell,
        styleOverrides: {
            ...base.components?.MuiTableCell?.styleOverrides,
            head: pair(t, 'muted', 'muted-foreground'),
        },
    },
    MuiOutlinedInput: {
        styleOverrides: {
            notchedOutline: { borderColor: t.input },
            root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: t.ring } },
        },
    },
    MuiFilledInput: {
        styleOverrides: {
            root: { '&::before': { borderBottomColor: t.input }, '&::after': { borderBottomColor: t.ring } },
        },
    },
    RaSidebar: {
        styleOverrides: {
            root: {
                '& .RaSidebar-fixed, & .MuiDrawer-paper': {
                    ...pair(t, 'sidebar', 'sidebar-foreground'),
                    borderRight: `1px solid ${t['sidebar-border']}`,
                },
            },
        },
    },
    RaMenuItemLink: {
        styleOverrides: {
            root: {
                color: t['sidebar-foreground'],
                '& .MuiListItemIcon-root': { color: 'inherit' },
                '&:hover': pair(t, 'sidebar-accent', 'sidebar-accent-foreground'),
                '&.Mui-focusVisible': { outline: `2px solid ${t['sidebar-ring']}`, outlineOffset: -2 },
                '&.RaMenuItemLink-active': pair(t, 'sidebar-primary', 'sidebar-primary-foreground'),
            },
        },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: t.muted, color: t['muted-foreground'] } } },
});

/**
 * The one mapping from a mode's tokens to the MUI theme react-admin uses: palette, radius, typography,
 * spacing, shadows, the sidebar on the menu and chart-1 … chart-5 for the charts. Pure: same tokens, same theme.
 */
export function labThemeOptions(set: ThemeStyleProps, mode: Mode): RaThemeOptions {
    const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
    const t = resolved(set, mode);
    const fontFamily = cssFontStack(t['font-sans'], FONT_STACKS.inter);
    const mono = cssFontStack(t['font-mono'], 'monospace');
    const tracking = lengthPx(t['letter-spacing'], 0) === 0 ? 'normal' : t['letter-spacing'].trim();
    const spacingPx = lengthPx(t.spacing, 4);
    return {
        ...base,
        palette: {
            mode,
            primary: { main: t.primary, contrastText: t['primary-foreground'] },
            secondary: { main: t.secondary, contrastText: t['secondary-foreground'] },
            error: { main: t.destructive, contrastText: t['destructive-foreground'] },
            background: { default: t.background, paper: t.card },
            text: { primary: t.foreground, secondary: t['muted-foreground'] },
            divider: t.border,
            chart: [t['chart-1'], t['chart-2'], t['chart-3'], t['chart-4'], t['chart-5']],
            sidebar: sidebarOf(t),
        },
        shape: { borderRadius: Math.min(24, Math.max(0, lengthPx(t.radius, 10))) },
        // Tailwind counts spacing in 0.25rem steps, MUI in 8px ones: the default token gives MUI's default.
        spacing: Math.max(2, spacingPx * 2),
        shadows: shadowsFromTokens(t),
        typography: {
            ...base.typography,
            fontFamily,
            fontFamilySerif: cssFontStack(t['font-serif'], 'serif'),
            fontFamilyMono: mono,
            ...(tracking === 'normal' ? {} : { allVariants: { letterSpacing: tracking } }),
        },
        sidebar: { width: 248, closedWidth: 56 },
        components: components(t, base, fontFamily, mono, tracking),
    };
}

export const lightTheme = labThemeOptions(DEFAULT_STYLES.light, 'light');
export const darkTheme = labThemeOptions(DEFAULT_STYLES.dark, 'dark');
