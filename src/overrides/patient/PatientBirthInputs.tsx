import { Stack, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { DateInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ageOn, todayIso } from '../../../contract/patientAge';
import { PatientAgePartInput } from './PatientAgePartInput';

/** Date of birth or age in years, months and days: whichever is typed, the other follows live. */
export const PatientBirthInputs = () => {
    const translate = useTranslate();
    const { setValue } = useFormContext();

    const onDateChange = (event: ChangeEvent<HTMLInputElement>) => {
        const age = event.target.value ? ageOn(event.target.value) : null;
        if (!age) return;
        setValue('age', age, { shouldDirty: true });
        setValue('birthSource', 'dob');
    };

    return (
        <Stack
            direction={{ xs: 'column', md: 'row' }}
            columnGap={2}
            alignItems={{ md: 'flex-start' }}
            sx={{ width: '100%' }}
        >
            <DateInput
                source="dateOfBirth"
                onChange={onDateChange}
                helperText="app.patient.age_help"
                slotProps={{ htmlInput: { max: todayIso() } }}
                fullWidth={false}
                sx={{ width: 240 }}
            />
            <Typography color="text.secondary" sx={{ pt: { md: 3 }, whiteSpace: 'nowrap' }}>
                {translate('app.patient.age_or')}
            </Typography>
            <Stack direction="row" columnGap={1} role="group" aria-label={translate('resources.patient.fields.age')}>
                <PatientAgePartInput part="years" />
                <PatientAgePartInput part="months" />
                <PatientAgePartInput part="days" />
            </Stack>
        </Stack>
    );
};
