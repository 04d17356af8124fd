import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { exportCss } from '../../theme/cssVariables';
import { useEditorSnapshot } from '../../theme/editorStore';
import { labThemeOptions } from '../../theme/theme';

const download = (name: string, type: string, text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.click();
    URL.revokeObjectURL(url);
};

/** The theme as CSS variables (`:root` and `.dark`) or as the MUI theme options of both modes. */
export const ExportThemeDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const { styles } = useEditorSnapshot().themeState;
    const [tab, setTab] = useState<'css' | 'mui'>('css');
    const [copied, setCopied] = useState(false);
    const text =
        tab === 'css'
            ? exportCss(styles)
            : JSON.stringify(
                  { light: labThemeOptions(styles.light, 'light'), dark: labThemeOptions(styles.dark, 'dark') },
                  (_key, value) => (typeof value === 'function' ? undefined : value),
                  2
              );
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="export-theme-title">
            <DialogTitle id="export-theme-title">{translate('app.theme.export.title')}</DialogTitle>
            <DialogContent>
                <Tabs value={tab} onChange={(_e, v) => setTab(v)}>
                    <Tab value="css" label={translate('app.theme.export.css')} />
                    <Tab value="mui" label={translate('app.theme.export.mui')} />
                </Tabs>
                <Box
                    component="pre"
                    data-testid="theme-export"
                    sx={{
                        typography: 'body2',
                        fontFamily: 'monospace',
                        maxHeight: 420,
                        overflow: 'auto',
                        p: 1,
                        bgcolor: 'action.hover',
                    }}
                >
                    {text}
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
                    {translate(copied ? 'app.theme.export.copied' : 'app.theme.export.copy')}
                </Button>
                <Button
                    onClick={() =>
                        tab === 'css'
                            ? download('theme.css', 'text/css', text)
                            : download('mui-theme.json', 'application/json', text)
                    }
                >
                    {translate('app.theme.export.download')}
                </Button>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
