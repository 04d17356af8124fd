import { useCallback, useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { RefferalInputs } from './RefferalInputs';

export const RefferalCreate = () => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'create'),
        [config]
    );
    const defaults = useMemo(
        () => Object.fromEntries(config.fields.filter(f => f.default !== undefined).map(f => [f.name, f.default])),
        [config]
    );
    return (
        <Create redirect="show" mutationMode="pessimistic">
            <SimpleForm validate={validate} defaultValues={defaults} warnWhenUnsavedChanges>
                <RefferalInputs />
            </SimpleForm>
        </Create>
    );
};
