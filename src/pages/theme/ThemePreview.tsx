import { Grid, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useEditorSnapshot } from '../../theme/editorStore';
import { labThemeOptions } from '../../theme/theme';
import { PreviewChart } from './preview/PreviewChart';
import { PreviewDialog } from './preview/PreviewDialog';
import { PreviewForm } from './preview/PreviewForm';
import { PreviewList } from './preview/PreviewList';
import { PreviewResults } from './preview/PreviewResults';

/** Real LabDesk pieces in the theme being edited, in the mode being edited. */
export const ThemePreview = () => {
    const translate = useTranslate();
    const { styles, currentMode } = useEditorSnapshot().themeState;
    const theme = useMemo(() => createTheme(labThemeOptions(styles[currentMode], currentMode)), [styles, currentMode]);
    return (
        <ThemeProvider theme={theme}>
            <Grid
                container
                spacing={2}
                data-testid="theme-preview"
                sx={{
                    p: 2,
                    bgcolor: 'background.default',
                    color: 'text.primary',
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                }}
            >
                <Grid size={12}>
                    <Typography variant="h6">{translate('app.theme.preview.title')}</Typography>
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }}>
                    <PreviewList />
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }}>
                    <PreviewResults />
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }}>
                    <PreviewForm />
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }}>
                    <PreviewChart />
                </Grid>
                <Grid size={12}>
                    <PreviewDialog />
                </Grid>
            </Grid>
        </ThemeProvider>
    );
};
