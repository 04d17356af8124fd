import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShipmentStep } from '../../../contract/courier';

export interface StepValues {
    place: string;
    temperature: string;
}

export const EMPTY_STEP: StepValues = { place: '', temperature: '' };

/** The body of a step from what was typed: blank fields are left out. */
export const stepBody = (values: StepValues): ShipmentStep => ({
    ...(values.place.trim() ? { place: values.place.trim() } : {}),
    ...(values.temperature.trim() ? { temperature: Number(values.temperature.replace(',', '.')) } : {}),
});

/** Where the step happens and the box temperature, side by side (stacked on a phone). */
export const StepFields = ({ values, onChange }: { values: StepValues; onChange: (values: StepValues) => void }) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
                size="small"
                fullWidth
                label={translate('app.courier.step.place')}
                value={values.place}
                onChange={event => onChange({ ...values, place: event.target.value })}
            />
            <TextField
                size="small"
                fullWidth
                label={translate('app.courier.step.temperature')}
                value={values.temperature}
                onChange={event => onChange({ ...values, temperature: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
        </Stack>
    );
};
