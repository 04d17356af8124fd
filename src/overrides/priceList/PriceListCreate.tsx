import { useCallback, useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { PriceListInputs } from './PriceListInputs';

/** A new list opens on its prices, ready for products to be added. */
export const PriceListCreate = () => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'create'),
        [config]
    );
    const defaults = useMemo(
        () =>
            Object.fromEntries(
                config.fields.filter(f => f.default !== undefined && !f.readOnly).map(f => [f.name, f.default])
            ),
        [config]
    );
    return (
        <Create redirect={(_resource, id) => `pricelits-management/analyte/${id}`} mutationMode="pessimistic">
            <SimpleForm validate={validate} defaultValues={defaults} warnWhenUnsavedChanges>
                <PriceListInputs />
            </SimpleForm>
        </Create>
    );
};
