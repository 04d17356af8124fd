/** Money is a number with two decimals (docs/api-contract.md); sums are rounded to the cent. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** A typed amount ("12.5", 12.5, "") as a number, or null when it is not one. */
export const toAmount = (value: unknown): number | null => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim();
    if (text === '') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : null;
};

const formatter = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" in the browser's locale. */
export const formatMoney = (value: number | null | undefined): string => formatter.format(value ?? 0);
