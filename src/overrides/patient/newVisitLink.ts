import { NEW_VISIT_PATH } from '../../pages/visits/visitPaths';
import type { PatientRecord } from '../../providers/domainTypes';

/**
 * /visit/new?patientId=…, the patient and their referrer also handed to the bill as react-admin's
 * "record from location" (`state.record`), which the form applies once ready: the patient comes chosen
 * even when their record is already cached from the page the link is on.
 */
export const newVisitLink = (patient: Pick<PatientRecord, 'id' | 'referrerId'>) => ({
    pathname: NEW_VISIT_PATH,
    search: `?${new URLSearchParams({ patientId: String(patient.id) })}`,
    state: {
        record: {
            patientMode: 'existing',
            patientId: patient.id,
            patientRecord: patient,
            ...(patient.referrerId ? { referrerId: patient.referrerId } : {}),
        },
    },
});
