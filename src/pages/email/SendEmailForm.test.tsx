import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { SendEmailForm } from './SendEmailForm';
import { CLOSED, sendEmailReducer, type SendEmailEvent } from './sendEmailState';

const person = { name: { firstName: 'Asha', lastName: 'Rao' }, email: 'asha@example.com' };
const templates = [
    { id: '1', templateName: 'Default Welcome', content: 'Dear [!fullname],\n\nWelcome to our service!' },
];
const nothing = () => undefined;

/** The form as the browser first gets it, in the English catalogue, after these events. */
const render = (...events: SendEmailEvent[]) => {
    const state = events.reduce(sendEmailReducer, sendEmailReducer(CLOSED, { type: 'open', person }));
    // Emotion writes its styles inline when rendering on a server; the test reads the markup only.
    const html = renderToStaticMarkup(
        <I18nContext.Provider value={i18nProvider}>
            <SendEmailForm
                state={state}
                templates={templates}
                onChange={nothing}
                onTemplate={nothing}
                onSend={nothing}
                onTest={nothing}
                onClose={nothing}
            />
        </I18nContext.Provider>
    ).replace(/<style[^>]*>.*?<\/style>/gs, '');
    return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
};
const buttons = (html: string) =>
    [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attrs, inner]) => ({
        label: inner.replace(/<[^>]+>/g, '').trim(),
        disabled: /\sdisabled=""/.test(attrs),
    }));

describe('SendEmailForm', () => {
    it('shows To, Subject, the template list and Message, with Send Email and Test HTML Email', () => {
        const { html, text } = render({ type: 'template', id: '1', templates });
        expect(text).toContain('To');
        expect(text).toContain('Subject');
        expect(html).toMatch(
            /<option value="">-- No Template --<\/option><option value="1" selected="">Default Welcome<\/option>/
        );
        expect(html).toContain('value="asha@example.com"');
        expect(html).toContain('Dear Asha Rao,\n\nWelcome to our service!');
        expect(buttons(html)).toEqual([
            { label: 'Close', disabled: false },
            { label: 'Test HTML Email', disabled: false },
            { label: 'Send Email', disabled: false },
        ]);
        expect(html).not.toContain('data-testid="email-result"');
    });

    it('shows Sending... and takes no input while busy', () => {
        const { html } = render(
            { type: 'change', field: 'subject', value: 'Welcome' },
            { type: 'start', action: 'send' }
        );
        expect(buttons(html)).toEqual([
            { label: 'Close', disabled: true },
            { label: 'Test HTML Email', disabled: true },
            { label: 'Sending...', disabled: true },
        ]);
        expect(html).toMatch(
            /<input[^>]*disabled=""[^>]*value="asha@example.com"|<input[^>]*value="asha@example.com"[^>]*disabled=""/
        );
    });

    it('puts the messages beside the fields', () => {
        const { text } = render({ type: 'change', field: 'to', value: 'asha@' }, { type: 'start', action: 'send' });
        expect(text).toContain('Enter one valid e-mail address');
        expect(text).toContain('Enter a subject');
    });

    it('reads the result line of each outcome', () => {
        const sending: SendEmailEvent[] = [
            { type: 'change', field: 'subject', value: 'Welcome' },
            { type: 'start', action: 'send' },
        ];
        expect(render(...sending, { type: 'finish', result: { kind: 'sent' } }).text).toContain(
            'Email sent successfully!'
        );
        const failed = render(...sending, {
            type: 'finish',
            result: { kind: 'failed', reason: '550 No such user' },
        }).text;
        expect(failed).toContain('Failed to send email. 550 No such user');
        expect(failed).not.toContain('successfully');
        const kept = render(...sending, { type: 'finish', result: { kind: 'kept-locally' } }).text;
        expect(kept).toContain('The message was kept in the local outbox.');
        expect(kept).not.toContain('Email sent successfully!');
    });
});
