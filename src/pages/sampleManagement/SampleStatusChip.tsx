import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SampleStatus } from '../../providers/labWorkTypes';

const COLOURS: Record<SampleStatus, ChipProps['color']> = {
    pending: 'warning',
    collected: 'info',
    submitted: 'primary',
    received: 'success',
    rejected: 'error',
};

export const SampleStatusChip = ({ status }: { status: SampleStatus }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={COLOURS[status]}
            label={translate(`app.lab.sample.status.${status}`)}
        />
    );
};
