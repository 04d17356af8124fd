import type { EmailJSResponseStatus } from '@emailjs/browser';
import type {
    EmailOutboxEntry,
    EmailOutboxRecord,
    EmailPersonType,
    EmailSendParams,
    EmailSettings,
    EmailTemplate,
} from '../../contract/email';
import type { HttpClient, TokenGetter } from './httpClient';

/** What the Send Email dialog hands over: spec §3's send payload, and what the outbox records with it. */
export interface OutgoingEmail {
    to: string;
    subject: string;
    message: string;
    format?: 'text' | 'html';
    templateName?: string;
    person?: { type: EmailPersonType; id: string };
}

/** sent: a mail server (or the hosted service) took it; kept-locally: nothing is configured, it stayed in the outbox. */
export type SendEmailResult = 'sent' | 'kept-locally';

/** A refusal, with the reason the relay or the service gave (shown under 'Failed to send email.'). */
export class EmailSendError extends Error {
    constructor(
        readonly status: number,
        message: string
    ) {
        super(message);
        this.name = 'EmailSendError';
    }
}

/** The SDK is fetched on the first send, not with the app (it is no part of the first screen). */
const emailjs = () => import('@emailjs/browser');

/** LabDesk's relay answers EmailJS's protocol under the app's own origin; the ids are ours to choose. */
const RELAY = { serviceId: 'labdesk', templateId: 'labdesk' };

const sendParams = (email: OutgoingEmail): EmailSendParams => ({
    emailtitle: email.subject,
    Toemail: email.to,
    message: email.message,
    ...(email.format === 'html' ? { labdesk_format: 'html' as const } : {}),
    ...(email.templateName ? { labdesk_template: email.templateName } : {}),
    ...(email.person ? { labdesk_person_type: email.person.type, labdesk_person_id: email.person.id } : {}),
});

/** The reason inside an SDK refusal: our relay's JSON error, the hosted service's text, or a network failure. */
const reasonOf = (failure: unknown): EmailSendError => {
    const answer = failure as Partial<EmailJSResponseStatus> | undefined;
    if (answer && typeof answer.status === 'number') {
        let text = answer.text ?? '';
        try {
            text = (JSON.parse(text) as { error?: string }).error ?? text;
        } catch {
            // the hosted service answers plain text
        }
        return new EmailSendError(answer.status, text);
    }
    return new EmailSendError(0, failure instanceof Error ? failure.message : String(failure));
};

/**
 * E-mail calls. Sending goes through @emailjs/browser: to LabDesk's relay by default (the SDK's origin is this
 * app, the public key field carries the sign-in token), or to the lab's hosted EmailJS account when the server is
 * configured with one; the outbox then records what the service answered.
 */
export const createEmailCalls = (
    httpClient: HttpClient,
    apiUrl: string,
    getToken: TokenGetter,
    /** where LabDesk's relay answers: this app's own origin */
    relayOrigin: () => string = () => window.location.origin
) => {
    const get = async <T>(url: string) => (await httpClient<T>(`${apiUrl}${url}`)).json;
    const post = async <T>(url: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method: 'POST',
                body: body === undefined ? undefined : JSON.stringify(body),
            })
        ).json;
    const emailSettings = (): Promise<EmailSettings> => get('/email/settings');

    const throughHostedAccount = async (email: OutgoingEmail, account: NonNullable<EmailSettings['emailjs']>) => {
        const record = (status: EmailOutboxRecord['status'], response: string) =>
            post<EmailOutboxEntry>('/email/outbox', {
                to: email.to,
                subject: email.subject,
                message: email.message,
                format: email.format,
                templateName: email.templateName,
                personType: email.person?.type,
                personId: email.person?.id,
                status,
                response: response.slice(0, 2000),
            } satisfies EmailOutboxRecord);
        const { init, send } = await emailjs();
        init({ publicKey: account.publicKey, origin: account.origin });
        let outcome: { status: EmailOutboxRecord['status']; response: string; error?: EmailSendError };
        try {
            const answer = await send(account.serviceId, account.templateId, { ...sendParams(email) });
            outcome = { status: 'sent', response: `${answer.status} ${answer.text}` };
        } catch (failure) {
            const error = reasonOf(failure);
            outcome = { status: 'failed', response: error.message, error };
        }
        // The service's answer is the truth the dialog shows; a record that cannot be written must not change it.
        await record(outcome.status, outcome.response).catch(() => undefined);
        if (outcome.error) throw outcome.error;
        return 'sent' as const;
    };

    const throughRelay = async (email: OutgoingEmail): Promise<SendEmailResult> => {
        const token = await getToken();
        if (!token) throw new EmailSendError(401, 'Please sign in again');
        const { init, send } = await emailjs();
        init({ publicKey: token, origin: relayOrigin() });
        try {
            const answer = await send(RELAY.serviceId, RELAY.templateId, { ...sendParams(email) });
            return answer.status === 202 ? 'kept-locally' : 'sent';
        } catch (failure) {
            throw reasonOf(failure);
        }
    };

    return {
        emailSettings,
        /** Resolves once the message was taken (or kept locally); rejects with an EmailSendError otherwise. */
        sendEmail: async (email: OutgoingEmail): Promise<SendEmailResult> => {
            const settings = await emailSettings();
            return settings.emailjs ? throughHostedAccount(email, settings.emailjs) : throughRelay(email);
        },
        resendEmail: (id: string): Promise<EmailOutboxEntry> => post(`/email/outbox/${encodeURIComponent(id)}/resend`),
        duplicateEmailTemplate: (id: number | string, newName: string): Promise<EmailTemplate> =>
            post(`/email/templates/${encodeURIComponent(String(id))}/duplicate`, { newName }),
    };
};

export type EmailCalls = ReturnType<typeof createEmailCalls>;
