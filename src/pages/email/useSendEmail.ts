import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { EmailTemplate } from '../../../contract/email';
import { EmailSendError, type OutgoingEmail } from '../../providers/emailCalls';
import type { LabDataProvider } from '../../providers/types';
import type { PersonRecord } from './personRecord';
import {
    CLOSED,
    dialogTemplates,
    sendEmailReducer,
    validateEmail,
    type SendAction,
    type SendResult,
} from './sendEmailState';

/** Every template of the organisation fits in one page of the dropdown. */
const ALL_TEMPLATES = { pagination: { page: 1, perPage: 500 }, sort: { field: 'templateName', order: 'ASC' as const } };

/** The dialog's state, its templates (the organisation's, plus "Report ready" from a visit's page) and its two sends. */
export const useSendEmail = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const queryClient = useQueryClient();
    const [state, dispatch] = useReducer(sendEmailReducer, CLOSED);
    const { canAccess: canReadTemplates } = useCanAccess({ resource: 'emailTemplate', action: 'list' });
    const { data: stored } = useGetList<EmailTemplate & { id: number }>('emailTemplate', ALL_TEMPLATES, {
        enabled: state.open && Boolean(canReadTemplates),
    });
    const templates = useMemo(
        () => dialogTemplates(stored ?? [], state.person, translate),
        [stored, state.person, translate]
    );

    const outgoing = useCallback(
        (action: SendAction): OutgoingEmail => {
            const person =
                state.person?.id && state.person.type ? { type: state.person.type, id: state.person.id } : undefined;
            if (action === 'test')
                return {
                    to: state.to.trim(),
                    subject: translate('app.email.dialog.test'),
                    message: translate('app.email.test_html'),
                    format: 'html',
                    person,
                };
            const template = templates.find(t => t.id === state.templateId);
            return {
                to: state.to.trim(),
                subject: state.subject,
                message: state.message,
                templateName: template?.templateName,
                person,
            };
        },
        [state, templates, translate]
    );

    const run = useCallback(
        async (action: SendAction) => {
            dispatch({ type: 'start', action });
            if (state.busy || Object.keys(validateEmail(state, action)).length > 0) return;
            let result: SendResult;
            try {
                result = { kind: await dataProvider.sendEmail(outgoing(action)) };
            } catch (error) {
                const reason = error instanceof EmailSendError || error instanceof Error ? error.message : '';
                result = { kind: 'failed', reason };
            }
            dispatch({ type: 'finish', result });
            // The outbox (and a patient's e-mails) now hold this message, whatever became of it.
            await queryClient.invalidateQueries({ queryKey: ['emailOutbox'] });
        },
        [state, dataProvider, outgoing, queryClient]
    );

    return {
        state,
        templates,
        open: (person: PersonRecord) => dispatch({ type: 'open', person }),
        close: () => dispatch({ type: 'close' }),
        change: (field: 'to' | 'subject' | 'message', value: string) => dispatch({ type: 'change', field, value }),
        chooseTemplate: (id: string) => dispatch({ type: 'template', id, templates }),
        send: () => run('send'),
        test: () => run('test'),
    };
};
