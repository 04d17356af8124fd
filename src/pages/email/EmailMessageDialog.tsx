import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EmailOutboxEntry } from '../../../contract/email';
import { EmailResendButton } from './EmailResendButton';
import { EmailStatusChip } from './EmailStatusChip';

const Line = ({ label, children }: { label: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={1}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
                {translate(label)}
            </Typography>
            <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
                {children || '—'}
            </Typography>
        </Stack>
    );
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * One message of the outbox as it was sent: recipient, subject, who sent it about whom, its status with the mail
 * server's last answer, and the text (an HTML message is shown as its source, never rendered).
 */
export const EmailMessageDialog = ({
    entry,
    onClose,
    onChange,
}: {
    entry: EmailOutboxEntry | null;
    onClose: () => void;
    onChange: (entry: EmailOutboxEntry) => void;
}) => {
    const translate = useTranslate();
    const field = (name: string) => `resources.emailOutbox.fields.${name}`;
    return (
        <Dialog open={Boolean(entry)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="email-message-title">
            {entry && (
                <>
                    <DialogTitle id="email-message-title">{entry.subject}</DialogTitle>
                    <DialogContent>
                        <Stack spacing={0.75} sx={{ mb: 2 }}>
                            <Line label={field('to')}>{entry.to}</Line>
                            <Line label={field('status')}>
                                <EmailStatusChip status={entry.status} />{' '}
                                {translate('app.email.outbox.attempts', {
                                    smart_count: entry.attempts,
                                    count: entry.attempts,
                                })}
                            </Line>
                            <Line label={field('response')}>{entry.response}</Line>
                            <Line label={field('createdAt')}>{when(entry.createdAt)}</Line>
                            <Line label={field('sentAt')}>{when(entry.sentAt)}</Line>
                            <Line label={field('transport')}>
                                {translate(`app.email.transport.${entry.transport}`)}
                            </Line>
                            <Line label={field('personName')}>
                                {entry.personType &&
                                    `${entry.personName ?? ''} (${translate(`app.email.person_type.${entry.personType}`)})`}
                            </Line>
                            <Line label={field('templateName')}>{entry.templateName}</Line>
                            <Line label={field('sender')}>{entry.sender?.name}</Line>
                        </Stack>
                        <Box
                            component="pre"
                            data-testid="email-message-body"
                            sx={{
                                m: 0,
                                p: 2,
                                whiteSpace: 'pre-wrap',
                                fontFamily: 'inherit',
                                bgcolor: 'action.hover',
                                borderRadius: 1,
                            }}
                        >
                            {entry.message}
                        </Box>
                    </DialogContent>
                    <DialogActions>
                        <EmailResendButton entry={entry} onDone={onChange} />
                        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
                    </DialogActions>
                </>
            )}
        </Dialog>
    );
};
