import { Box, LinearProgress } from '@mui/material';
import type { DecoupledEditor } from 'ckeditor5';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PlaceholderName } from '../../../../contract/placeholders';
import type { DocumentRecord } from '../../../../contract/template';
import type { LabDataProvider } from '../../../providers/types';
import type { EditorOptions } from './editorConfig';
import { DocumentConflict } from './DocumentConflict';
import { LazyDocumentEditor } from './editorChunk';
import { DocumentHeader } from './DocumentHeader';
import { LeaveGuard } from './LeaveGuard';
import { PrintArea } from './PrintArea';
import { useAutosave } from './useAutosave';
import { useDocumentActions } from './useDocumentActions';

/** One open document or template: header, the editor on an A4 sheet, autosave, conflict handling, print and export. */
export const DocumentWorkspace = ({ record }: { record: DocumentRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<LabDataProvider>();
    const editor = useRef<DecoupledEditor | null>(null);
    const getBody = useCallback(() => editor.current?.getData(), []);
    const autosave = useAutosave(record, getBody);
    const actions = useDocumentActions(record, editor, autosave);
    const [confirmDelete, setConfirmDelete] = useState(false);
    const { canAccess: canEdit } = useCanAccess({
        resource: record.kind === 'template' ? 'documentTemplate' : 'document',
        action: 'edit',
    });

    const options = useMemo<EditorOptions>(
        () => ({
            table: {
                onMessage: message => notify(message, { type: 'warning' }),
                mergeLabel: translate('app.documents.editor.merge_cells'),
            },
            upload: { upload: file => dataProvider.uploadDocumentImage(file) },
            mergeFields:
                record.kind === 'template'
                    ? {
                          buttonLabel: translate('app.documents.editor.insert_field'),
                          label: (name: PlaceholderName) => translate(`app.documents.fields.${name}`),
                      }
                    : undefined,
        }),
        [dataProvider, notify, record.kind, translate]
    );
    const onReady = useCallback(
        (instance: DecoupledEditor) => {
            editor.current = instance;
            if (!canEdit) instance.enableReadOnlyMode('no-permission');
            autosave.loaded();
        },
        [autosave, canEdit]
    );

    return (
        <Box>
            <DocumentHeader
                record={record}
                autosave={autosave}
                exporting={actions.exporting}
                onPrint={actions.print}
                onDocx={() => void actions.docx()}
                onDelete={() => setConfirmDelete(true)}
            />
            <DocumentConflict
                state={autosave.state}
                error={autosave.error}
                onCopy={() => void actions.saveCopy()}
                onLoadTheirs={() => void actions.loadTheirs()}
                onRetry={() => void autosave.save()}
            />
            <Suspense fallback={<LinearProgress aria-label={translate('app.documents.editor.loading')} />}>
                <LazyDocumentEditor
                    initialHtml={record.body}
                    options={options}
                    onReady={onReady}
                    onChange={autosave.edited}
                />
            </Suspense>
            <LeaveGuard
                dirty={autosave.state !== 'saved'}
                released={autosave.released}
                onSave={() => void autosave.save()}
            />
            {actions.printHtml !== undefined && <PrintArea html={actions.printHtml} />}
            <Confirm
                isOpen={confirmDelete}
                title={translate('app.documents.editor.delete_title', { title: autosave.meta.title })}
                content={translate('app.documents.editor.delete_text', {
                    kind: translate(`app.documents.kinds.${record.kind}`).toLowerCase(),
                })}
                onConfirm={() => {
                    setConfirmDelete(false);
                    void actions.remove();
                }}
                onClose={() => setConfirmDelete(false)}
            />
        </Box>
    );
};
