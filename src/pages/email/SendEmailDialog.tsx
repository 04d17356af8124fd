import { Dialog, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { PersonRecord } from './personRecord';
import { SendEmailForm } from './SendEmailForm';
import { useSendEmail } from './useSendEmail';

/** One opening of the dialog: the person of the event, and a number that changes with every event. */
export interface SendEmailRequest {
    person: PersonRecord;
    seq: number;
}

/** The modal 'Send Email' (spec §2), opened afresh for every open-send-email-modal event. */
export const SendEmailDialog = ({ request }: { request: SendEmailRequest }) => {
    const translate = useTranslate();
    const email = useSendEmail();
    const { open } = email;
    useEffect(() => {
        open(request.person);
        // Each event opens the dialog afresh, even for the same person.
        // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` is a new function every render; the request is what counts
    }, [request]);
    return (
        <Dialog
            open={email.state.open}
            onClose={email.close}
            fullWidth
            maxWidth="sm"
            aria-labelledby="send-email-title"
        >
            <DialogTitle id="send-email-title">{translate('app.email.dialog.title')}</DialogTitle>
            <SendEmailForm
                state={email.state}
                templates={email.templates}
                onChange={email.change}
                onTemplate={email.chooseTemplate}
                onSend={email.send}
                onTest={email.test}
                onClose={email.close}
            />
        </Dialog>
    );
};
