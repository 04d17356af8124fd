import { useEffect } from 'react';
import {
    AutocompleteInput,
    RadioButtonGroupInput,
    ReferenceInput,
    SelectInput,
    TextInput,
    useGetList,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormRow } from '../../../components/FormRow';
import { FormSection } from '../../../components/FormSection';
import { useVisitPatientFacts } from './useVisitPatientFacts';
import { VisitPriceListNote } from './VisitPriceListNote';

const COLLECTION = [
    { id: 'walk-in', name: 'app.visit.collection.walk-in' },
    { id: 'home', name: 'app.visit.collection.home' },
];

/** Home collection takes the patient's address and phone unless the front desk typed others. */
const HomeInputs = () => {
    const { getValues, setValue } = useFormContext();
    const { address, phone } = useVisitPatientFacts();
    useEffect(() => {
        if (!getValues('homeAddress') && address) setValue('homeAddress', address);
        if (!getValues('homePhone') && phone) setValue('homePhone', phone);
    }, [address, phone, getValues, setValue]);
    return (
        <FormRow columns="2fr 1fr">
            <TextInput source="homeAddress" helperText="app.visit.create.home_help" />
            <TextInput source="homePhone" type="tel" />
        </FormRow>
    );
};

/** The trimester codes (T1…) that pick a pregnant patient's reference ranges. */
const TrimesterInput = () => {
    const { data = [] } = useGetList('trimesterCategory', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'fromWeek', order: 'ASC' },
        filter: { isActive: true },
    });
    const choices = data.filter(row => row.code).map(row => ({ id: row.code as string, name: row.name as string }));
    return <SelectInput source="trimesterCode" choices={choices} emptyText="app.visit.create.trimester_none" />;
};

/** Referrer (and so the price list), centre, walk-in or home, trimester and clinical notes. */
export const VisitDetailsInputs = () => {
    const collectionType = useWatch({ name: 'collectionType' });
    const { female } = useVisitPatientFacts();
    return (
        <FormSection title="app.visit.create.details">
            <FormRow columns="1fr 1fr">
                <ReferenceInput
                    source="referrerId"
                    reference="refferal"
                    filter={{ isActive: true }}
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <AutocompleteInput optionText="name" />
                </ReferenceInput>
                <ReferenceInput
                    source="nodeId"
                    reference="cluster"
                    filter={{ isActive: true }}
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <AutocompleteInput optionText="name" />
                </ReferenceInput>
            </FormRow>
            <VisitPriceListNote />
            <FormRow columns="1fr 1fr">
                <RadioButtonGroupInput source="collectionType" choices={COLLECTION} row helperText={false} />
                {female && <TrimesterInput />}
            </FormRow>
            {collectionType === 'home' && <HomeInputs />}
            <TextInput source="clinicalNotes" multiline minRows={2} />
        </FormSection>
    );
};
