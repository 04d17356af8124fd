import { converter, formatHex, formatHex8 } from 'culori/fn';
import { COLOR_TOKENS, type ThemeStyleProps, type ThemeStyles } from '../../contract/themeTokens';
import { parseColor } from './colorConvert';
import type { HslAdjustments } from './editorHistory';

const toHsl = converter('hsl');
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** One colour with its hue shifted and its saturation and lightness scaled; unreadable values unchanged. */
export function adjustColor(value: string, { hueShift, saturationScale, lightnessScale }: HslAdjustments): string {
    const color = parseColor(value);
    if (!color) return value;
    const hsl = toHsl(color);
    const adjusted = {
        mode: 'hsl' as const,
        h: ((((hsl.h ?? 0) + hueShift) % 360) + 360) % 360,
        s: clamp01((hsl.s ?? 0) * saturationScale),
        l: clamp01((hsl.l ?? 0) * lightnessScale),
        alpha: hsl.alpha,
    };
    return adjusted.alpha !== undefined && adjusted.alpha < 1 ? formatHex8(adjusted) : formatHex(adjusted);
}

/** Every colour token of both modes adjusted from `base` (tweakcn adjusts the preset's colours, not the last result). */
export const adjustStyles = (base: ThemeStyles, adjustments: HslAdjustments): ThemeStyles => {
    const adjust = (set: ThemeStyleProps) => {
        const out = { ...set };
        for (const token of COLOR_TOKENS) if (out[token]) out[token] = adjustColor(out[token], adjustments);
        return out;
    };
    return { light: adjust(base.light), dark: adjust(base.dark) };
};
