import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { FormRow } from '../../components/FormRow';
import { enumChoices } from '../../lib/configChoices';
import { ItemGroupMembersInput } from './ItemGroupMembersInput';

const upperCase = (value: string) => value.toUpperCase();

/** Create and edit share these inputs. */
export const ItemGroupInputs = () => {
    const config = useFormConfig();
    return (
        <>
            <FormRow columns="160px 2fr 1fr">
                <TextInput source="code" isRequired parse={upperCase} />
                <TextInput source="name" isRequired />
                <SelectInput source="kind" choices={enumChoices(config, 'kind')} isRequired />
            </FormRow>
            <FormRow columns="1fr 1fr 120px">
                <ReferenceInput
                    source="categoryId"
                    reference="itemCategory"
                    sort={{ field: 'displayOrder', order: 'ASC' }}
                    perPage={100}
                >
                    <SelectInput optionText="name" />
                </ReferenceInput>
                <NumberInput source="price" min={0} step={0.01} isRequired />
                <BooleanInput source="isActive" sx={{ pt: 2 }} />
            </FormRow>
            <TextInput source="description" multiline minRows={2} />
            <ItemGroupMembersInput />
        </>
    );
};
