import { lazy } from 'react';

/** The CKEditor chunk: fetched as soon as a documents screen shows, so opening a document does not wait for it. */
export const loadDocumentEditor = () => import('./DocumentEditor');

export const LazyDocumentEditor = lazy(loadDocumentEditor);
