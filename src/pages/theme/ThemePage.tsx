import { Box, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ThemeControls } from './ThemeControls';
import { ThemeEditorToolbar } from './ThemeEditorToolbar';
import { ThemeMessages } from './ThemeMessages';
import { ThemeStudioI18n } from './ThemeStudioI18n';
import { ThemePreview } from './ThemePreview';
import { SavedThemesPanel } from './SavedThemesPanel';
import { UnsavedGuard } from './UnsavedGuard';
import { useThemeService } from './useThemeService';
import { useThemeShortcuts } from './useThemeShortcuts';

/**
 * The theme studio (spec §2 /theme): pick a preset, edit colours, fonts, radius, spacing and shadows, see
 * LabDesk's own screens in it, undo and redo, save. The whole app wears the theme as it is edited.
 */
const ThemeStudio = () => {
    const translate = useTranslate();
    const service = useThemeService();
    useThemeShortcuts();
    return (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Title title={translate('app.theme.title')} />
            <UnsavedGuard />
            <ThemeEditorToolbar />
            <Typography variant="caption" color="text.secondary">
                {translate('app.theme.shortcuts')}
            </Typography>
            <ThemeMessages onClose={service.clearError} />
            <Grid container spacing={2} sx={{ mt: 1 }}>
                <Grid size={{ xs: 12, md: 5, lg: 4 }}>
                    <ThemeControls />
                </Grid>
                <Grid size={{ xs: 12, md: 7, lg: 8 }}>
                    <ThemePreview />
                    <SavedThemesPanel />
                </Grid>
            </Grid>
        </Box>
    );
};

export const ThemePage = () => (
    <ThemeStudioI18n>
        <ThemeStudio />
    </ThemeStudioI18n>
);

ThemePage.path = '/theme';
