import { describe, expect, it } from 'vitest';
import { toCsv } from './visitExporter';

describe('toCsv', () => {
    it('writes a header and quotes values holding commas, quotes or line breaks', () => {
        expect(
            toCsv([
                { code: 'V-2026-000001', patient: 'Kumar, Ravi "RK"', due: 0 },
                { code: 'V-2026-000002', patient: null, due: 12.5 },
            ])
        ).toBe('code,patient,due\nV-2026-000001,"Kumar, Ravi ""RK""",0\nV-2026-000002,,12.5');
    });

    it('is empty without rows', () => {
        expect(toCsv([])).toBe('');
    });
});
