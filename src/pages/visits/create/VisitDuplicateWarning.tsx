import { setSubmissionErrors } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { PossibleDuplicate } from '../../../providers/domainTypes';
import { PatientDuplicateDialog } from '../../../overrides/patient/PatientDuplicateDialog';
import type { VisitFormValues } from './visitForm';

interface Props {
    matches: PossibleDuplicate[] | null;
    onClose: () => void;
    save: (values: VisitFormValues, confirmDuplicate: boolean) => Promise<object | undefined>;
}

/** The new patient may already be registered: show who, and let the front desk register anyway. */
export const VisitDuplicateWarning = ({ matches, onClose, save }: Props) => {
    const { handleSubmit, setError, formState } = useFormContext<VisitFormValues>();
    const registerAnyway = () => {
        onClose();
        void handleSubmit(async values => {
            const errors = await save(values, true);
            if (errors) setSubmissionErrors(errors, setError as never);
        })();
    };
    return (
        <PatientDuplicateDialog
            matches={matches}
            saving={formState.isSubmitting}
            onCancel={onClose}
            onRegisterAnyway={registerAnyway}
        />
    );
};
