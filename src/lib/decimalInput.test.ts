import { describe, expect, it } from 'vitest';
import { parseDecimal, parsePrice } from './decimalInput';

describe('a number typed in a cell', () => {
    it('reads numbers, blanks and a decimal comma', () => {
        expect(parseDecimal('12.5')).toBe(12.5);
        expect(parseDecimal(' 7 ')).toBe(7);
        expect(parseDecimal('-0.4')).toBe(-0.4);
        expect(parseDecimal('.5')).toBe(0.5);
        expect(parseDecimal('13,5')).toBe(13.5);
        expect(parseDecimal(3)).toBe(3);
        expect(parseDecimal('')).toBeNull();
        expect(parseDecimal(null)).toBeNull();
        expect(parseDecimal(undefined)).toBeNull();
    });
    it('is NaN for what is not a number', () => {
        expect(parseDecimal('12a')).toBeNaN();
        expect(parseDecimal('1.2.3')).toBeNaN();
        expect(parseDecimal('1,200,5')).toBeNaN();
        expect(parseDecimal(Infinity)).toBeNaN();
    });
});

describe('a price typed by a person', () => {
    it('reads plain prices, thousands separators and a currency sign', () => {
        expect(parsePrice('450')).toBe(450);
        expect(parsePrice('120.5')).toBe(120.5);
        expect(parsePrice('1,200.50')).toBe(1200.5);
        expect(parsePrice('1,20,000')).toBe(120000);
        expect(parsePrice('₹ 999')).toBe(999);
        expect(parsePrice(' 0 ')).toBe(0);
        expect(parsePrice(12.345)).toBe(12.35);
    });
    it('refuses blanks, negatives, words and more than two decimals', () => {
        expect(parsePrice('')).toBeNull();
        expect(parsePrice('-5')).toBeNull();
        expect(parsePrice('abc')).toBeNull();
        expect(parsePrice('12.345')).toBeNull();
        expect(parsePrice('1,2')).toBeNull();
        expect(parsePrice(-1)).toBeNull();
    });
});
