import { wcagContrast } from 'culori/fn';
import { type ColorToken, type ThemeStyleProps } from '../../contract/themeTokens';
import { CONTRAST_PAIRS, WCAG_AA } from '../../contract/themeRules';
import { parseColor } from './colorConvert';

export interface PairContrast {
    foreground: ColorToken;
    background: ColorToken;
    /** WCAG 2 contrast ratio, or null when either colour cannot be read */
    ratio: number | null;
    passes: boolean;
}

/** WCAG 2 contrast of two CSS colours, or null when either cannot be read. */
export const contrastRatio = (foreground: string | undefined, background: string | undefined): number | null => {
    const fg = parseColor(foreground);
    const bg = parseColor(background);
    return fg && bg ? wcagContrast(fg, bg) : null;
};

/** Each foreground/background pair of one mode's set, with its ratio against WCAG AA (4.5:1). */
export const contrastReport = (styles: ThemeStyleProps): PairContrast[] =>
    CONTRAST_PAIRS.map(([foreground, background]) => {
        const ratio = contrastRatio(styles[foreground], styles[background]);
        return { foreground, background, ratio, passes: ratio !== null && ratio >= WCAG_AA };
    });
