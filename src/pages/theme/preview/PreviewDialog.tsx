import {
    Alert,
    Button,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Paper,
    Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** A confirmation dialog and a toast, drawn in place (not over the page) so they can be looked at while editing. */
export const PreviewDialog = () => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.theme.preview.${key}`);
    return (
        <Stack spacing={2}>
            <Paper elevation={24} role="presentation">
                <DialogTitle>{t('dialog_title')}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{t('dialog_text')}</DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button>{translate('ra.action.cancel')}</Button>
                    <Button color="error" variant="contained">
                        {t('dialog_confirm')}
                    </Button>
                </DialogActions>
            </Paper>
            <Alert severity="success" variant="filled" elevation={6} role="presentation">
                {t('toast')}
            </Alert>
        </Stack>
    );
};
