import type { EmailTemplate } from '../../../contract/email';
import { fillPlaceholders } from './fillPlaceholders';
import { personEmail, type PersonRecord } from './personRecord';

/** A template the dialog offers: the organisation's (id "1", "2"…) or one a screen adds (the visit's "Report ready"). */
export interface TemplateOption {
    id: string;
    templateName: string;
    content: string;
}

export type SendAction = 'send' | 'test';
export type SendResult = { kind: 'sent' | 'kept-locally' } | { kind: 'failed'; reason: string };
type Field = 'to' | 'subject' | 'message';

/** Spec §4: closed → open on the event; editing; sending; then the result line. */
export interface SendEmailState {
    open: boolean;
    person: PersonRecord | null;
    to: string;
    subject: string;
    templateId: string;
    message: string;
    /** what is being sent right now, if anything */
    busy: SendAction | null;
    result: SendResult | null;
    /** translation keys of the messages shown beside To and Subject */
    errors: Partial<Record<'to' | 'subject', string>>;
    /** a send was tried: from then on the messages follow what is typed */
    validated: SendAction | null;
}

export type SendEmailEvent =
    | { type: 'open'; person: PersonRecord }
    | { type: 'close' }
    | { type: 'change'; field: Field; value: string }
    | { type: 'template'; id: string; templates: readonly TemplateOption[] }
    | { type: 'start'; action: SendAction }
    | { type: 'finish'; result: SendResult };

export const CLOSED: SendEmailState = {
    open: false,
    person: null,
    to: '',
    subject: '',
    templateId: '',
    message: '',
    busy: null,
    result: null,
    errors: {},
    validated: null,
};

const MAILBOX = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** Spec §5: To required and a valid address; Subject required (not for the test message, which has its own). */
export const validateEmail = (state: Pick<SendEmailState, 'to' | 'subject'>, action: SendAction) => {
    const errors: SendEmailState['errors'] = {};
    const to = state.to.trim();
    if (!to) errors.to = 'app.email.dialog.to_required';
    else if (!MAILBOX.test(to)) errors.to = 'app.email.dialog.to_invalid';
    if (action === 'send' && !state.subject.trim()) errors.subject = 'app.email.dialog.subject_required';
    return errors;
};

export const sendEmailReducer = (state: SendEmailState, event: SendEmailEvent): SendEmailState => {
    switch (event.type) {
        case 'open':
            // The recipient comes from the person; subject, template and message start empty (spec §4).
            return { ...CLOSED, open: true, person: event.person, to: personEmail(event.person) };
        case 'close':
            return state.busy ? state : CLOSED;
        case 'change': {
            const next = { ...state, [event.field]: event.value };
            return state.validated ? { ...next, errors: validateEmail(next, state.validated) } : next;
        }
        case 'template': {
            const template = event.templates.find(t => t.id === event.id);
            if (!template) return { ...state, templateId: '' };
            return { ...state, templateId: template.id, message: fillPlaceholders(template.content, state.person) };
        }
        case 'start': {
            if (state.busy) return state;
            const errors = validateEmail(state, event.action);
            if (Object.keys(errors).length > 0) return { ...state, errors, validated: event.action, result: null };
            return { ...state, errors, validated: event.action, busy: event.action, result: null };
        }
        case 'finish':
            return { ...state, busy: null, result: event.result };
    }
};

/** The dropdown: "Report ready" when the person comes with a report link (a visit's page), then the organisation's. */
export const dialogTemplates = (
    stored: readonly Pick<EmailTemplate, 'id' | 'templateName' | 'content'>[],
    person: PersonRecord | null,
    translate: (key: string, options?: Record<string, unknown>) => string
): TemplateOption[] => [
    ...(person?.reportLink
        ? [
              {
                  id: 'report-ready',
                  templateName: translate('app.email.dialog.report_ready'),
                  content: translate('app.email.report_ready_content', { link: person.reportLink }),
              },
          ]
        : []),
    ...stored.map(t => ({ id: String(t.id), templateName: t.templateName, content: t.content })),
];
