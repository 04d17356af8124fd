import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { BooleanInput, maxLength, required, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EmailTemplate } from '../../../contract/email';
import { fillPlaceholders, PLACEHOLDERS } from './fillPlaceholders';
import { insertAt, SAMPLE_PERSON, validateContent } from './templateForm';

const NAME_RULES = [required(), maxLength(100)];
const CONTENT_RULES = [required(), maxLength(20_000), validateContent];

/** The content as the sample person would receive it, updated as one types. */
const EmailTemplatePreview = () => {
    const translate = useTranslate();
    const content = useWatch({ name: 'content' }) as string | undefined;
    return (
        <Box component="section" aria-labelledby="template-preview-title" sx={{ width: '100%' }}>
            <Typography id="template-preview-title" variant="subtitle2" gutterBottom>
                {translate('app.email.templates.preview')}
            </Typography>
            <Box
                component="pre"
                data-testid="template-preview"
                sx={{
                    m: 0,
                    p: 2,
                    minHeight: 80,
                    whiteSpace: 'pre-wrap',
                    fontFamily: 'inherit',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                }}
            >
                {fillPlaceholders(content ?? '', SAMPLE_PERSON)}
            </Box>
        </Box>
    );
};

/** Name, lock, content with its placeholders and the live preview: shared by create and edit. */
export const EmailTemplateInputs = () => {
    const translate = useTranslate();
    const record = useRecordContext<EmailTemplate & { id: number }>();
    const { getValues, setValue } = useFormContext();
    const contentRef = useRef<HTMLTextAreaElement | null>(null);
    const insert = (placeholder: string) => {
        const input = contentRef.current;
        const next = insertAt(
            String(getValues('content') ?? ''),
            placeholder,
            input?.selectionStart,
            input?.selectionEnd
        );
        setValue('content', next, { shouldDirty: true, shouldValidate: true });
        input?.focus();
    };
    return (
        <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
            {record?.isDefault && <Alert severity="info">{translate('app.email.templates.built_in')}</Alert>}
            {record && record.isEditable === false && (
                <Alert severity="warning">{translate('app.email.templates.locked')}</Alert>
            )}
            <TextInput source="templateName" validate={NAME_RULES} fullWidth />
            <BooleanInput source="isEditable" />
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.email.templates.placeholders')}
                </Typography>
                {PLACEHOLDERS.map(name => (
                    <Chip
                        key={name}
                        label={`[!${name}]`}
                        size="small"
                        variant="outlined"
                        onClick={() => insert(name)}
                    />
                ))}
            </Stack>
            <TextInput
                source="content"
                validate={CONTENT_RULES}
                multiline
                minRows={8}
                fullWidth
                inputRef={contentRef}
                helperText="app.email.templates.placeholder_help"
            />
            <EmailTemplatePreview />
        </Stack>
    );
};
