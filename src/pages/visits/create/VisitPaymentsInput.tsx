import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, FormHelperText, IconButton, Stack } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import type { PaymentMode } from '../useMasterRows';
import { errorText } from './errorText';
import type { PaymentValues } from './visitForm';

interface Props {
    modes: readonly PaymentMode[];
    /** What is still due: a new payment row starts with it. */
    due: number;
}

const PaymentRow = ({
    index,
    modes,
    onRemove,
}: {
    index: number;
    modes: readonly PaymentMode[];
    onRemove: () => void;
}) => {
    const translate = useTranslate();
    const modeId = useWatch({ name: `payments.${index}.modeId` });
    const mode = modes.find(candidate => candidate.id === modeId);
    return (
        <Stack direction="row" columnGap={1} alignItems="flex-start" data-testid="payment-row">
            <SelectInput
                source={`payments.${index}.modeId`}
                choices={[...modes]}
                label="app.visit.create.mode"
                sx={{ minWidth: 120 }}
            />
            <NumberInput
                source={`payments.${index}.amount`}
                label="app.visit.create.amount"
                min={0}
                sx={{ width: 120 }}
            />
            {mode?.requiresReference !== false && (
                <TextInput
                    source={`payments.${index}.reference`}
                    label={mode?.referenceLabel || 'app.visit.create.reference'}
                    sx={{ flex: 1 }}
                />
            )}
            <IconButton
                onClick={onRemove}
                aria-label={translate('app.visit.create.remove_payment', { row: index + 1 })}
                sx={{ mt: 2 }}
            >
                <DeleteOutline fontSize="small" />
            </IconButton>
        </Stack>
    );
};

/** Any number of payments, each in a mode of the master; a mode that needs a reference asks for it. */
export const VisitPaymentsInput = ({ modes, due }: Props) => {
    const translate = useTranslate();
    const { fields, append, remove } = useFieldArray({ name: 'payments' });
    const { errors } = useFormState();
    const paymentsError = errors.payments as { message?: unknown; root?: { message?: unknown } } | undefined;
    const totalError = errorText(
        translate,
        (errors.paymentsTotal as { message?: unknown } | undefined) ??
            paymentsError?.root ??
            (paymentsError?.message ? paymentsError : undefined)
    );
    const add = () => {
        const cash = modes.find(mode => mode.name === 'Cash') ?? modes[0];
        append({ modeId: cash?.id ?? null, amount: due > 0 ? due : null, reference: null } satisfies PaymentValues);
    };
    return (
        <FormSection title="app.visit.create.payments">
            {fields.map((field, index) => (
                <PaymentRow key={field.id} index={index} modes={modes} onRemove={() => remove(index)} />
            ))}
            {totalError && <FormHelperText error>{totalError}</FormHelperText>}
            <Button startIcon={<Add />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
                {translate('app.visit.create.add_payment')}
            </Button>
        </FormSection>
    );
};
