import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { AnalyteInputs } from './AnalyteInputs';
import { newRangeRow } from './referenceRangeRows';
import { ROW_ERRORS } from '../../lib/rowErrors';
import { useAnalyteForm } from './useAnalyteForm';

export const AnalyteCreate = () => {
    const config = useFormConfig();
    const { validate, transform } = useAnalyteForm('create');
    const defaults = useMemo(
        () => ({
            ...Object.fromEntries(config.fields.filter(f => f.default !== undefined).map(f => [f.name, f.default])),
            referenceRanges: [newRangeRow()],
        }),
        [config]
    );
    return (
        <Create redirect="list" mutationMode="pessimistic" transform={transform} mutationOptions={ROW_ERRORS}>
            <SimpleForm validate={validate} defaultValues={defaults} warnWhenUnsavedChanges>
                <AnalyteInputs />
            </SimpleForm>
        </Create>
    );
};
