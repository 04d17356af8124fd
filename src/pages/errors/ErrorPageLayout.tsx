import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate, useTranslate } from 'react-admin';

interface Props {
    code?: number;
    title: string;
    text?: string;
    children?: ReactNode;
}

/** Shared frame of the status pages: code, title, explanation, Go Back and Back to Home. */
export const ErrorPageLayout = ({ code, title, text, children }: Props) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
    return (
        <Box
            component="main"
            sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', p: 3, textAlign: 'center' }}
        >
            <Stack spacing={2} alignItems="center" sx={{ maxWidth: 560 }}>
                {code !== undefined && (
                    <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
                        {code}
                    </Typography>
                )}
                <Typography variant="h4" component="h1">
                    {title}
                </Typography>
                {text && <Typography color="text.secondary">{text}</Typography>}
                {children}
                <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
                    <Button variant="outlined" startIcon={<ArrowBack />} onClick={goBack}>
                        {translate('app.page.go_back')}
                    </Button>
                    <Button variant="contained" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
                        {translate('app.page.back_home')}
                    </Button>
                </Stack>
            </Stack>
        </Box>
    );
};
