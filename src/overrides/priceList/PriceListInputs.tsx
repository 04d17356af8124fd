import { BooleanInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { FormRow } from '../../components/FormRow';
import { enumChoices } from '../../lib/configChoices';

/** Create and edit share these inputs; the default list cannot be deactivated. */
export const PriceListInputs = () => {
    const config = useFormConfig();
    const record = useRecordContext();
    return (
        <>
            <FormRow columns="2fr 1fr">
                <TextInput source="name" isRequired />
                <SelectInput source="kind" choices={enumChoices(config, 'kind')} isRequired />
            </FormRow>
            <TextInput source="description" multiline minRows={2} />
            <BooleanInput
                source="isActive"
                disabled={record?.isDefault === true}
                helperText={record?.isDefault ? 'app.price_list.default_active' : false}
            />
            <BooleanInput source="includeAllProducts" helperText="app.price_list.include_all_help" />
        </>
    );
};
