/**
 * The token names of a theme's light and dark sets (spec §3), shared by the server (which validates stored
 * styles against them) and the SPA (which maps them onto the MUI theme). Plain data: no runtime imports, so
 * the SPA may import these values without pulling TypeBox into its bundle.
 */
export const COLOR_TOKENS = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
  'shadow-color',
] as const;

export const FONT_TOKENS = ['font-sans', 'font-serif', 'font-mono'] as const;

/** Lengths (px, rem or em; a bare 0 too). */
export const LENGTH_TOKENS = [
  'radius',
  'shadow-blur',
  'shadow-spread',
  'shadow-offset-x',
  'shadow-offset-y',
  'letter-spacing',
  'spacing',
] as const;

/** A number from 0 to 1. */
export const OPACITY_TOKENS = ['shadow-opacity'] as const;

export const THEME_TOKENS = [...COLOR_TOKENS, ...FONT_TOKENS, ...LENGTH_TOKENS, ...OPACITY_TOKENS] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** One mode's set: every entry optional (spec §3), every value a string. */
export type ThemeStyleProps = Partial<Record<ThemeToken, string>>;
export interface ThemeStyles {
  light: ThemeStyleProps;
  dark: ThemeStyleProps;
}
