import type { SampleRecord } from '../../providers/labWorkTypes';

/** What one 50 mm × 25 mm tube label carries. */
export interface BarcodeLabel {
    barcode: string;
    patientName: string;
    visitCode: string;
    container: string;
}

/** One label per tube still in use (a rejected tube is not drawn again; its replacement is). */
export const labelsOf = (patientName: string, samples: SampleRecord[]): BarcodeLabel[] =>
    samples
        .filter(sample => sample.status !== 'rejected')
        .map(sample => ({
            barcode: sample.barcode,
            patientName,
            visitCode: sample.visitCode,
            container: sample.container?.name ?? sample.specimen?.name ?? '',
        }));
