import { AutocompleteInput, maxLength, ReferenceInput, required, TextInput } from 'react-admin';
import { validateActionName } from './catalogueRules';

const validateAction = [required(), validateActionName];

/** A permission of the organisation's own: the resource and action are chosen once; the description can change. */
export const PermissionInputs = ({ creating = false }: { creating?: boolean }) => (
    <>
        {creating && (
            <>
                <ReferenceInput
                    source="resource"
                    reference="resource"
                    sort={{ field: 'label', order: 'ASC' }}
                    perPage={200}
                >
                    <AutocompleteInput optionText="label" validate={required()} filterToQuery={q => ({ q })} />
                </ReferenceInput>
                <TextInput
                    source="action"
                    validate={validateAction}
                    helperText="app.userManagement.catalogue.action_help"
                />
            </>
        )}
        <TextInput source="description" multiline minRows={2} validate={maxLength(200)} />
    </>
);
