import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaveState } from './useAutosave';

interface Props {
    state: SaveState;
    error?: string;
    onCopy: () => void;
    onLoadTheirs: () => void;
    onRetry: () => void;
}

/** A save that failed: a 409 (someone else saved first) keeps the user's text and offers the way out; other errors retry. */
export const DocumentConflict = ({ state, error, onCopy, onLoadTheirs, onRetry }: Props) => {
    const translate = useTranslate();
    if (state === 'conflict') {
        return (
            <Alert severity="error" role="alert" data-testid="save-conflict">
                <AlertTitle>{translate('app.documents.editor.conflict_title')}</AlertTitle>
                {error} {translate('app.documents.editor.conflict_keep')}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Button variant="contained" size="small" onClick={onCopy}>
                        {translate('app.documents.editor.save_copy')}
                    </Button>
                    <Button size="small" color="inherit" onClick={onLoadTheirs}>
                        {translate('app.documents.editor.load_theirs')}
                    </Button>
                </Stack>
            </Alert>
        );
    }
    if (state !== 'error') return null;
    return (
        <Alert
            severity="warning"
            role="alert"
            action={
                <Button color="inherit" size="small" onClick={onRetry}>
                    {translate('app.documents.editor.retry')}
                </Button>
            }
        >
            <AlertTitle>{translate('app.documents.editor.error_title')}</AlertTitle>
            {error}
        </Alert>
    );
};
