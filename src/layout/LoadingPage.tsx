import { Box } from '@mui/material';
import { appMessages } from '../i18n/en';

/**
 * Spec §4: until auth is known the app shows exactly 'Loading...'. It may render before the
 * i18n context exists, so it reads the English catalogue directly.
 */
export const LoadingPage = () => (
    <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', color: 'text.secondary' }}
    >
        {appMessages.loading}
    </Box>
);
