import { useCallback } from 'react';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { birthErrors, patientPayload, type PatientFormValues } from './patientForm';

/** Validation and payload of the register and edit forms: the server's JSON Schema, plus date of birth or age. */
export const usePatientForm = (mode: 'create' | 'update') => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: PatientFormValues) => {
            const { age: _shownBesideEachBox, ...schemaErrors } = validateRecord(config, patientPayload(values), mode);
            return { ...schemaErrors, ...birthErrors(values) };
        },
        [config, mode]
    );
    return { validate, transform: patientPayload };
};
