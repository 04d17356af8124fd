/** The family names of a CSS font stack, unquoted, in order. */
export const familiesOf = (stack: string | undefined): string[] =>
    (stack ?? '')
        .split(',')
        .map(name => name.trim().replace(/^["']|["']$/g, ''))
        .filter(Boolean);

/** Families LabDesk ships as variable fonts, under the name their @font-face declares. */
const VARIABLE_ALIASES: Record<string, string> = { inter: 'Inter Variable', manrope: 'Manrope Variable' };

const GENERIC = new Set([
    'serif',
    'sans-serif',
    'monospace',
    'cursive',
    'fantasy',
    'system-ui',
    'ui-serif',
    'ui-sans-serif',
    'ui-monospace',
]);
const quoted = (name: string) => (GENERIC.has(name) || /^[\w-]+$/.test(name) ? name : `"${name}"`);

/** The stack as CSS, with the bundled variable faces put before the family they stand for. */
export const cssFontStack = (stack: string | undefined, fallback: string): string => {
    const families = familiesOf(stack);
    if (families.length === 0) return fallback;
    return families
        .flatMap(name => {
            const alias = VARIABLE_ALIASES[name.toLowerCase()];
            return alias && !families.includes(alias) ? [alias, name] : [name];
        })
        .map(quoted)
        .join(', ');
};
