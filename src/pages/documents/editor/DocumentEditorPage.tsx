import { Alert, LinearProgress } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import type { DocumentKind, DocumentRecord } from '../../../../contract/template';
import { documentPath } from '../documentPaths';
import { DocumentWorkspace } from './DocumentWorkspace';

/**
 * /ms-word/template/{templateId}, /ms-word/editor/{documentId} and /ms-word/{fileId}: the record is read once
 * (the editor then owns the text); a template opened at a document's address moves to its own address.
 */
export const DocumentEditorPage = ({ kind }: { kind: DocumentKind }) => {
    const { id = '' } = useParams();
    const translate = useTranslate();
    const { data, isPending, error } = useGetOne<DocumentRecord>(
        'template',
        { id },
        { refetchOnWindowFocus: false, staleTime: 0, gcTime: 0, retry: false }
    );
    if (isPending) return <LinearProgress aria-label={translate('app.documents.editor.loading')} />;
    if (error || !data) return <Alert severity="error">{translate('app.documents.editor.not_found')}</Alert>;
    if (data.kind !== kind) return <Navigate to={documentPath(data.id, data.kind)} replace />;
    return (
        <>
            <Title title={data.title} />
            <DocumentWorkspace key={data.id} record={data} />
        </>
    );
};
