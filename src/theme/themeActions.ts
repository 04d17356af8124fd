import { COLOR_TOKENS, type ThemeStyleProps, type ThemeStyles } from '../../contract/themeTokens';
import { toHex } from './colorConvert';
import { editorActions } from './editorActions';

/** Spec §5: the colour keys convert to hex when the theme state is set. */
export const hexStyles = (styles: ThemeStyles): ThemeStyles => {
    const convert = (set: ThemeStyleProps) => {
        const out = { ...set };
        for (const token of COLOR_TOKENS) if (out[token]) out[token] = toHex(out[token]);
        return out;
    };
    return { light: convert(styles.light), dark: convert(styles.dark) };
};

/** Applies a preset of the catalogue by key (recorded in history); false when no preset has that key. */
export async function applyPresetByKey(key: string): Promise<boolean> {
    const { presetByKey } = await import('./presets');
    const preset = presetByKey(key);
    if (!preset) return false;
    editorActions.applyPreset(preset.key, hexStyles(preset.styles));
    return true;
}
