import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Description from '@mui/icons-material/Description';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Button, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { DOCUMENT_CATEGORIES } from '../../../../contract/template-values';
import type { DocumentCategory, DocumentRecord } from '../../../../contract/template';
import type { Autosave, SaveState } from './useAutosave';

const STATE_COLOUR: Record<SaveState, 'success' | 'warning' | 'info' | 'error'> = {
    saved: 'success',
    unsaved: 'warning',
    saving: 'info',
    conflict: 'error',
    error: 'error',
};
const STATE_TEXT: Record<SaveState, string> = {
    saved: 'saved',
    unsaved: 'unsaved',
    saving: 'saving',
    conflict: 'unsaved',
    error: 'unsaved',
};

interface Props {
    record: DocumentRecord;
    autosave: Autosave;
    exporting: boolean;
    onPrint: () => void;
    onDocx: () => void;
    onDelete: () => void;
}

/** Title, category, the saved/unsaved state and the document's actions (save, print, .docx, delete). */
export const DocumentHeader = ({ record, autosave, exporting, onPrint, onDocx, onDelete }: Props) => {
    const translate = useTranslate();
    const resource = record.kind === 'template' ? 'documentTemplate' : 'document';
    const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
    const { state, meta, setMeta } = autosave;
    return (
        <Stack spacing={1} sx={{ py: 1 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <TextField
                    label={translate('resources.template.fields.title')}
                    value={meta.title}
                    size="small"
                    required
                    disabled={!canEdit}
                    error={!meta.title.trim()}
                    onChange={event => setMeta({ title: event.target.value })}
                    sx={{ minWidth: 320, flexGrow: 1 }}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <TextField
                    select
                    size="small"
                    label={translate('resources.template.fields.category')}
                    value={meta.category}
                    disabled={!canEdit}
                    onChange={event => setMeta({ category: event.target.value as DocumentCategory })}
                    sx={{ minWidth: 160 }}
                >
                    {DOCUMENT_CATEGORIES.map(category => (
                        <MenuItem key={category} value={category}>
                            {translate(`app.documents.categories.${category}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <Chip
                    data-testid="save-state"
                    role="status"
                    color={STATE_COLOUR[state]}
                    variant="outlined"
                    label={translate(`app.documents.editor.${STATE_TEXT[state]}`)}
                />
            </Stack>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                {record.kind === 'template' && (
                    <Chip size="small" color="secondary" label={translate('app.documents.editor.template_badge')} />
                )}
                {record.patient && (
                    <Link component={LinkBase} to={`/patient/${record.patient.id}`} variant="body2">
                        {translate('app.documents.editor.for_patient', { name: record.patient.fullName })}
                    </Link>
                )}
                {record.visit && (
                    <Link component={LinkBase} to={`/visit/${record.visit.id}`} variant="body2">
                        {translate('app.documents.editor.visit', { code: record.visit.code })}
                    </Link>
                )}
                <Typography sx={{ flexGrow: 1 }} />
                {canEdit && (
                    <Button
                        size="small"
                        startIcon={<SaveOutlined />}
                        onClick={() => void autosave.save()}
                        disabled={state === 'conflict'}
                    >
                        {translate('app.documents.editor.save')}
                    </Button>
                )}
                <Button size="small" startIcon={<PrintOutlined />} onClick={onPrint}>
                    {translate('app.documents.editor.print')}
                </Button>
                <Button size="small" startIcon={<Description />} onClick={onDocx} disabled={exporting}>
                    {translate(exporting ? 'app.documents.editor.exporting' : 'app.documents.editor.docx')}
                </Button>
                {canDelete && (
                    <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
                        {translate('app.documents.editor.delete')}
                    </Button>
                )}
            </Stack>
        </Stack>
    );
};
