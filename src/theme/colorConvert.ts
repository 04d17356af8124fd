import {
    converter,
    formatHex,
    formatHex8,
    modeHsl,
    modeLrgb,
    modeOklab,
    modeOklch,
    modeRgb,
    parse,
    useMode as registerColorSpace,
    type Color,
} from 'culori/fn';

// culori's tree-shakable build (its useMode is no React hook): only the colour spaces the theme needs are registered.
registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);
registerColorSpace(modeHsl);
registerColorSpace(modeOklab);
registerColorSpace(modeOklch);

export type ColorFormat = 'hex' | 'rgb' | 'hsl' | 'oklch';

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toOklch = converter('oklch');

/** Spec §5: whole numbers as integers, others with 2 decimals; zero, empty or missing gives 0. */
export const formatNumber = (value: number | undefined | null): string => {
    if (value === undefined || value === null || Number.isNaN(value) || value === 0) return '0';
    return Number.isInteger(value) ? String(value) : value.toFixed(2);
};

const withAlpha = (body: string, alpha: number | undefined) =>
    alpha !== undefined && alpha < 1 ? `${body} / ${formatNumber(alpha)}` : body;

/** A CSS colour in any of the four formats (and the other CSS notations culori reads), or undefined. */
export const parseColor = (value: string | undefined | null): Color | undefined => {
    if (!value || typeof value !== 'string') return undefined;
    return parse(value.trim());
};

const formatters: Record<ColorFormat, (color: Color) => string> = {
    hex: color => (color.alpha !== undefined && color.alpha < 1 ? formatHex8(color) : formatHex(color)),
    rgb: color => {
        const { r, g, b, alpha } = toRgb(color);
        const channel = (v: number) => formatNumber(Math.round(Math.min(1, Math.max(0, v)) * 25500) / 100);
        return `rgb(${withAlpha(`${channel(r)} ${channel(g)} ${channel(b)}`, alpha)})`;
    },
    hsl: color => {
        const { h, s, l, alpha } = toHsl(color);
        return `hsl(${withAlpha(`${formatNumber(h)} ${formatNumber(s * 100)}% ${formatNumber(l * 100)}%`, alpha)})`;
    },
    oklch: color => {
        const { l, c, h, alpha } = toOklch(color);
        return `oklch(${withAlpha(`${formatNumber(l)} ${formatNumber(c)} ${formatNumber(h)}`, alpha)})`;
    },
};

/**
 * The spec §5 conversion helper: `value` in `format`. An unparseable value is logged as
 * 'Invalid color input' and comes back unchanged.
 */
export const formatColor = (value: string, format: ColorFormat): string => {
    const color = parseColor(value);
    if (!color) {
        console.error('Invalid color input', value);
        return value;
    }
    return formatters[format](color);
};

export const toHex = (value: string) => formatColor(value, 'hex');

/** Which of the four formats a value is written in (hex for anything else culori reads). */
export const formatOf = (value: string): ColorFormat => {
    const v = value.trim().toLowerCase();
    if (v.startsWith('oklch')) return 'oklch';
    if (v.startsWith('hsl')) return 'hsl';
    if (v.startsWith('rgb')) return 'rgb';
    return 'hex';
};
