import { describe, expect, it } from 'vitest';
import type { SampleRecord } from '../../providers/labWorkTypes';
import { labelsOf } from './labelData';

const sample = (barcode: string, extra: Partial<SampleRecord>) =>
    ({ barcode, visitCode: 'V-2026-000123', ...extra }) as SampleRecord;

describe('barcode labels', () => {
    it('prints one label per tube in use with the patient, the visit and the container', () => {
        const labels = labelsOf('Mr. Ravi Kumar', [
            sample('2600012301', {
                status: 'pending',
                container: { id: 'c', name: 'SST gold top', capColour: '#d4af37' },
                specimen: null,
            }),
            sample('2600012302', { status: 'rejected', container: null, specimen: null }),
            sample('2600012303', { status: 'collected', container: null, specimen: { id: 's', name: 'Urine' } }),
        ]);
        expect(labels).toEqual([
            {
                barcode: '2600012301',
                patientName: 'Mr. Ravi Kumar',
                visitCode: 'V-2026-000123',
                container: 'SST gold top',
            },
            { barcode: '2600012303', patientName: 'Mr. Ravi Kumar', visitCode: 'V-2026-000123', container: 'Urine' },
        ]);
    });
});
