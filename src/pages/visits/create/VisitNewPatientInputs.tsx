import { InputAdornment } from '@mui/material';
import { AutocompleteInput, DateInput, type RaRecord, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FormRow } from '../../../components/FormRow';
import { todayIso } from '../../../../contract/patientAge';

const field = (name: string) => `resources.patient.fields.${name}`;

/** A prefix with a gender (Mr., Mrs.) sets the gender, as on the register form. */
const PrefixInput = () => {
    const { setValue } = useFormContext();
    const onChange = (_value: unknown, record: RaRecord | '') => {
        if (record && record.defaultGenderId)
            setValue('patient.genderId', record.defaultGenderId, { shouldDirty: true });
    };
    return (
        <ReferenceInput
            source="patient.prefixId"
            reference="patientNamePrefixes"
            sort={{ field: 'displayOrder', order: 'ASC' }}
            perPage={50}
        >
            <AutocompleteInput optionText="name" onChange={onChange} label={field('prefixId')} />
        </ReferenceInput>
    );
};

/** The few facts the front desk needs to register a walk-in patient with the visit. */
export const VisitNewPatientInputs = () => (
    <>
        <FormRow columns="160px 1fr 1fr 160px">
            <PrefixInput />
            <TextInput source="patient.firstName" label={field('firstName')} isRequired />
            <TextInput source="patient.lastName" label={field('lastName')} />
            <ReferenceInput source="patient.genderId" reference="gender" sort={{ field: 'name', order: 'ASC' }}>
                <SelectInput optionText="name" label={field('genderId')} />
            </ReferenceInput>
        </FormRow>
        <FormRow columns="200px 140px 120px 1fr">
            <DateInput
                source="patient.dateOfBirth"
                label={field('dateOfBirth')}
                slotProps={{ htmlInput: { max: todayIso() } }}
            />
            <TextInput
                source="patient.ageYears"
                label="app.visit.create.age_years"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
            <TextInput
                source="patient.phoneCountryCode"
                label={field('phoneCountryCode')}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">+</InputAdornment> } }}
            />
            <TextInput source="patient.phoneNumber" label={field('phoneNumber')} type="tel" />
        </FormRow>
        <TextInput source="patient.address" label={field('address')} />
    </>
);
