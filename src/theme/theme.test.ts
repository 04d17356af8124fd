import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLES } from './defaultTheme';
import { shadowsFromTokens } from './shadows';
import { labThemeOptions, lengthPx } from './theme';

const tokens = {
    ...DEFAULT_STYLES.light,
    background: '#f6e6ee',
    foreground: '#5b5b5b',
    card: '#fdedc9',
    primary: '#d04f99',
    'primary-foreground': '#ffffff',
    secondary: '#8acfd1',
    'secondary-foreground': '#333333',
    destructive: '#f96f70',
    'destructive-foreground': '#1a1a1a',
    'muted-foreground': '#6b6b6b',
    border: '#d04f99',
    'chart-1': '#e670ab',
    'chart-5': '#d7488e',
    sidebar: '#f8d8ea',
    'sidebar-primary': '#ec4899',
    radius: '0.4rem',
    spacing: '0.3rem',
    'font-sans': 'Poppins, sans-serif',
    'font-mono': 'Fira Code, monospace',
    'letter-spacing': '0.025em',
    'shadow-color': '#000000',
    'shadow-opacity': '0.2',
    'shadow-blur': '4px',
    'shadow-spread': '0px',
    'shadow-offset-x': '3px',
    'shadow-offset-y': '3px',
};

describe('tokens → MUI theme', () => {
    const theme = createTheme(labThemeOptions(tokens, 'light'));

    it('maps the colours onto the palette', () => {
        expect(theme.palette.mode).toBe('light');
        expect(theme.palette.primary).toMatchObject({ main: '#d04f99', contrastText: '#ffffff' });
        expect(theme.palette.secondary).toMatchObject({ main: '#8acfd1', contrastText: '#333333' });
        expect(theme.palette.error).toMatchObject({ main: '#f96f70', contrastText: '#1a1a1a' });
        expect(theme.palette.background).toEqual({ default: '#f6e6ee', paper: '#fdedc9' });
        expect(theme.palette.text).toMatchObject({ primary: '#5b5b5b', secondary: '#6b6b6b' });
        expect(theme.palette.divider).toBe('#d04f99');
        expect(theme.palette.chart).toEqual([
            '#e670ab',
            tokens['chart-2'],
            tokens['chart-3'],
            tokens['chart-4'],
            '#d7488e',
        ]);
        expect(theme.palette.sidebar).toMatchObject({ background: '#f8d8ea', primary: '#ec4899' });
    });

    it('takes radius, spacing, fonts and letter-spacing from the tokens', () => {
        expect(theme.shape.borderRadius).toBeCloseTo(6.4);
        expect(theme.spacing(1)).toBe('9.6px');
        expect(theme.typography.fontFamily).toBe('Poppins, sans-serif');
        expect(theme.typography.fontFamilyMono).toBe('"Fira Code", monospace');
        expect(theme.typography.body1.letterSpacing).toBe('0.025em');
        const inter = createTheme(
            labThemeOptions({ ...tokens, 'font-sans': 'Inter, sans-serif', 'letter-spacing': '0em' }, 'light')
        );
        expect(inter.typography.fontFamily).toBe('"Inter Variable", Inter, sans-serif');
        expect(inter.typography.body1.letterSpacing).not.toBe('0em');
        expect(createTheme(labThemeOptions({ ...tokens, radius: '3rem' }, 'light')).shape.borderRadius).toBe(24);
    });

    it('keeps the default spacing and radius of LabDesk at the default tokens', () => {
        const plain = createTheme(labThemeOptions(DEFAULT_STYLES.light, 'light'));
        expect(plain.spacing(1)).toBe('8px');
        expect(plain.shape.borderRadius).toBe(10);
    });

    it('draws the shadows from the shadow tokens with the variants × 0.5, × 1 and × 2.5', () => {
        const shadows = shadowsFromTokens(tokens);
        expect(shadows).toHaveLength(25);
        expect(shadows[0]).toBe('none');
        expect(shadows[1]).toBe('3px 3px 4px 0px rgba(0, 0, 0, 0.10)');
        expect(shadows[2]).toMatch(/^3px 3px 4px 0px rgba\(0, 0, 0, 0\.20\), 3px 2px 4px -1px rgba\(0, 0, 0, 0\.20\)$/);
        expect(shadows[24]).toBe('3px 3px 4px 0px rgba(0, 0, 0, 0.50)');
        expect(theme.shadows[1]).toBe(shadows[1]);
        expect(shadowsFromTokens({ ...tokens, 'shadow-opacity': '0' })[8]).toContain('rgba(0, 0, 0, 0.00)');
    });

    it('falls back to LabDesk defaults for colours MUI cannot read', () => {
        const odd = createTheme(
            labThemeOptions({ ...tokens, primary: 'oklch(0.5 0.1 200)', background: 'red;}' }, 'dark')
        );
        expect(odd.palette.primary.main).toBe(DEFAULT_STYLES.dark.primary);
        expect(odd.palette.background.default).toBe(DEFAULT_STYLES.dark.background);
    });

    it('reads CSS lengths in pixels', () => {
        expect(lengthPx('0.625rem', 0)).toBe(10);
        expect(lengthPx('3px', 0)).toBe(3);
        expect(lengthPx('0', 5)).toBe(0);
        expect(lengthPx('calc(1px)', 5)).toBe(5);
    });
});
