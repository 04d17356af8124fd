import type { PatientRecord } from '../providers/domainTypes';
import { formatAge } from '../../contract/patientAge';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "+91 98450 12345", as the front desk dials it. */
export const patientPhone = (record: Pick<PatientRecord, 'phoneCountryCode' | 'phoneNumber'> | undefined): string => {
    if (!record?.phoneNumber) return '';
    return record.phoneCountryCode ? `+${record.phoneCountryCode} ${record.phoneNumber}` : record.phoneNumber;
};

export const patientName = (record: Partial<PatientRecord> | undefined): string =>
    record?.name?.fullName ?? [record?.firstName, record?.lastName].filter(Boolean).join(' ');

/** "34 Y 2 M" with the units of the catalogue. */
export const patientAge = (record: Partial<PatientRecord> | undefined, translate: Translate): string =>
    formatAge(record?.age, {
        y: translate('app.patient.age_unit_years'),
        m: translate('app.patient.age_unit_months'),
        d: translate('app.patient.age_unit_days'),
    });

/** How a patient is named in titles and references: "Mr. Ravi Kumar (P-000123)". */
export const patientRepresentation = (record: Partial<PatientRecord>): string => {
    const name = patientName(record);
    return record.code ? `${name} (${record.code})` : name;
};
