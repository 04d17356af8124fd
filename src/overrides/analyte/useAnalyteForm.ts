import { useCallback } from 'react';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { analyteErrors, analytePayload } from './analyteForm';

/** Validation and payload of the analyte create and edit forms. */
export const useAnalyteForm = (mode: 'create' | 'update') => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => {
            const {
                referenceRanges: _rows,
                choices: _choices,
                ...schemaErrors
            } = validateRecord(config, analytePayload(values), mode);
            return { ...schemaErrors, ...analyteErrors(values) };
        },
        [config, mode]
    );
    return { validate, transform: analytePayload };
};
