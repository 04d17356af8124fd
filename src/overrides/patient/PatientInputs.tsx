import { InputAdornment } from '@mui/material';
import { AutocompleteInput, type RaRecord, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FormRow } from '../../components/FormRow';
import { FormSection } from '../../components/FormSection';
import { PatientBirthInputs } from './PatientBirthInputs';

/** A prefix with a gender (Mr., Mrs.) sets the gender; the front desk may still change it. */
const PrefixInput = () => {
    const { setValue } = useFormContext();
    const onChange = (_value: unknown, record: RaRecord | '') => {
        if (record && record.defaultGenderId) setValue('genderId', record.defaultGenderId, { shouldDirty: true });
    };
    return (
        <ReferenceInput
            source="prefixId"
            reference="patientNamePrefixes"
            sort={{ field: 'displayOrder', order: 'ASC' }}
            perPage={50}
        >
            <AutocompleteInput optionText="name" onChange={onChange} helperText="app.patient.prefix_help" />
        </ReferenceInput>
    );
};

/** Register and edit share these inputs (CONVENTIONS: one XxxInputs per resource). */
export const PatientInputs = () => (
    <>
        <FormSection title="app.patient.section_person">
            <FormRow columns="180px 1fr 1fr 180px">
                <PrefixInput />
                <TextInput source="firstName" isRequired />
                <TextInput source="lastName" />
                <ReferenceInput source="genderId" reference="gender" sort={{ field: 'name', order: 'ASC' }}>
                    <SelectInput optionText="name" />
                </ReferenceInput>
            </FormRow>
            <PatientBirthInputs />
        </FormSection>
        <FormSection title="app.patient.section_contact">
            <FormRow columns="140px 1fr 1fr">
                <TextInput
                    source="phoneCountryCode"
                    slotProps={{ input: { startAdornment: <InputAdornment position="start">+</InputAdornment> } }}
                />
                <TextInput source="phoneNumber" type="tel" />
                <TextInput source="email" type="email" />
            </FormRow>
            <FormRow columns="2fr 1fr">
                <TextInput source="address" multiline minRows={2} />
                <TextInput source="city" />
            </FormRow>
        </FormSection>
        <FormSection title="app.patient.section_front_desk">
            <FormRow columns="1fr 1fr">
                <ReferenceInput
                    source="categoryId"
                    reference="patientCategories"
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <SelectInput optionText="name" />
                </ReferenceInput>
                <ReferenceInput
                    source="referrerId"
                    reference="refferal"
                    filter={{ isActive: true }}
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <AutocompleteInput optionText="name" />
                </ReferenceInput>
            </FormRow>
        </FormSection>
    </>
);
