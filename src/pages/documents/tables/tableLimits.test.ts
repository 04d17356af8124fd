import { describe, expect, it } from 'vitest';
import { stripLineBreaks } from './cellText';
import { atLeast, lengthInPx, NEW_CELL_MINIMUM, RESIZE_MINIMUM } from './tableLimits';
import { ARROW_THROTTLE_MS, createThrottle } from './throttle';

describe('resize minimums (spec §5)', () => {
    it('are the spec numbers', () => {
        expect(RESIZE_MINIMUM).toEqual({ tableWidth: 100, columnWidth: 40, rowHeight: 24, tableHeight: 40 });
        expect(NEW_CELL_MINIMUM).toEqual({ width: 80, height: 30 });
    });
    it('raise a size below the minimum and keep one above it', () => {
        expect(atLeast('10px', RESIZE_MINIMUM.rowHeight)).toBe('24px');
        expect(atLeast('24px', RESIZE_MINIMUM.rowHeight)).toBe('24px');
        expect(atLeast('300px', RESIZE_MINIMUM.tableWidth)).toBe('300px');
        expect(atLeast('1cm', RESIZE_MINIMUM.tableHeight)).toBe('40px');
        expect(atLeast('auto', RESIZE_MINIMUM.tableHeight)).toBe('auto');
        expect(atLeast('5%', RESIZE_MINIMUM.tableWidth, 1000)).toBe('10%');
        expect(atLeast('50%', RESIZE_MINIMUM.tableWidth, 1000)).toBe('50%');
    });
    it('read CSS lengths', () => {
        expect(lengthInPx('12pt')).toBe(16);
        expect(lengthInPx('50%', 200)).toBe(100);
        expect(lengthInPx('')).toBeUndefined();
    });
});

describe('cell text (spec §5)', () => {
    it('strips line breaks', () => {
        expect(stripLineBreaks('one\ntwo\r\n  three\u2028four')).toBe('one two three four');
        expect(stripLineBreaks('no breaks')).toBe('no breaks');
    });
});

describe('arrow navigation throttle (spec §9)', () => {
    it('allows one move per 50 ms', () => {
        let now = 1000;
        const mayMove = createThrottle(ARROW_THROTTLE_MS, () => now);
        expect(ARROW_THROTTLE_MS).toBe(50);
        expect(mayMove()).toBe(true);
        now += 20;
        expect(mayMove()).toBe(false);
        now += 29;
        expect(mayMove()).toBe(false);
        now += 1;
        expect(mayMove()).toBe(true);
        now += 50;
        expect(mayMove()).toBe(true);
    });
});
