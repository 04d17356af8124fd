import type { Shadows } from '@mui/material/styles';
import type { ThemeStyleProps } from '../../contract/themeTokens';

/** #rgb, #rgba, #rrggbb or #rrggbbaa → [r, g, b] (0–255), or undefined. */
export const hexChannels = (hex: string | undefined): [number, number, number] | undefined => {
    const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex?.trim() ?? '');
    if (!m) return undefined;
    const digits = m[1].length <= 4 ? [...m[1].slice(0, 3)].map(d => d + d).join('') : m[1].slice(0, 6);
    return [0, 2, 4].map(i => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
};

const px = (value: string | undefined) => {
    const n = parseFloat(value ?? '0');
    return Number.isFinite(n) ? n : 0;
};

/** Spec §9: the three shadow variants derive from the shadow opacity with these multipliers. */
export const SHADOW_MULTIPLIERS = { small: 0.5, regular: 1, large: 2.5 } as const;

/**
 * MUI's 25 elevations from the shadow tokens: elevation 1 is the small variant (opacity × 0.5), 2–8 the
 * regular one (× 1, with a tighter second layer, as tweakcn draws shadow-sm … shadow-xl), 9–24 the large
 * one (× 2.5). An opacity of 0 gives flat surfaces.
 */
export function shadowsFromTokens(set: ThemeStyleProps): Shadows {
    const [r, g, b] = hexChannels(set['shadow-color']) ?? [0, 0, 0];
    const opacity = Math.min(1, Math.max(0, px(set['shadow-opacity'])));
    const x = `${px(set['shadow-offset-x'])}px`;
    const y = `${px(set['shadow-offset-y'])}px`;
    const blur = `${Math.max(0, px(set['shadow-blur']))}px`;
    const spread = px(set['shadow-spread']);
    const color = (multiplier: number) => `rgba(${r}, ${g}, ${b}, ${Math.min(1, opacity * multiplier).toFixed(2)})`;
    const layer = (multiplier: number) => `${x} ${y} ${blur} ${spread}px ${color(multiplier)}`;
    const second = (offsetY: number) =>
        `${x} ${offsetY}px ${offsetY * 2}px ${spread - 1}px ${color(SHADOW_MULTIPLIERS.regular)}`;
    const shadows = ['none'];
    for (let elevation = 1; elevation <= 24; elevation++) {
        if (elevation === 1) shadows.push(layer(SHADOW_MULTIPLIERS.small));
        else if (elevation <= 8)
            shadows.push(`${layer(SHADOW_MULTIPLIERS.regular)}, ${second(Math.min(8, elevation))}`);
        else shadows.push(layer(SHADOW_MULTIPLIERS.large));
    }
    return shadows as Shadows;
}
