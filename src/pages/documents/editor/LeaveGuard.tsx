import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type RefObject, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/** A warning before leaving with unsaved changes: in the app (a dialog) and when the tab closes or reloads. */
interface Props {
    dirty: boolean;
    /** True once the text is safe elsewhere or deleted: read when the user navigates, not when the guard rendered. */
    released: RefObject<boolean>;
    onSave: () => void;
}

export const LeaveGuard = ({ dirty, released, onSave }: Props) => {
    const translate = useTranslate();
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) =>
            dirty && !released.current && currentLocation.pathname !== nextLocation.pathname
    );
    useEffect(() => {
        if (!dirty) return;
        const warn = (event: BeforeUnloadEvent) => {
            if (!released.current) event.preventDefault();
        };
        window.addEventListener('beforeunload', warn);
        return () => window.removeEventListener('beforeunload', warn);
    }, [dirty, released]);
    if (blocker.state !== 'blocked') return null;
    return (
        <Dialog open onClose={() => blocker.reset()} aria-labelledby="leave-title">
            <DialogTitle id="leave-title">{translate('app.documents.editor.leave_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('app.documents.editor.leave_text')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button color="error" onClick={() => blocker.proceed()}>
                    {translate('app.documents.editor.leave')}
                </Button>
                <Button
                    variant="contained"
                    onClick={() => {
                        blocker.reset();
                        onSave();
                    }}
                >
                    {translate('app.documents.editor.stay')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
