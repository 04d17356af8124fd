import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitStatus } from '../../../providers/visitTypes';

const COLOURS: Record<VisitStatus, ChipProps['color']> = {
    registered: 'default',
    'sample-pending': 'warning',
    collected: 'info',
    'in-progress': 'info',
    'results-entered': 'secondary',
    verified: 'success',
    reported: 'success',
    cancelled: 'error',
};

/** A visit's status as a coloured chip (DESIGN §6 lifecycle). */
export const VisitStatusChip = ({ status }: { status: VisitStatus }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            color={COLOURS[status] ?? 'default'}
            variant={status === 'registered' ? 'outlined' : 'filled'}
            label={translate(`app.visit.status.${status}`, { _: status })}
            data-testid="visit-status"
        />
    );
};
