import { useState } from 'react';
import { Create, SimpleForm, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { possibleDuplicates } from '../../lib/duplicatePatients';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { PossibleDuplicate } from '../../providers/domainTypes';
import { PatientDuplicateDialog } from './PatientDuplicateDialog';
import { PatientInputs } from './PatientInputs';
import { usePatientForm } from './usePatientForm';

const DEFAULTS = { phoneCountryCode: '91' };

/** Inside the form: "Register anyway" sends the same values again with confirmDuplicate. */
const DuplicateWarning = ({ matches, onClose }: { matches: PossibleDuplicate[] | null; onClose: () => void }) => {
    const { save, saving = false } = useSaveContext();
    const { getValues } = useFormContext();
    const registerAnyway = () => {
        onClose();
        void save?.({ ...getValues(), confirmDuplicate: true });
    };
    return (
        <PatientDuplicateDialog
            matches={matches}
            saving={saving}
            onCancel={onClose}
            onRegisterAnyway={registerAnyway}
        />
    );
};

/** /patient/create: registers a patient, or shows the possible duplicates the server found. */
export const PatientCreate = () => {
    const { validate, transform } = usePatientForm('create');
    const [matches, setMatches] = useState<PossibleDuplicate[] | null>(null);
    const notifyError = useNotifyMutationError();
    const onError = (error: unknown) => {
        const found = possibleDuplicates(error);
        if (found) setMatches(found);
        else notifyError(error);
    };
    return (
        <Create
            redirect={(_resource, id) => `patient/${id}`}
            mutationMode="pessimistic"
            transform={transform}
            mutationOptions={{ onError }}
        >
            <SimpleForm validate={validate} defaultValues={DEFAULTS} warnWhenUnsavedChanges>
                <PatientInputs />
                <DuplicateWarning matches={matches} onClose={() => setMatches(null)} />
            </SimpleForm>
        </Create>
    );
};
