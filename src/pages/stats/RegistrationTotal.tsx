import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** All patients ever registered, above the per-period figures. */
export const RegistrationTotal = ({ total }: { total: number }) => {
    const translate = useTranslate();
    return (
        <Typography variant="h5" component="p" sx={{ mb: 1 }} data-testid="registered-total">
            {translate('app.stats.patient.total', { smart_count: total })}
        </Typography>
    );
};
