import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { DocumentCategory, DocumentRecord } from '../../../../contract/template';
import type { LabDataProvider } from '../../../providers/types';

/** How long the editor waits after the last change before it saves. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'error';

export interface DocumentMeta {
    title: string;
    category: DocumentCategory;
}

/**
 * Autosave with a visible state: a change marks the document unsaved and saves it shortly after, with the version
 * last read; a 409 (someone else saved first) stops saving and keeps the text in the editor until the user decides.
 * The text is read from the editor only when it has been edited since the last save: reading a long document
 * (getData) costs a few hundred milliseconds, so opening one never does it.
 */
export function useAutosave(record: DocumentRecord, getBody: () => string | undefined) {
    const dataProvider = useDataProvider<LabDataProvider>();
    const [state, setState] = useState<SaveState>('saved');
    const [error, setError] = useState<string>();
    const [meta, setMetaState] = useState<DocumentMeta>({ title: record.title, category: record.category });
    const version = useRef(record.version);
    const metaRef = useRef(meta);
    /** Edits made in the editor so far, and how many of them the server has (the text is sent only when they differ). */
    const edits = useRef(0);
    const savedEdits = useRef(0);
    const timer = useRef<number | undefined>(undefined);
    const inFlight = useRef(false);
    const again = useRef(false);
    const stopped = useRef(false);
    /** Set when the text is safe elsewhere (saved as a copy) or gone (deleted): leaving then needs no warning. */
    const released = useRef(false);

    const save = useCallback(async (): Promise<void> => {
        if (stopped.current) return;
        if (inFlight.current) {
            again.current = true;
            return;
        }
        window.clearTimeout(timer.current);
        const sending = edits.current;
        const body = sending !== savedEdits.current ? getBody() : undefined;
        inFlight.current = true;
        setState('saving');
        try {
            const saved = await dataProvider.saveDocument(record.id, {
                version: version.current,
                ...metaRef.current,
                ...(body !== undefined ? { body } : {}),
            });
            version.current = saved.version;
            if (body !== undefined) savedEdits.current = sending;
            setError(undefined);
            setState(again.current ? 'unsaved' : 'saved');
        } catch (e) {
            stopped.current = e instanceof HttpError && e.status === 409;
            setError(e instanceof Error ? e.message : String(e));
            setState(stopped.current ? 'conflict' : 'error');
        } finally {
            inFlight.current = false;
            if (again.current && !stopped.current) {
                again.current = false;
                void save();
            }
        }
    }, [dataProvider, getBody, record.id]);

    const changed = useCallback(() => {
        if (stopped.current) return;
        setState('unsaved');
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    }, [save]);

    /** The editor's text changed (CKEditor's change:data). */
    const edited = useCallback(() => {
        edits.current++;
        changed();
    }, [changed]);

    const setMeta = useCallback(
        (next: Partial<DocumentMeta>) => {
            metaRef.current = { ...metaRef.current, ...next };
            setMetaState(metaRef.current);
            changed();
        },
        [changed]
    );

    /** The editor holds the text the server has (just opened, or the other person's version loaded): nothing to send. */
    const loaded = useCallback(() => {
        savedEdits.current = edits.current;
    }, []);

    /** After a conflict: continue from the version saved by someone else (its text is loaded by the caller). */
    const restart = useCallback((latest: DocumentRecord) => {
        version.current = latest.version;
        stopped.current = false;
        metaRef.current = { title: latest.title, category: latest.category };
        setMetaState(metaRef.current);
        setError(undefined);
        setState('saved');
    }, []);

    useEffect(() => () => window.clearTimeout(timer.current), []);

    const release = useCallback(() => {
        released.current = true;
        window.clearTimeout(timer.current);
    }, []);

    return { state, error, meta, setMeta, changed, edited, save, loaded, restart, released, release };
}

export type Autosave = ReturnType<typeof useAutosave>;
