import { describe, expect, it } from 'vitest';
import { periodOf, presetOf } from './visitPeriod';

const today = new Date(2026, 2, 1);

describe('visit list periods', () => {
    it('counts today in the last 7 and 30 days, across a month end', () => {
        expect(periodOf('today', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
        expect(periodOf('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
        expect(periodOf('last7', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
        expect(periodOf('last30', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    });

    it('recognises a preset from the filter, and no preset for other dates', () => {
        expect(presetOf({ from: '2026-02-23', to: '2026-03-01' }, today)).toBe('last7');
        expect(presetOf({ from: '2026-02-22', to: '2026-03-01' }, today)).toBeNull();
    });
});
