import { THEME_TOKENS, type ThemeStyleProps, type ThemeStyles, type ThemeToken } from '../../contract/themeTokens';
import { type ColorFormat, formatColor } from './colorConvert';
import { COLOR_TOKEN_SET } from './tokenGroups';

const KNOWN = new Set<string>(THEME_TOKENS);

const block = (selector: string, set: ThemeStyleProps, format: ColorFormat) =>
    `${selector} {\n${THEME_TOKENS.filter(token => set[token] !== undefined)
        .map(token => `  --${token}: ${COLOR_TOKEN_SET.has(token) ? formatColor(set[token]!, format) : set[token]};`)
        .join('\n')}\n}`;

/** The theme as CSS variables: `:root` for light, `.dark` for dark (the shadcn/tweakcn convention). */
export const exportCss = (styles: ThemeStyles, format: ColorFormat = 'hex'): string =>
    `${block(':root', styles.light, format)}\n\n${block('.dark', styles.dark, format)}\n`;

/** The variables of one `selector { … }` block of pasted CSS: known token names only, comments ignored. */
function variablesOf(css: string, selector: RegExp): ThemeStyleProps {
    const body = selector.exec(css)?.[1] ?? '';
    const out: ThemeStyleProps = {};
    for (const [, name, value] of body.matchAll(/--([a-z0-9-]+)\s*:\s*([^;{}]+?)\s*(?:;|$)/gi)) {
        if (KNOWN.has(name)) out[name as ThemeToken] = value.trim();
    }
    return out;
}

const strip = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * A pasted `:root { … }` (light) and `.dark { … }` block → token sets. Bare HSL triplets (shadcn's
 * `--primary: 222.2 47.4% 11.2%`) are read as hsl(); values are not yet checked here.
 */
export function importCss(css: string): { light: ThemeStyleProps; dark: ThemeStyleProps } {
    const clean = strip(css);
    const wrapTriplets = (set: ThemeStyleProps) => {
        for (const token of Object.keys(set) as ThemeToken[]) {
            const value = set[token]!;
            if (COLOR_TOKEN_SET.has(token) && /^-?[\d.]+(deg)?\s+[\d.]+%\s+[\d.]+%(\s*\/\s*[\d.]+%?)?$/.test(value)) {
                set[token] = `hsl(${value})`;
            }
        }
        return set;
    };
    return {
        light: wrapTriplets(variablesOf(clean, /:root\s*\{([^}]*)\}/)),
        dark: wrapTriplets(variablesOf(clean, /\.dark\s*\{([^}]*)\}/)),
    };
}
