import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSavedThemes } from '../../theme/savedThemes';

/** The store's messages (spec §8): an error until dismissed, a success for 3 seconds. */
export const ThemeMessages = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const { error, success } = useSavedThemes();
    if (error) {
        const detail =
            error.detail && error.detail !== translate(`app.theme.messages.${error.key}`) ? error.detail : null;
        return (
            <Alert severity="error" onClose={onClose} sx={{ mt: 1 }} role="alert">
                {translate(`app.theme.messages.${error.key}`)}
                {detail ? `: ${detail}` : ''}
            </Alert>
        );
    }
    if (success) {
        return (
            <Alert severity="success" sx={{ mt: 1 }} role="status">
                {translate(`app.theme.messages.${success}`)}
            </Alert>
        );
    }
    return null;
};
