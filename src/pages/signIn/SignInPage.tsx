import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { LoadingBar } from '../../layout/LoadingBar';
import { lazyScreen } from '../../lib/lazyScreen';
import type { LabAuthProvider } from '../../providers/types';
import { LocalSignInForm } from './LocalSignInForm';

// Only Clerk mode downloads Clerk's components.
const ClerkSignIn = lazyScreen(() => import('./ClerkSignIn').then(m => ({ default: m.ClerkSignIn })));

/** /sign-in (spec §2), outside the authenticated layout. */
export const SignInPage = () => {
    const translate = useTranslate();
    const authProvider = useAuthProvider<LabAuthProvider>();
    const clerk = authProvider?.mode === 'clerk';
    return (
        <Box
            component="main"
            sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}
        >
            {clerk ? (
                <Suspense fallback={<LoadingBar />}>
                    <ClerkSignIn />
                </Suspense>
            ) : (
                <Card sx={{ width: '100%', maxWidth: 400 }} elevation={2}>
                    <CardContent sx={{ p: 4 }}>
                        <Stack spacing={1} sx={{ mb: 3 }}>
                            <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                                {translate('app.name')}
                            </Typography>
                            <Typography variant="h5" component="h1">
                                {translate('app.auth.title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate('app.auth.subtitle')}
                            </Typography>
                        </Stack>
                        <LocalSignInForm />
                    </CardContent>
                </Card>
            )}
        </Box>
    );
};
