/**
 * Rules about the theme tokens that the editor, the preset generator and the server share: which tokens
 * both modes share, which pairs must reach WCAG AA, the bounds of the HSL adjustments, the list page size.
 * Kept apart from themeTokens.ts so the first screen's JavaScript carries only the token names.
 */
import { FONT_TOKENS, LENGTH_TOKENS, OPACITY_TOKENS, type ColorToken, type ThemeToken } from './themeTokens.ts';

/** Tokens the dark set takes from the light one when it has none of its own (as tweakcn does): all but the colours. */
export const COMMON_TOKENS: readonly ThemeToken[] = [...FONT_TOKENS, ...LENGTH_TOKENS, ...OPACITY_TOKENS];

/** The foreground/background pairs whose contrast must reach WCAG AA (4.5:1). */
export const CONTRAST_PAIRS = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['sidebar-foreground', 'sidebar'],
  ['sidebar-primary-foreground', 'sidebar-primary'],
  ['sidebar-accent-foreground', 'sidebar-accent'],
] as const satisfies readonly (readonly [ColorToken, ColorToken])[];

export const WCAG_AA = 4.5;

/** Bounds of the HSL adjustments (defaults 0 / 1 / 1). */
export const HSL_LIMITS = {
  hueShift: { min: -180, max: 180, default: 0 },
  saturationScale: { min: 0, max: 2, default: 1 },
  lightnessScale: { min: 0.2, max: 2, default: 1 },
} as const;

/** Saved themes a member keeps; the list answers pages of this size from page 1. */
export const THEME_PAGE_SIZE = 10;
