import { required, TextInput } from 'react-admin';
import { PermissionMatrixInput } from './PermissionMatrixInput';

/** A template's name, description and permissions, shared by create and edit. */
export const TemplateInputs = () => (
    <>
        <TextInput source="name" validate={required()} />
        <TextInput source="description" multiline minRows={2} />
        <PermissionMatrixInput source="permissions" />
    </>
);
