import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SampleRecord, SampleStatus } from '../../providers/labWorkTypes';

const COLOURS: Record<SampleStatus, ChipProps['color']> = {
    pending: 'warning',
    collected: 'info',
    submitted: 'primary',
    received: 'success',
    rejected: 'error',
};

/** The sample's status; while its shipment is on the way (handed over, in transit) it shows "In transit". */
export const SampleStatusChip = ({
    status,
    transport,
}: {
    status: SampleStatus;
    transport?: SampleRecord['transport'];
}) => {
    const translate = useTranslate();
    const travelling = transport && transport.state !== 'packed';
    return (
        <Chip
            size="small"
            variant="outlined"
            color={travelling ? 'warning' : COLOURS[status]}
            label={
                travelling
                    ? translate('app.courier.sample_in_transit', { code: transport.code })
                    : translate(`app.lab.sample.status.${status}`)
            }
        />
    );
};
