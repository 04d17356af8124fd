import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { hasUnsavedChanges } from '../../theme/editorHistory';
import { useEditorSnapshot } from '../../theme/editorStore';

/** Leaving /theme with unsaved changes asks first (and so does closing or reloading the tab). */
export const UnsavedGuard = () => {
    const translate = useTranslate();
    const unsaved = hasUnsavedChanges(useEditorSnapshot());
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname
    );
    useEffect(() => {
        if (!unsaved) return;
        const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', onUnload);
        return () => window.removeEventListener('beforeunload', onUnload);
    }, [unsaved]);
    const blocked = blocker.state === 'blocked';
    return (
        <Dialog open={blocked} onClose={() => blocker.reset?.()} aria-labelledby="theme-leave-title">
            <DialogTitle id="theme-leave-title">{translate('app.theme.leave.title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('app.theme.leave.content')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => blocker.reset?.()}>{translate('app.theme.leave.stay')}</Button>
                <Button color="error" onClick={() => blocker.proceed?.()}>
                    {translate('app.theme.leave.leave')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
