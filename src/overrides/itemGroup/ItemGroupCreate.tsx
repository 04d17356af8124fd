import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { ROW_ERRORS } from '../../lib/rowErrors';
import { ItemGroupInputs } from './ItemGroupInputs';
import { useItemGroupForm } from './useItemGroupForm';

export const ItemGroupCreate = () => {
    const config = useFormConfig();
    const { validate, transform } = useItemGroupForm('create');
    const defaults = useMemo(
        () => ({
            ...Object.fromEntries(config.fields.filter(f => f.default !== undefined).map(f => [f.name, f.default])),
            members: [],
        }),
        [config]
    );
    return (
        <Create redirect="list" mutationMode="pessimistic" transform={transform} mutationOptions={ROW_ERRORS}>
            <SimpleForm validate={validate} defaultValues={defaults} warnWhenUnsavedChanges>
                <ItemGroupInputs />
            </SimpleForm>
        </Create>
    );
};
