import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEmailSettings } from './useEmailSettings';

/** Says plainly how messages leave this server, and when they do not leave at all. */
export const EmailDeliveryBanner = () => {
    const translate = useTranslate();
    const { data: settings } = useEmailSettings();
    if (!settings) return null;
    if (settings.delivery === 'local')
        return (
            <Alert severity="warning" data-testid="email-delivery">
                {translate('app.email.delivery.local')}
            </Alert>
        );
    if (settings.delivery === 'emailjs')
        return (
            <Alert severity="info" data-testid="email-delivery">
                {translate('app.email.delivery.emailjs', { service: settings.emailjs?.serviceId ?? '' })}
            </Alert>
        );
    return (
        <Alert severity="info" data-testid="email-delivery">
            {translate('app.email.delivery.smtp', { from: settings.from ?? '' })}
        </Alert>
    );
};
