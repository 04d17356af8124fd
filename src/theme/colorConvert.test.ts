import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatColor, formatNumber, formatOf, parseColor, toHex } from './colorConvert';

afterEach(() => vi.restoreAllMocks());

describe('colour conversion helper (spec §5)', () => {
    it('shows whole numbers as integers, others with 2 decimals, zero or empty as 0', () => {
        expect(formatNumber(12)).toBe('12');
        expect(formatNumber(12.3456)).toBe('12.35');
        expect(formatNumber(0)).toBe('0');
        expect(formatNumber(undefined)).toBe('0');
        expect(formatNumber(Number.NaN)).toBe('0');
    });

    it('converts between hex, rgb, hsl and oklch', () => {
        expect(formatColor('#ff0000', 'rgb')).toBe('rgb(255 0 0)');
        expect(formatColor('#ff0000', 'hsl')).toBe('hsl(0 100% 50%)');
        expect(formatColor('rgb(255 0 0)', 'hex')).toBe('#ff0000');
        expect(formatColor('hsl(120 100% 25%)', 'hex')).toBe('#008000');
        expect(formatColor('oklch(0 0 0)', 'hex')).toBe('#000000');
        expect(formatColor('#ffffff', 'oklch')).toBe('oklch(1.00 0 0)');
        expect(formatColor('#000000', 'oklch')).toBe('oklch(0 0 0)');
        expect(toHex('oklch(0.63 0.19 23.03)')).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('keeps an alpha below 1', () => {
        expect(formatColor('rgba(29,161,242,0.15)', 'hex')).toBe('#1da1f226');
        expect(formatColor('hsl(0 0% 0% / 0.5)', 'rgb')).toBe('rgb(0 0 0 / 0.50)');
        expect(formatColor('#00000080', 'hsl')).toBe('hsl(0 0% 0% / 0.50)');
    });

    it("logs 'Invalid color input' and returns an unparseable value unchanged", () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        expect(formatColor('not-a-colour', 'hex')).toBe('not-a-colour');
        expect(formatColor('', 'rgb')).toBe('');
        expect(log).toHaveBeenCalledTimes(2);
        expect(log.mock.calls[0][0]).toBe('Invalid color input');
    });

    it('reads the four formats and names the format of a value', () => {
        for (const value of ['#1565c0', 'rgb(21 101 192)', 'hsl(212 80% 42%)', 'oklch(0.5 0.15 255)']) {
            expect(parseColor(value)).toBeDefined();
        }
        expect(parseColor('url(javascript:alert(1))')).toBeUndefined();
        expect(formatOf('OKLCH(1 0 0)')).toBe('oklch');
        expect(formatOf('hsl(1 2% 3%)')).toBe('hsl');
        expect(formatOf('rgba(1,2,3,0.4)')).toBe('rgb');
        expect(formatOf('#fff')).toBe('hex');
    });
});
