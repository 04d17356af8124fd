import { type ReactNode, useCallback, useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useFormConfig } from './FormConfigContext';
import { SchemaInputs } from './SchemaInputs';
import { SchemaTitle } from './SchemaTitle';
import { validateRecord } from './schemaValidation';

/** Generated create form; an override may pass its own inputs (the rest stays generated). */
export const SchemaCreate = ({ inputs = <SchemaInputs /> }: { inputs?: ReactNode }) => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'create'),
        [config]
    );
    const defaultValues = useMemo(
        () => Object.fromEntries(config.fields.filter(f => f.default !== undefined).map(f => [f.name, f.default])),
        [config]
    );
    return (
        <Create title={<SchemaTitle view="create" />} redirect="list" mutationMode="pessimistic">
            <SimpleForm validate={validate} defaultValues={defaultValues} warnWhenUnsavedChanges>
                {inputs}
            </SimpleForm>
        </Create>
    );
};
