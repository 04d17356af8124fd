import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    FormControlLabel,
    IconButton,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { type FieldError, useFieldArray, useFormContext, useFormState } from 'react-hook-form';

type ChoiceErrors = ({ value?: FieldError } | FieldError | undefined)[] & { root?: FieldError; message?: unknown };

const messageOf = (error: unknown): ValidationErrorMessage | undefined => {
    const message = (error as { message?: unknown } | undefined)?.message;
    return message === undefined || message === null ? undefined : (message as ValidationErrorMessage);
};

/** The values a Choice result may take; the abnormal ones are flagged on reports. */
export const AnalyteChoicesInput = () => {
    const translate = useTranslate();
    const { register, watch } = useFormContext();
    const { fields, append, remove } = useFieldArray({ name: 'choices' });
    const { errors } = useFormState({ name: 'choices' });
    const choiceErrors = errors.choices as ChoiceErrors | undefined;
    const listError =
        messageOf(choiceErrors?.root) ?? (typeof choiceErrors?.message === 'string' ? choiceErrors.message : undefined);

    return (
        <Box component="section" aria-labelledby="choices-title" sx={{ width: '100%', mb: 2 }}>
            <Typography id="choices-title" variant="subtitle2" component="h3" color="text.secondary">
                {translate('resources.analyte.fields.choices')}
            </Typography>
            {fields.map((field, index) => {
                const error = choiceErrors?.[index];
                const message = messageOf((error as { value?: FieldError } | undefined)?.value) ?? messageOf(error);
                return (
                    <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
                        <TextField
                            {...register(`choices.${index}.value`)}
                            label={translate('app.analyte.choice_value', { n: index + 1 })}
                            error={Boolean(message)}
                            helperText={message ? <ValidationError error={message} /> : undefined}
                            margin="dense"
                            size="small"
                            sx={{ minWidth: 260 }}
                        />
                        <FormControlLabel
                            control={
                                <Checkbox
                                    {...register(`choices.${index}.abnormal`)}
                                    checked={Boolean(watch(`choices.${index}.abnormal`))}
                                />
                            }
                            label={translate('app.analyte.choice_abnormal')}
                            sx={{ pt: 1.5 }}
                        />
                        <IconButton
                            onClick={() => remove(index)}
                            aria-label={translate('app.analyte.choice_remove', { n: index + 1 })}
                            sx={{ mt: 1.5 }}
                        >
                            <DeleteOutline />
                        </IconButton>
                    </Stack>
                );
            })}
            {listError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    <ValidationError error={listError} />
                </Alert>
            )}
            <Button startIcon={<Add />} onClick={() => append({ value: '', abnormal: false })}>
                {translate('app.analyte.choice_add')}
            </Button>
        </Box>
    );
};
