/**
 * Random letters (lower case unless asked), so that what a journey creates is this run's own on a reused
 * server; letters only, as names take no digits.
 */
export const letters = (length = 6, upper = false) =>
    Array.from({ length }, () => String.fromCharCode((upper ? 65 : 97) + Math.floor(Math.random() * 26))).join('');

/** An amount as the screens print it: 1,234.50. */
export const money = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
