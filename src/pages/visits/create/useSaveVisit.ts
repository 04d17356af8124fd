import { useState } from 'react';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import { possibleDuplicates } from '../../../lib/duplicatePatients';
import { useNotifyMutationError } from '../../../lib/useNotifyMutationError';
import type { PossibleDuplicate } from '../../../providers/domainTypes';
import type { LabDataProvider } from '../../../providers/types';
import type { VisitRecord } from '../../../providers/visitTypes';
import { visitPath } from '../visitPaths';
import { newPatientPayload, visitFieldErrors, visitPayload, type VisitFormValues } from './visitForm';

/**
 * Saves the bill: POST /api/visit for a registered patient, or POST /api/patient/submit-patient-visit
 * registering the new patient in the same transaction. A 400 comes back as field errors, a possible
 * duplicate patient as the list of matches (the caller shows them and may confirm).
 */
export const useSaveVisit = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const redirect = useRedirect();
    const notifyError = useNotifyMutationError();
    const [duplicates, setDuplicates] = useState<PossibleDuplicate[] | null>(null);

    const save = async (values: VisitFormValues, confirmDuplicate = false) => {
        const visit = visitPayload(values);
        try {
            let saved: VisitRecord;
            if (values.patientMode === 'new') {
                const patient = {
                    ...newPatientPayload(values.patient),
                    ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
                };
                saved = (await dataProvider.submitPatientVisit({ patient, visit })).visit;
            } else {
                saved = await dataProvider.createVisit({ ...visit, patientId: String(values.patientId) });
            }
            notify('app.visit.create.saved', { type: 'success', messageArgs: { code: saved.code } });
            redirect(visitPath(saved.id));
            return undefined;
        } catch (error) {
            const matches = possibleDuplicates(error);
            if (matches) {
                setDuplicates(matches);
                return undefined;
            }
            const { status, body } = (error ?? {}) as { status?: number; body?: { details?: [] } };
            const fieldErrors = status === 400 ? visitFieldErrors(body?.details) : undefined;
            if (!fieldErrors) notifyError(error);
            return fieldErrors;
        }
    };

    return { save, duplicates, closeDuplicates: () => setDuplicates(null) };
};
