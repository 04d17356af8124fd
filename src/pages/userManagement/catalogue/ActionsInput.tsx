import { Autocomplete, Chip, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { normaliseActions, STANDARD_ACTIONS, validateActions } from './catalogueRules';

/** The actions of an organisation's resource: the standard six to pick, or any name typed and Enter. */
export const ActionsInput = ({ source = 'actions' }: { source?: string }) => {
    const translate = useTranslate();
    const { field, fieldState, isRequired } = useInput({
        source,
        validate: validateActions,
        defaultValue: ['list', 'show'],
    });
    const value: string[] = Array.isArray(field.value) ? field.value : [];
    const error = fieldState.error?.message;
    return (
        <Autocomplete
            multiple
            freeSolo
            options={[...STANDARD_ACTIONS]}
            value={value}
            onChange={(_event, next) => field.onChange(normaliseActions(next as string[]))}
            onBlur={field.onBlur}
            renderValue={(selected, getItemProps) =>
                selected.map((action, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={action} {...itemProps} />;
                })
            }
            renderInput={params => (
                <TextField
                    {...params}
                    name={source}
                    required={isRequired}
                    label={translate('resources.resource.fields.actions')}
                    error={Boolean(fieldState.invalid && error)}
                    helperText={
                        <InputHelperText
                            error={fieldState.invalid ? error : undefined}
                            helperText="app.userManagement.catalogue.actions_help"
                        />
                    }
                />
            )}
            sx={{ width: '100%', maxWidth: 600 }}
        />
    );
};
