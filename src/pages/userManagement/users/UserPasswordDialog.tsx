import ContentCopy from '@mui/icons-material/ContentCopy';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    Typography,
} from '@mui/material';
import { type RaRecord, useNotify, useTranslate } from 'react-admin';

interface Props {
    record: RaRecord;
    onClose: () => void;
}

/** The one-time password the server answers once for a new member, with a copy button. */
export const UserPasswordDialog = ({ record, onClose }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const password = typeof record.temporaryPassword === 'string' ? record.temporaryPassword : null;
    const copy = async () => {
        if (!password) return;
        await navigator.clipboard?.writeText(password).catch(() => undefined);
        notify('app.userManagement.temporary_password.copied', { type: 'info' });
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="temporary-password-title">
            <DialogTitle id="temporary-password-title">
                {translate('app.userManagement.temporary_password.title')}
            </DialogTitle>
            <DialogContent>
                {password ? (
                    <>
                        <Typography gutterBottom>
                            {translate('app.userManagement.temporary_password.text', { name: record.name })}
                        </Typography>
                        <Box
                            sx={{
                                display: 'flex',
                                alignItems: 'center',
                                gap: 1,
                                bgcolor: 'action.hover',
                                borderRadius: 1,
                                p: 1,
                            }}
                        >
                            <Typography
                                component="code"
                                data-testid="temporary-password"
                                sx={{ fontFamily: 'monospace', flex: 1 }}
                            >
                                {password}
                            </Typography>
                            <IconButton
                                aria-label={translate('app.userManagement.temporary_password.copy')}
                                onClick={copy}
                            >
                                <ContentCopy />
                            </IconButton>
                        </Box>
                    </>
                ) : (
                    <Alert severity="info">
                        {translate('app.userManagement.temporary_password.existing', { name: record.name })}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} variant="contained">
                    {translate('app.userManagement.temporary_password.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
