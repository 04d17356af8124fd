import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, maxLength, required, useGetList, useInput, useTranslate } from 'react-admin';

const validate = [required(), maxLength(60)];

/** A category of the permission matrix: an existing one, or a new name (the server then creates it). */
export const CategoryInput = ({ source = 'category' }: { source?: string }) => {
    const translate = useTranslate();
    const { field, fieldState, isRequired } = useInput({ source, validate });
    const { data: categories = [] } = useGetList('cc', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
    });
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    return (
        <Autocomplete
            freeSolo
            autoSelect
            options={categories.map(category => String(category.name))}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(_event, next) => field.onChange(next ?? '')}
            onInputChange={(_event, next, reason) => reason === 'input' && field.onChange(next)}
            onBlur={field.onBlur}
            renderInput={params => (
                <TextField
                    {...params}
                    name={source}
                    required={isRequired}
                    label={translate('resources.resource.fields.category')}
                    error={Boolean(error)}
                    helperText={
                        <InputHelperText error={error} helperText="app.userManagement.catalogue.category_help" />
                    }
                />
            )}
            sx={{ width: '100%', maxWidth: 600 }}
        />
    );
};
