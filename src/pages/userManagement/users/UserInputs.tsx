import {
    AutocompleteArrayInput,
    BooleanInput,
    email,
    ReferenceArrayInput,
    ReferenceInput,
    required,
    SelectInput,
    TextInput,
} from 'react-admin';

/** The fields of a member, shared by create and edit. */
export const UserInputs = ({ withActive }: { withActive?: boolean }) => (
    <>
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="phone" />
        <ReferenceArrayInput source="roleIds" reference="role" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput optionText="name" label="resources.emp.fields.roleIds" />
        </ReferenceArrayInput>
        <ReferenceInput source="departmentId" reference="dept" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput optionText="name" label="resources.emp.fields.departmentId" emptyText="—" />
        </ReferenceInput>
        <ReferenceArrayInput source="nodeIds" reference="cluster" perPage={999} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput optionText="name" label="resources.emp.fields.nodeIds" />
        </ReferenceArrayInput>
        {withActive && <BooleanInput source="isActive" />}
    </>
);
