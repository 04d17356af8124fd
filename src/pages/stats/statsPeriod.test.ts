import { describe, expect, it } from 'vitest';
import { statsFilterOf, statsPeriodOf, statsPresetOf } from './statsPeriod';

const today = new Date(2026, 2, 1);

describe('dashboard periods', () => {
    it('counts today in each preset, this year from the first of January', () => {
        expect(statsPeriodOf('last7', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
        expect(statsPeriodOf('last90', today)).toEqual({ from: '2025-12-02', to: '2026-03-01' });
        expect(statsPeriodOf('year', today)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
        expect(statsPresetOf({ from: '2026-01-01', to: '2026-03-01' }, today)).toBe('year');
        expect(statsPresetOf({ from: '2026-01-02', to: '2026-03-01' }, today)).toBeNull();
    });

    it('reads the period and node from the address, the last 30 days when they are missing or wrong', () => {
        const read = (search: string) => statsFilterOf(new URLSearchParams(search), today);
        expect(read('from=2026-02-01&to=2026-02-10&nodeId=n1')).toEqual({
            from: '2026-02-01',
            to: '2026-02-10',
            nodeId: 'n1',
        });
        const last30 = { from: '2026-01-31', to: '2026-03-01', nodeId: '' };
        expect(read('')).toEqual(last30);
        expect(read('from=2026-02-10&to=2026-02-01')).toEqual(last30);
        expect(read('from=yesterday&to=2026-02-01')).toEqual(last30);
    });
});
