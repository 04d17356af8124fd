import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { PersonRecord } from './personRecord';
import { CLOSED, dialogTemplates, sendEmailReducer, type SendEmailEvent, type SendEmailState } from './sendEmailState';

const person: PersonRecord = {
    id: 'p-1',
    type: 'patient',
    name: { firstName: 'Asha', lastName: 'Rao' },
    age: { years: 34 },
    gender: 'Female',
    phone: { number: { countryCode: '91', number: '9876543210' } },
    email: 'asha@example.com',
};
const templates = [
    { id: '1', templateName: 'Default Welcome', content: 'Dear [!fullname],\n\nWelcome to our service!' },
    { id: '2', templateName: 'Call back', content: 'We will call you on [!phone] ([!age], [!gender]).' },
];
const run = (events: SendEmailEvent[], from: SendEmailState = CLOSED) => events.reduce(sendEmailReducer, from);

describe('the Send Email dialog states (spec §4)', () => {
    it('opens on a person with To prefilled and subject, template and message cleared', () => {
        const before = run([
            { type: 'open', person },
            { type: 'change', field: 'subject', value: 'Old subject' },
            { type: 'template', id: '1', templates },
            { type: 'close' },
        ]);
        expect(before).toEqual(CLOSED);
        const opened = run([
            { type: 'open', person: { ...person, email: null, primaryEmailAddress: { emailAddress: 'p@x.org' } } },
        ]);
        expect(opened).toMatchObject({
            open: true,
            to: 'p@x.org',
            subject: '',
            templateId: '',
            message: '',
            busy: null,
            result: null,
        });
        expect(run([{ type: 'open', person: {} }]).to).toBe('');
    });

    it("fills Message from the chosen template with the person's values", () => {
        const state = run([
            { type: 'open', person },
            { type: 'template', id: '1', templates },
        ]);
        expect(state).toMatchObject({ templateId: '1', message: 'Dear Asha Rao,\n\nWelcome to our service!' });
        const other = sendEmailReducer(state, { type: 'template', id: '2', templates });
        expect(other.message).toBe('We will call you on +91 9876543210 (34, Female).');
        const none = sendEmailReducer(other, { type: 'template', id: '', templates });
        expect(none).toMatchObject({ templateId: '', message: other.message });
    });

    it('refuses to send without a valid To or a Subject, with the messages beside the fields', () => {
        const empty = run([
            { type: 'open', person: {} },
            { type: 'start', action: 'send' },
        ]);
        expect(empty).toMatchObject({
            busy: null,
            errors: { to: 'app.email.dialog.to_required', subject: 'app.email.dialog.subject_required' },
        });
        const invalid = run([{ type: 'change', field: 'to', value: 'asha@' }], empty);
        expect(invalid.errors).toEqual({
            to: 'app.email.dialog.to_invalid',
            subject: 'app.email.dialog.subject_required',
        });
        const fixed = run(
            [
                { type: 'change', field: 'to', value: 'asha@example.com' },
                { type: 'change', field: 'subject', value: 'Welcome' },
            ],
            invalid
        );
        expect(fixed.errors).toEqual({});
        expect(
            run([
                { type: 'open', person },
                { type: 'change', field: 'to', value: 'a@b.co, c@d.co' },
                { type: 'start', action: 'send' },
            ]).errors.to
        ).toBe('app.email.dialog.to_invalid');
    });

    it('goes to sending, then shows the result; nothing starts twice or closes while sending', () => {
        const sending = run([
            { type: 'open', person },
            { type: 'change', field: 'subject', value: 'Welcome' },
            { type: 'start', action: 'send' },
        ]);
        expect(sending).toMatchObject({ busy: 'send', result: null, errors: {} });
        expect(sendEmailReducer(sending, { type: 'start', action: 'test' })).toBe(sending);
        expect(sendEmailReducer(sending, { type: 'close' })).toBe(sending);
        const sent = sendEmailReducer(sending, { type: 'finish', result: { kind: 'sent' } });
        expect(sent).toMatchObject({ busy: null, result: { kind: 'sent' }, open: true });
        const failed = run(
            [
                { type: 'start', action: 'send' },
                { type: 'finish', result: { kind: 'failed', reason: '550 No such user' } },
            ],
            sent
        );
        expect(failed.result).toEqual({ kind: 'failed', reason: '550 No such user' });
        expect(run([{ type: 'start', action: 'send' }], failed).result).toBeNull();
    });

    it('sends the test message with only a valid To', () => {
        const test = run([
            { type: 'open', person },
            { type: 'start', action: 'test' },
        ]);
        expect(test).toMatchObject({ busy: 'test', errors: {} });
        const noTo = run([
            { type: 'open', person: {} },
            { type: 'start', action: 'test' },
        ]);
        expect(noTo).toMatchObject({ busy: null, errors: { to: 'app.email.dialog.to_required' } });
    });
});

describe('the templates the dialog offers', () => {
    const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

    it("adds 'Report ready', carrying the public report link, when a visit's page opens the dialog", () => {
        const link = 'http://demo.localhost:8080/visit/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
        const offered = dialogTemplates(
            templates.map(t => ({ ...t, id: Number(t.id) })),
            { ...person, reportLink: link },
            translate
        );
        expect(offered.map(t => t.templateName)).toEqual(['Report ready', 'Default Welcome', 'Call back']);
        const state = run([
            { type: 'open', person: { ...person, reportLink: link } },
            { type: 'template', id: 'report-ready', templates: offered },
        ]);
        expect(state.message).toBe(
            `Dear Asha Rao,\n\nYour test report is ready. You can view and download it here:\n${link}\n\nThank you for choosing us.`
        );
    });

    it("offers only the organisation's templates otherwise", () => {
        expect(dialogTemplates([], person, translate)).toEqual([]);
        expect(dialogTemplates([{ id: 1, templateName: 'Default Welcome', content: 'x' }], null, translate)).toEqual([
            { id: '1', templateName: 'Default Welcome', content: 'x' },
        ]);
    });
});
