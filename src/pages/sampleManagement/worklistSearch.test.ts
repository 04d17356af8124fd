import { describe, expect, it } from 'vitest';
import { worklistFilterOf, worklistLink } from './worklistSearch';

const now = new Date(2026, 10, 25, 12);
const read = (search: string) => worklistFilterOf(new URLSearchParams(search), now);

describe('the worklist filter the address asks for', () => {
    it('falls back to the last week and any status when the address says nothing usable', () => {
        expect(read('status=verified&from=soon&overdue=yes&critical=true')).toEqual({
            departmentId: '',
            status: '',
            from: '2026-11-18',
            to: '2026-11-25',
            overdue: false,
            critical: false,
        });
    });

    it('reads the overdue and critical flags, with no date limit unless the address gives dates', () => {
        expect(read('overdue=1')).toMatchObject({ overdue: true, critical: false, from: '', to: '' });
        expect(read('critical=1&status=entered')).toMatchObject({
            critical: true,
            status: 'entered',
            from: '',
            to: '',
        });
        expect(read('overdue=1&critical=1&from=2026-11-01')).toMatchObject({
            overdue: true,
            critical: true,
            from: '2026-11-01',
            to: '',
        });
    });

    it('writes what it reads: a flag set as 1, a flag not set and empty values left out', () => {
        const link = worklistLink('/sample-management', {
            status: 'entered',
            from: '',
            overdue: true,
            critical: false,
        });
        expect(link).toBe('/sample-management?status=entered&overdue=1');
        expect(read(link.split('?')[1])).toMatchObject({ status: 'entered', overdue: true, critical: false });
        expect(worklistLink('/sample-management', {})).toBe('/sample-management');
    });
});
