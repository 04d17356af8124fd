import { maxLength, required, TextInput } from 'react-admin';
import { validateResourceKey } from './catalogueRules';
import { ActionsInput } from './ActionsInput';
import { CategoryInput } from './CategoryInput';

const validateKey = [required(), validateResourceKey];
const validateLabel = [required(), maxLength(80)];

/** An organisation's own permission resource; its key is chosen once, at creation. */
export const PermissionResourceInputs = ({ creating = false }: { creating?: boolean }) => (
    <>
        {creating && (
            <TextInput source="resource" validate={validateKey} helperText="app.userManagement.catalogue.key_help" />
        )}
        <TextInput source="label" validate={validateLabel} />
        <CategoryInput />
        <ActionsInput />
    </>
);
