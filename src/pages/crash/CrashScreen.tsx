import Refresh from '@mui/icons-material/Refresh';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { type ErrorInfo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { CrashInfoCards } from './CrashInfoCards';
import { logCrash } from './logCrash';

export interface CrashScreenProps {
    error: Error;
    errorInfo?: ErrorInfo;
    resetErrorBoundary: (...args: unknown[]) => void;
}

/** The global crash screen of spec §2: Try Again resets the boundary, Reload Page reloads. */
export const CrashScreen = ({ error, errorInfo, resetErrorBoundary }: CrashScreenProps) => {
    const translate = useTranslate();
    const logged = useRef<unknown>(null);
    useEffect(() => {
        // The boundary hands over the component stack one render after the error.
        if (!errorInfo?.componentStack || logged.current === error) return;
        logged.current = error;
        logCrash(error, errorInfo);
    }, [error, errorInfo]);

    return (
        <Box component="main" role="alert" sx={{ minHeight: '100vh', py: 8, bgcolor: 'background.default' }}>
            <Container maxWidth="md">
                <Stack spacing={3} alignItems="center" textAlign="center" sx={{ mb: 5 }}>
                    <Typography variant="h3" component="h1">
                        {translate('app.crash.title')}
                    </Typography>
                    <Typography color="text.secondary">{translate('app.crash.subtitle')}</Typography>
                    <Stack direction="row" spacing={2}>
                        <Button variant="contained" startIcon={<Replay />} onClick={() => resetErrorBoundary()}>
                            {translate('app.crash.try_again')}
                        </Button>
                        <Button variant="outlined" startIcon={<Refresh />} onClick={() => window.location.reload()}>
                            {translate('app.crash.reload')}
                        </Button>
                    </Stack>
                </Stack>
                <CrashInfoCards />
            </Container>
        </Box>
    );
};
