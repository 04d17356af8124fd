import { type ReactNode, useCallback } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormConfig } from './FormConfigContext';
import { SchemaInputs } from './SchemaInputs';
import { SchemaTitle } from './SchemaTitle';
import { validateRecord } from './schemaValidation';

const SchemaEditToolbar = ({ canDelete }: { canDelete: boolean }) => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {/* pessimistic: the confirm dialog, then the server's answer (409 "… is used by …") */}
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
);

/** Generated edit form: the record's `version` goes back with the update (409 when stale); an override may pass its own inputs. */
export const SchemaEdit = ({ inputs = <SchemaInputs /> }: { inputs?: ReactNode }) => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'update'),
        [config]
    );
    return (
        <Edit title={<SchemaTitle view="edit" />} mutationMode="pessimistic" redirect="list">
            <SimpleForm
                validate={validate}
                warnWhenUnsavedChanges
                toolbar={<SchemaEditToolbar canDelete={config.access?.delete !== false} />}
            >
                {inputs}
            </SimpleForm>
        </Edit>
    );
};
