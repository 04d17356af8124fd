import Redo from '@mui/icons-material/Redo';
import RestorePage from '@mui/icons-material/RestorePage';
import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { hasUnsavedChanges } from '../../theme/editorHistory';
import { useEditorSnapshot } from '../../theme/editorStore';
import { editorActions } from '../../theme/editorActions';
import { useSavedThemes } from '../../theme/savedThemes';
import { ModeSwitch } from './ModeSwitch';
import { PresetPicker } from './PresetPicker';
import { SaveThemeDialog } from './SaveThemeDialog';
import { ThemeMoreMenu } from './ThemeMoreMenu';
import { openThemeId, useThemeService } from './useThemeService';

const Action = ({
    label,
    onClick,
    disabled,
    icon,
}: {
    label: string;
    onClick: () => void;
    disabled: boolean;
    icon: ReactNode;
}) => (
    <Tooltip title={label}>
        <span>
            <IconButton onClick={onClick} disabled={disabled} aria-label={label}>
                {icon}
            </IconButton>
        </span>
    </Tooltip>
);

/** Preset, light/dark, undo/redo/restore, the unsaved-changes state, save, import and export. */
export const ThemeEditorToolbar = () => {
    const translate = useTranslate();
    const snapshot = useEditorSnapshot();
    const service = useThemeService();
    const { items, local, current } = useSavedThemes();
    const { canAccess: canCreate } = useCanAccess({ resource: 'theme', action: 'create' });
    const [saving, setSaving] = useState(false);
    const unsaved = hasUnsavedChanges(snapshot);
    const openId = openThemeId(snapshot.checkpointRef);
    const open = [...items, ...local, ...(current?.id ? [{ id: current.id, name: current.name }] : [])].find(
        t => t.id === openId
    );
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PresetPicker />
            <ModeSwitch />
            <Action
                label={translate('app.theme.actions.undo')}
                onClick={editorActions.undo}
                disabled={!snapshot.history.length}
                icon={<Undo />}
            />
            <Action
                label={translate('app.theme.actions.redo')}
                onClick={editorActions.redo}
                disabled={!snapshot.future.length}
                icon={<Redo />}
            />
            <Action
                label={translate('app.theme.actions.restore')}
                onClick={editorActions.restoreCheckpoint}
                disabled={!snapshot.checkpoint || !unsaved}
                icon={<RestorePage />}
            />
            <Tooltip title={translate('app.theme.unsaved_hint')}>
                <Chip
                    size="small"
                    data-testid="theme-unsaved"
                    color={unsaved ? 'warning' : 'default'}
                    variant={unsaved ? 'filled' : 'outlined'}
                    label={translate(unsaved ? 'app.theme.unsaved' : 'app.theme.saved_state')}
                />
            </Tooltip>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" startIcon={<Save />} onClick={() => setSaving(true)} disabled={!canCreate}>
                {translate('app.theme.actions.save')}
            </Button>
            <ThemeMoreMenu />
            {saving && (
                <SaveThemeDialog
                    open
                    editing={open && { id: open.id, name: open.name }}
                    onClose={() => setSaving(false)}
                    onSave={service.save}
                />
            )}
        </Box>
    );
};
