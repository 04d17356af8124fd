import { Box, Stack } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

/** A colour value with a small swatch of it. */
export const ColorSwatchField = (props: FieldProps) => {
    const value = useFieldValue(props);
    if (typeof value !== 'string' || value === '') return null;
    return (
        <Stack direction="row" spacing={1} alignItems="center" component="span">
            <Box
                component="span"
                aria-hidden
                sx={{ width: 16, height: 16, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value }}
            />
            <span>{value}</span>
        </Stack>
    );
};
