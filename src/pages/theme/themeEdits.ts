import { type ThemeStyles, type ThemeToken } from '../../../contract/themeTokens';
import { COMMON_TOKENS } from '../../../contract/themeRules';
import { DEFAULT_HSL_ADJUSTMENTS } from '../../theme/defaultTheme';
import { deepEqual, type HslAdjustments } from '../../theme/editorHistory';
import { editorStore } from '../../theme/editorStore';
import { editorActions } from '../../theme/editorActions';
import { adjustStyles } from '../../theme/hslAdjust';
import { hexStyles } from '../../theme/themeActions';
import { presetByKey } from '../../theme/presets';

const COMMON = new Set<ThemeToken>(COMMON_TOKENS);

/**
 * One token changed. Colours belong to the mode being edited; fonts, radius, spacing, letter-spacing and
 * the shadow's geometry and opacity are shared by both modes (as tweakcn edits them).
 */
export function setToken(token: ThemeToken, value: string) {
    const state = editorStore.get().themeState;
    const modes = COMMON.has(token) ? (['light', 'dark'] as const) : [state.currentMode];
    const styles: ThemeStyles = { ...state.styles };
    for (const mode of modes) styles[mode] = { ...styles[mode], [token]: value };
    editorActions.change({ ...state, styles });
}

let adjustmentBase: ThemeStyles | null = null;

/** The colours the adjustments start from: the preset's, else those the theme had before any adjustment. */
function baseStyles(): ThemeStyles {
    const { themeState, checkpoint } = editorStore.get();
    const preset = themeState.preset ? presetByKey(themeState.preset) : undefined;
    if (preset) return hexStyles(preset.styles);
    if (deepEqual(themeState.hslAdjustments, DEFAULT_HSL_ADJUSTMENTS) || !adjustmentBase) {
        adjustmentBase = themeState.styles;
    }
    return adjustmentBase ?? checkpoint?.styles ?? themeState.styles;
}

/** Hue shift, saturation and lightness scale applied to every colour of both modes. */
export function setAdjustments(adjustments: HslAdjustments) {
    const state = editorStore.get().themeState;
    editorActions.change({ ...state, hslAdjustments: adjustments, styles: adjustStyles(baseStyles(), adjustments) });
}

/** Imported variables merged over the current sets (colours already in hex). */
export function mergeStyles(imported: ThemeStyles) {
    const state = editorStore.get().themeState;
    editorActions.change({
        ...state,
        preset: undefined,
        styles: {
            light: { ...state.styles.light, ...imported.light },
            dark: { ...state.styles.dark, ...imported.dark },
        },
    });
}
