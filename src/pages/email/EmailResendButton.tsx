import Replay from '@mui/icons-material/Replay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EmailOutboxEntry } from '../../../contract/email';
import type { LabDataProvider } from '../../providers/types';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import { useEmailSettings } from './useEmailSettings';

/**
 * Resend of a failed (or locally kept) message, by a person (nothing resends by itself). Offered to those who may
 * send, when the server has SMTP; the toast says what the mail server answered this time.
 */
export const EmailResendButton = ({
    entry,
    onDone,
}: {
    entry: EmailOutboxEntry;
    onDone?: (entry: EmailOutboxEntry) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess } = useCanAccess({ resource: 'email', action: 'send' });
    const { data: settings } = useEmailSettings();
    const resend = useMutation({
        mutationFn: () => dataProvider.resendEmail(entry.id),
        onSuccess: async after => {
            if (after.status === 'sent') notify('app.email.outbox.resent', { type: 'success' });
            else
                notify(translate('app.email.outbox.resend_failed', { response: after.response ?? '' }), {
                    type: 'error',
                });
            onDone?.(after);
            await queryClient.invalidateQueries({ queryKey: ['emailOutbox'] });
        },
        onError: error => notifyError(error),
    });
    if (!canAccess || !['failed', 'kept-locally'].includes(entry.status)) return null;
    const canResend = settings?.canResend === true;
    return (
        <Button
            label="app.email.outbox.resend"
            disabled={!canResend || resend.isPending}
            title={canResend ? undefined : translate('app.email.outbox.resend_needs_smtp')}
            onClick={event => {
                event.stopPropagation();
                resend.mutate();
            }}
        >
            <Replay />
        </Button>
    );
};
