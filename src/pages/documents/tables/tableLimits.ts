/** Spec §5: sizes a table may not go below when resized, and the least size of a cell the editor creates (px). */
export const RESIZE_MINIMUM = { tableWidth: 100, columnWidth: 40, rowHeight: 24, tableHeight: 40 } as const;
export const NEW_CELL_MINIMUM = { width: 80, height: 30 } as const;
/** The writing width of an A4 page with 20 mm margins (170 mm at 96 dpi): what a percentage width is of. */
export const PAGE_CONTENT_WIDTH_PX = Math.round((170 / 25.4) * 96);

const PX_PER_UNIT: Record<string, number> = {
    px: 1,
    pt: 96 / 72,
    cm: 96 / 2.54,
    mm: 96 / 25.4,
    in: 96,
    em: 16,
    rem: 16,
};

/** A CSS length in px; a percentage is of `referencePx`; undefined when it cannot be read (auto, empty). */
export function lengthInPx(value: string | null | undefined, referencePx = PAGE_CONTENT_WIDTH_PX): number | undefined {
    const m = value ? /^\s*(-?\d+(?:\.\d+)?)\s*(px|pt|cm|mm|in|em|rem|%)?\s*$/.exec(value) : null;
    if (!m) return undefined;
    const amount = Number(m[1]);
    const unit = m[2] ?? 'px';
    return unit === '%' ? (amount / 100) * referencePx : amount * PX_PER_UNIT[unit];
}

/**
 * The length kept when a size is set: unchanged when it is at least the minimum (or unreadable, e.g. `auto`),
 * otherwise the minimum — in px, or as a percentage when it was one.
 */
export function atLeast(value: string, minimumPx: number, referencePx = PAGE_CONTENT_WIDTH_PX): string {
    const px = lengthInPx(value, referencePx);
    if (px === undefined || px >= minimumPx) return value;
    if (value.trim().endsWith('%')) return `${Math.ceil((minimumPx / referencePx) * 10000) / 100}%`;
    return `${minimumPx}px`;
}
