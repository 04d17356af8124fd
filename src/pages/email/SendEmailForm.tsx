import { Alert, Box, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SendEmailState, TemplateOption } from './sendEmailState';

interface Props {
    state: SendEmailState;
    templates: readonly TemplateOption[];
    onChange: (field: 'to' | 'subject' | 'message', value: string) => void;
    onTemplate: (id: string) => void;
    onSend: () => void;
    onTest: () => void;
    onClose: () => void;
}

/** The result line under the form (spec §2, §8): it never says sent unless a mail server took the message. */
const ResultLine = ({ result }: { result: SendEmailState['result'] }) => {
    const translate = useTranslate();
    if (!result) return null;
    if (result.kind === 'failed')
        return (
            <Alert severity="error" role="status" data-testid="email-result">
                <div>{translate('app.email.dialog.failed')}</div>
                {result.reason && <Box sx={{ typography: 'body2', mt: 0.5 }}>{result.reason}</Box>}
            </Alert>
        );
    const sent = result.kind === 'sent';
    return (
        <Alert severity={sent ? 'success' : 'warning'} role="status" data-testid="email-result">
            {translate(sent ? 'app.email.dialog.sent' : 'app.email.dialog.kept')}
        </Alert>
    );
};

/** The fields, buttons and result line of the Send Email dialog, drawn from its state (sendEmailState.ts). */
export const SendEmailForm = ({ state, templates, onChange, onTemplate, onSend, onTest, onClose }: Props) => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.email.dialog.${key}`);
    const busy = state.busy !== null;
    const submit = (event: FormEvent) => {
        event.preventDefault();
        onSend();
    };
    /** To and Subject: required, with their message beside them. */
    const header = (field: 'to' | 'subject') => ({
        label: t(field),
        required: true,
        fullWidth: true,
        value: state[field],
        onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
        error: Boolean(state.errors[field]),
        helperText: state.errors[field] ? translate(state.errors[field]!) : undefined,
        disabled: busy,
    });
    return (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('title')}>
            <DialogContent>
                <Stack spacing={2}>
                    <TextField type="email" {...header('to')} />
                    <TextField {...header('subject')} />
                    <TextField
                        select
                        label={t('template')}
                        fullWidth
                        value={state.templateId}
                        onChange={event => onTemplate(event.target.value)}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        disabled={busy}
                    >
                        <option value="">{t('no_template')}</option>
                        {templates.map(template => (
                            <option key={template.id} value={template.id}>
                                {template.templateName}
                            </option>
                        ))}
                    </TextField>
                    <TextField
                        label={t('message')}
                        fullWidth
                        multiline
                        minRows={6}
                        value={state.message}
                        onChange={event => onChange('message', event.target.value)}
                        disabled={busy}
                    />
                    <ResultLine result={state.result} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    {t('close')}
                </Button>
                <Button onClick={onTest} disabled={busy}>
                    {t('test')}
                </Button>
                <Button type="submit" variant="contained" disabled={busy}>
                    {busy ? t('sending') : t('send')}
                </Button>
            </DialogActions>
        </Box>
    );
};
