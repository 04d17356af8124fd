import { useCallback } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { RefferalInputs } from './RefferalInputs';

const RefferalEditToolbar = ({ canDelete }: { canDelete: boolean }) => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {/* The server refuses a partner its patients name (409 "… is used by 2 patients"). */}
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
);

export const RefferalEdit = () => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'update'),
        [config]
    );
    return (
        <Edit redirect="show" mutationMode="pessimistic">
            <SimpleForm
                validate={validate}
                warnWhenUnsavedChanges
                toolbar={<RefferalEditToolbar canDelete={config.access?.delete !== false} />}
            >
                <RefferalInputs />
            </SimpleForm>
        </Edit>
    );
};
