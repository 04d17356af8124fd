import {
    AutocompleteArrayInput,
    AutocompleteInput,
    BooleanInput,
    ReferenceArrayInput,
    ReferenceInput,
    SelectInput,
    TextInput,
    useCanAccess,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { FormRow } from '../../components/FormRow';
import { enumChoices } from '../../lib/configChoices';

/** Create and edit share these inputs: the nodes served and the employee are picked by name, not typed as ids. */
export const CourierInputs = () => {
    const config = useFormConfig();
    // The staff list is the administrator's to read; others leave the link to an employee as it is.
    const staff = useCanAccess({ resource: 'emp', action: 'list' }).canAccess;
    return (
        <>
            <FormRow columns="2fr 1fr 1fr">
                <TextInput source="name" isRequired />
                <SelectInput source="kind" choices={enumChoices(config, 'kind')} isRequired />
                <TextInput source="phone" type="tel" />
            </FormRow>
            <ReferenceArrayInput
                source="nodeIds"
                reference="cluster"
                perPage={999}
                sort={{ field: 'name', order: 'ASC' }}
            >
                <AutocompleteArrayInput optionText="name" helperText={false} />
            </ReferenceArrayInput>
            <FormRow columns="2fr 1fr">
                {staff ? (
                    <ReferenceInput source="employeeId" reference="emp" sort={{ field: 'name', order: 'ASC' }}>
                        <AutocompleteInput optionText="name" />
                    </ReferenceInput>
                ) : (
                    <span />
                )}
                <BooleanInput source="isActive" sx={{ pt: 2 }} />
            </FormRow>
            <TextInput source="notes" multiline minRows={2} />
        </>
    );
};
