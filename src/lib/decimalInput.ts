/**
 * A number typed in a cell: blank is "no value" (null), a comma may stand for the decimal point,
 * anything else that is not a finite number is NaN (the form then says so).
 */
export const parseDecimal = (value: unknown): number | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
    const text = String(value).trim().replace(/\s+/g, '');
    if (text === '') return null;
    const normalised = !text.includes('.') && /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : NaN;
};

/** A price typed by a person: "1,200.50", "₹ 450", "450" → a number with at most two decimals; else null. */
export const parsePrice = (value: unknown): number | null => {
    if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
    const text = String(value ?? '')
        .trim()
        .replace(/^[^\d.,-]+/, '')
        .replace(/\s+/g, '');
    if (text === '') return null;
    const withoutThousands = /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
    if (!/^\d+(\.\d{0,2})?$/.test(withoutThousands)) return null;
    return Number(withoutThousands);
};
