import { InputAdornment } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { FormRow } from '../../components/FormRow';
import { FormSection } from '../../components/FormSection';
import { enumChoices } from '../../lib/configChoices';

/** Create and edit share these inputs. */
export const RefferalInputs = () => {
    const config = useFormConfig();
    return (
        <>
            <FormRow columns="2fr 1fr">
                <TextInput source="name" isRequired />
                <SelectInput source="kind" choices={enumChoices(config, 'kind')} isRequired />
            </FormRow>
            <FormRow columns="1fr 1fr 1fr">
                <TextInput source="qualification" />
                <TextInput source="specialty" />
                <TextInput source="registrationNumber" />
            </FormRow>
            <FormSection title="app.refferal.section_contact">
                <FormRow columns="1fr 1fr 1fr">
                    <TextInput source="contactPerson" />
                    <TextInput source="phone" type="tel" />
                    <TextInput source="email" type="email" />
                </FormRow>
                <FormRow columns="2fr 1fr">
                    <TextInput source="address" multiline minRows={2} />
                    <TextInput source="city" />
                </FormRow>
            </FormSection>
            <FormSection title="app.refferal.section_terms">
                <FormRow columns="180px 1fr 160px">
                    <NumberInput
                        source="commissionPercent"
                        min={0}
                        max={100}
                        step={0.5}
                        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
                    />
                    <ReferenceInput source="priceListId" reference="priceList" filter={{ isActive: true }}>
                        <SelectInput optionText="name" helperText="app.refferal.price_list_help" />
                    </ReferenceInput>
                    <BooleanInput source="isActive" sx={{ pt: 2 }} />
                </FormRow>
                <TextInput source="notes" multiline minRows={2} />
            </FormSection>
        </>
    );
};
