import { Card, CardContent, CircularProgress, Container, CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { createQueryClient } from '../../lib/queryClient';
import { lightTheme } from '../../theme/theme';
import { PublicReportCard } from './PublicReportCard';
import { PublicReportMessage } from './PublicReportMessage';
import { usePublicReport } from './usePublicReport';

const queryClient = createQueryClient();
// The app's theme options (react-admin builds them itself inside <Admin>).
const theme = createTheme(lightTheme);

const PublicReport = ({ hash }: { hash: string }) => {
    const translate = useTranslate();
    const { data, error, isPending } = usePublicReport(hash);
    if (isPending)
        return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={translate('app.loading')} />;
    if (error || !data) return <PublicReportMessage status={(error as { status?: number } | null)?.status} />;
    return <PublicReportCard hash={hash} info={data} />;
};

/** /visit/{hash}: the patient's report link, without sign-in and without the app's shell. */
export const PublicReportPage = ({ hash }: { hash: string }) => (
    <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nContextProvider value={i18nProvider}>
            <QueryClientProvider client={queryClient}>
                <Container maxWidth="sm" component="main" sx={{ py: { xs: 3, sm: 8 } }}>
                    <Card variant="outlined">
                        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                            <PublicReport hash={hash} />
                        </CardContent>
                    </Card>
                </Container>
            </QueryClientProvider>
        </I18nContextProvider>
    </ThemeProvider>
);
