import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmailStatus } from '../../../contract/email';

const COLOURS: Record<EmailStatus, ChipProps['color']> = {
    sending: 'info',
    sent: 'success',
    failed: 'error',
    'kept-locally': 'warning',
};

/** Where a message stands: sending, sent, failed, or kept locally (no delivery configured). */
export const EmailStatusChip = ({ status }: { status: EmailStatus }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            color={COLOURS[status] ?? 'default'}
            label={translate(`app.email.status.${status}`, { _: status })}
            data-testid="email-status"
        />
    );
};
