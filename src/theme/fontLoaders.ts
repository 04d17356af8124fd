import { familiesOf } from './fontFamilies';

/**
 * The families the presets name, shipped with LabDesk (@fontsource packages, latin and other subsets
 * served by us, never by a font host), each loaded the first time a theme uses it. Inter and Manrope are
 * always there (main.tsx); a family not listed falls back to the next one of its stack.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
    'Architects Daughter': () => import('@fontsource/architects-daughter/400.css'),
    'DM Sans': () => Promise.all([import('@fontsource/dm-sans/400.css'), import('@fontsource/dm-sans/700.css')]),
    'Fira Code': () => Promise.all([import('@fontsource/fira-code/400.css'), import('@fontsource/fira-code/700.css')]),
    Geist: () => Promise.all([import('@fontsource/geist/400.css'), import('@fontsource/geist/700.css')]),
    'Geist Mono': () =>
        Promise.all([import('@fontsource/geist-mono/400.css'), import('@fontsource/geist-mono/700.css')]),
    'IBM Plex Mono': () =>
        Promise.all([import('@fontsource/ibm-plex-mono/400.css'), import('@fontsource/ibm-plex-mono/700.css')]),
    'JetBrains Mono': () =>
        Promise.all([import('@fontsource/jetbrains-mono/400.css'), import('@fontsource/jetbrains-mono/700.css')]),
    'Libre Baskerville': () =>
        Promise.all([import('@fontsource/libre-baskerville/400.css'), import('@fontsource/libre-baskerville/700.css')]),
    Lora: () => Promise.all([import('@fontsource/lora/400.css'), import('@fontsource/lora/700.css')]),
    Merriweather: () =>
        Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/700.css')]),
    Montserrat: () => Promise.all([import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/700.css')]),
    'Open Sans': () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
    Outfit: () => Promise.all([import('@fontsource/outfit/400.css'), import('@fontsource/outfit/700.css')]),
    Oxanium: () => Promise.all([import('@fontsource/oxanium/400.css'), import('@fontsource/oxanium/700.css')]),
    'Playfair Display': () =>
        Promise.all([import('@fontsource/playfair-display/400.css'), import('@fontsource/playfair-display/700.css')]),
    'Plus Jakarta Sans': () =>
        Promise.all([import('@fontsource/plus-jakarta-sans/400.css'), import('@fontsource/plus-jakarta-sans/700.css')]),
    Poppins: () => Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')]),
    Quicksand: () => Promise.all([import('@fontsource/quicksand/400.css'), import('@fontsource/quicksand/700.css')]),
    Roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
    'Roboto Mono': () =>
        Promise.all([import('@fontsource/roboto-mono/400.css'), import('@fontsource/roboto-mono/700.css')]),
    'Source Code Pro': () =>
        Promise.all([import('@fontsource/source-code-pro/400.css'), import('@fontsource/source-code-pro/700.css')]),
    'Source Serif 4': () =>
        Promise.all([import('@fontsource/source-serif-4/400.css'), import('@fontsource/source-serif-4/700.css')]),
    'Space Mono': () =>
        Promise.all([import('@fontsource/space-mono/400.css'), import('@fontsource/space-mono/700.css')]),
    'Ubuntu Mono': () =>
        Promise.all([import('@fontsource/ubuntu-mono/400.css'), import('@fontsource/ubuntu-mono/700.css')]),
};

export const BUNDLED_FAMILIES = Object.keys(LOADERS);

const loaded = new Map<string, Promise<unknown>>();

/** Loads every bundled family the stacks name (once each); the others are left to the browser. */
export const loadFontStacks = (stacks: (string | undefined)[]): Promise<unknown> =>
    Promise.all(
        stacks
            .flatMap(familiesOf)
            .filter(family => family in LOADERS)
            .map(family => {
                if (!loaded.has(family))
                    loaded.set(
                        family,
                        LOADERS[family]().catch(() => loaded.delete(family))
                    );
                return loaded.get(family);
            })
    );
