import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ExportThemeDialog } from './ExportThemeDialog';
import { ImportCssDialog } from './ImportCssDialog';

/** Import a pasted :root/.dark CSS block; export as CSS variables or MUI theme JSON. */
export const ThemeMoreMenu = () => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
    const label = translate('app.theme.actions.more');
    const choose = (which: 'import' | 'export') => {
        setAnchor(null);
        setDialog(which);
    };
    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} aria-haspopup="menu" onClick={e => setAnchor(e.currentTarget)}>
                    <MoreVert />
                </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                <MenuItem onClick={() => choose('import')}>{translate('app.theme.actions.import')}</MenuItem>
                <MenuItem onClick={() => choose('export')}>{translate('app.theme.actions.export')}</MenuItem>
            </Menu>
            {dialog === 'import' && <ImportCssDialog onClose={() => setDialog(null)} />}
            {dialog === 'export' && <ExportThemeDialog onClose={() => setDialog(null)} />}
        </>
    );
};
