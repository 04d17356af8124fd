import { TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { type Age, dateOfBirthFor, parseAge } from '../../../contract/patientAge';

const LABELS: Record<keyof Age, string> = {
    years: 'app.patient.age_years',
    months: 'app.patient.age_months',
    days: 'app.patient.age_days',
};

/** One box of the age; typing in it makes the age the source and derives the date of birth. */
export const PatientAgePartInput = ({ part }: { part: keyof Age }) => {
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext();
    const { field, fieldState, id } = useInput({ source: `age.${part}` });

    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value;
        field.onChange(text);
        const age = parseAge({ ...(getValues('age') ?? {}), [part]: text });
        setValue('dateOfBirth', age ? dateOfBirthFor(age) : null, { shouldDirty: true });
        setValue('birthSource', 'age');
    };

    return (
        <TextField
            id={id}
            name={field.name}
            inputRef={field.ref}
            label={translate(LABELS[part])}
            value={field.value ?? ''}
            onChange={onChange}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={<InputHelperText error={fieldState.error?.message} helperText={false} />}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
            sx={{ width: 96 }}
            margin="dense"
        />
    );
};
