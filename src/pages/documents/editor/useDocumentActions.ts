import type { DecoupledEditor } from 'ckeditor5';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../../contract/template';
import type { LabDataProvider } from '../../../providers/types';
import { DOCUMENTS_PATH, documentPath } from '../documentPaths';
import { downloadDocx } from '../export/exportDocx';
import type { Autosave } from './useAutosave';

/** Print, .docx, delete, and the two ways out of a conflict, for the document open in the editor. */
export function useDocumentActions(
    record: DocumentRecord,
    editor: RefObject<DecoupledEditor | null>,
    autosave: Autosave
) {
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const redirect = useRedirect();
    const translate = useTranslate();
    const [printHtml, setPrintHtml] = useState<string>();
    const [exporting, setExporting] = useState(false);
    const body = useCallback(() => editor.current?.getData() ?? record.body, [editor, record.body]);

    useEffect(() => {
        if (printHtml === undefined) return;
        const done = () => setPrintHtml(undefined);
        window.addEventListener('afterprint', done, { once: true });
        window.print();
        return () => window.removeEventListener('afterprint', done);
    }, [printHtml]);

    const fail = (e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' });

    return {
        printHtml,
        exporting,
        print: () => setPrintHtml(body()),
        docx: async () => {
            setExporting(true);
            try {
                await downloadDocx(body(), autosave.meta.title, url => dataProvider.documentImage(url));
            } catch (e) {
                fail(e);
            } finally {
                setExporting(false);
            }
        },
        remove: async () => {
            try {
                await dataProvider.delete('template', { id: record.id, previousData: record });
                notify('app.documents.editor.deleted', { type: 'info' });
                autosave.release();
                redirect(DOCUMENTS_PATH);
            } catch (e) {
                fail(e);
            }
        },
        saveCopy: async () => {
            try {
                const copy = await dataProvider.createDocument({
                    kind: record.kind,
                    title: `${autosave.meta.title} ${translate('app.documents.editor.copy_suffix')}`.slice(0, 200),
                    category: autosave.meta.category,
                    body: body(),
                    ...(record.kind === 'document' ? { patientId: record.patientId, visitId: record.visitId } : {}),
                });
                autosave.release();
                redirect(documentPath(copy.id, copy.kind));
            } catch (e) {
                fail(e);
            }
        },
        loadTheirs: async () => {
            try {
                const latest = await dataProvider.document(record.id);
                editor.current?.setData(latest.body);
                autosave.restart(latest);
                autosave.loaded();
            } catch (e) {
                fail(e);
            }
        },
    };
}
