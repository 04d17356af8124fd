import { required, TextInput } from 'react-admin';

/** A role's name and description, shared by create and edit. */
export const RoleInputs = () => (
    <>
        <TextInput source="name" validate={required()} />
        <TextInput source="description" multiline minRows={2} />
    </>
);
