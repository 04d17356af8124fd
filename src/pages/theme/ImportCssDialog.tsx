import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { COLOR_TOKENS } from '../../../contract/themeTokens';
import { parseColor } from '../../theme/colorConvert';
import { importCss } from '../../theme/cssVariables';
import { hexStyles } from '../../theme/themeActions';
import { mergeStyles } from './themeEdits';

const COLORS = new Set<string>(COLOR_TOKENS);

/** Pasted `:root { … }` and `.dark { … }` variables become the theme's tokens (unreadable colours are skipped). */
export const ImportCssDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [css, setCss] = useState('');
    const [nothing, setNothing] = useState(false);
    const apply = () => {
        const parsed = importCss(css);
        for (const set of [parsed.light, parsed.dark]) {
            for (const [token, value] of Object.entries(set)) {
                if (COLORS.has(token) && !parseColor(value)) delete set[token as keyof typeof set];
            }
        }
        const count = Object.keys(parsed.light).length + Object.keys(parsed.dark).length;
        if (count === 0) return setNothing(true);
        mergeStyles(hexStyles(parsed));
        // The app's toaster translates with the app's catalogue: hand it the studio's text.
        notify(translate('app.theme.import.imported', { smart_count: count }), { type: 'success' });
        onClose();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="import-css-title">
            <DialogTitle id="import-css-title">{translate('app.theme.import.title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('app.theme.import.help')}</DialogContentText>
                {nothing && (
                    <Alert severity="warning" sx={{ my: 1 }}>
                        {translate('app.theme.import.nothing')}
                    </Alert>
                )}
                <TextField
                    label={translate('app.theme.import.css')}
                    value={css}
                    onChange={e => {
                        setCss(e.target.value);
                        setNothing(false);
                    }}
                    multiline
                    minRows={10}
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={apply} disabled={!css.trim()}>
                    {translate('app.theme.import.apply')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
