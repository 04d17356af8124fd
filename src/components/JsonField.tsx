import { Box } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

export const JsonField = (props: FieldProps) => {
    const value = useFieldValue(props);
    if (value === null || value === undefined) return null;
    return (
        <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(value, null, 2)}
        </Box>
    );
};
