import { Suspense, useEffect, useState } from 'react';
import { lazyScreen } from '../../lib/lazyScreen';
import { OPEN_SEND_EMAIL_EVENT } from './openSendEmail';
import type { PersonRecord } from './personRecord';
import type { SendEmailRequest } from './SendEmailDialog';

const SendEmailDialog = lazyScreen(() => import('./SendEmailDialog').then(m => ({ default: m.SendEmailDialog })));

/**
 * Listens, on every screen of the signed-in layout, for the window event open-send-email-modal (spec §2) and
 * opens the Send Email dialog with the person record in its `detail`. The dialog's code loads on the first event.
 */
export const SendEmailHost = () => {
    const [request, setRequest] = useState<SendEmailRequest | null>(null);
    useEffect(() => {
        const onOpen = (event: Event) => {
            const detail = (event as CustomEvent<PersonRecord | null>).detail;
            setRequest(previous => ({ person: detail ?? {}, seq: (previous?.seq ?? 0) + 1 }));
        };
        window.addEventListener(OPEN_SEND_EMAIL_EVENT, onOpen);
        return () => window.removeEventListener(OPEN_SEND_EMAIL_EVENT, onOpen);
    }, []);
    if (!request) return null;
    return (
        <Suspense fallback={null}>
            <SendEmailDialog request={request} />
        </Suspense>
    );
};
