import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { guarded } from '../userManagement/guarded';
import { DocumentEditorPage } from './editor/DocumentEditorPage';
import { loadDocumentEditor } from './editor/editorChunk';
import { DocumentList } from './list/DocumentList';
import { DocumentNew } from './new/DocumentNew';
import { DOCUMENTS_PATH } from './documentPaths';

/**
 * /ms-word/* (spec §2): the list of documents and templates, a new document, a template, a document. The editor
 * itself (CKEditor) is a chunk of its own, loaded when a document opens.
 */
export const DocumentsPage = () => {
    useEffect(() => {
        void loadDocumentEditor().catch(() => undefined);
    }, []);
    return (
        <Routes>
            <Route index element={<DocumentList />} />
            <Route path="new" element={<DocumentNew />} />
            <Route
                path="template/:id"
                element={guarded('documentTemplate', 'show', <DocumentEditorPage kind="template" />)}
            />
            <Route path="editor/:id" element={guarded('document', 'show', <DocumentEditorPage kind="document" />)} />
            <Route path=":id" element={guarded('document', 'show', <DocumentEditorPage kind="document" />)} />
            <Route path="*" element={<NotFoundPage />} />
        </Routes>
    );
};

DocumentsPage.path = DOCUMENTS_PATH;
