import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { patientAge, patientName, patientPhone } from '../../../lib/patientText';
import { PATIENT_SEARCH_MIN, usePatientSearch } from '../../../lib/usePatientSearch';
import type { PatientRecord } from '../../../providers/domainTypes';
import { errorText } from './errorText';

const describe = (patient: PatientRecord, translate: (key: string) => string) =>
    [patient.code, patientAge(patient, translate), patient.gender, patientPhone(patient)].filter(Boolean).join(' · ');

/** Finds a registered patient by name, code or phone; the chosen one is shown with a way to change. */
export const VisitPatientPicker = () => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext();
    const { errors } = useFormState({ name: 'patientId' });
    const chosen = useWatch({ name: 'patientRecord' }) as PatientRecord | null | undefined;
    const [text, setText] = useState('');
    const { data = [], isFetching, enabled } = usePatientSearch(text);

    const choose = (patient: PatientRecord | null) => {
        setValue('patientRecord', patient);
        setValue('patientId', patient?.id ?? null, { shouldValidate: Boolean(patient), shouldDirty: true });
        if (patient?.referrerId && !getValues('referrerId')) setValue('referrerId', patient.referrerId);
        setText('');
    };

    if (chosen) {
        return (
            <Stack direction="row" spacing={2} alignItems="center" data-testid="visit-patient">
                <Box sx={{ flex: 1 }}>
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                        {patientName(chosen)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {describe(chosen, translate)}
                    </Typography>
                </Box>
                <Button onClick={() => choose(null)}>{translate('app.visit.create.change')}</Button>
            </Stack>
        );
    }
    const error = errorText(translate, errors.patientId as { message?: unknown } | undefined);
    return (
        <Autocomplete<PatientRecord, false, false, false>
            options={enabled ? data : []}
            filterOptions={options => options}
            getOptionLabel={patientName}
            getOptionKey={patient => String(patient.id)}
            value={null}
            inputValue={text}
            onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
            onChange={(_event, patient) => patient && choose(patient)}
            autoHighlight
            loading={isFetching}
            noOptionsText={translate(
                enabled ? 'app.patient.quick_search.no_match' : 'app.patient.quick_search.type_more',
                { min: PATIENT_SEARCH_MIN }
            )}
            renderOption={({ key, ...props }, patient) => (
                <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                        {patientName(patient)}
                    </Typography>
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                        {describe(patient, translate)}
                    </Typography>
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate('app.visit.create.find')}
                    placeholder={translate('app.visit.create.find_placeholder')}
                    error={Boolean(error)}
                    helperText={error ?? ' '}
                />
            )}
        />
    );
};
