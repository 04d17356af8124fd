import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../../providers/types';

const MIN_LENGTH = 10;
type Field = 'currentPassword' | 'newPassword' | 'confirm';

/** /change-password: the one-time password is replaced before anything else (contract rules). */
export const ChangePasswordPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirm: '' });
    const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [submitting, setSubmitting] = useState(false);

    const check = (): Partial<Record<Field, string>> => {
        const found: Partial<Record<Field, string>> = {};
        if (!values.currentPassword) found.currentPassword = translate('app.userManagement.password.required');
        if (values.newPassword.length < MIN_LENGTH)
            found.newPassword = translate('app.userManagement.password.too_short');
        else if (values.newPassword === values.currentPassword)
            found.newPassword = translate('app.userManagement.password.same');
        if (values.confirm !== values.newPassword) found.confirm = translate('app.userManagement.password.mismatch');
        return found;
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found = check();
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) return;
        setSubmitting(true);
        try {
            await dataProvider.changePassword(values.currentPassword, values.newPassword);
            // A fresh start: the menu, forms and permissions are read again without the one-time lock.
            window.location.assign('/');
        } catch (error) {
            setSubmitting(false);
            const fieldErrors =
                error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
            if (fieldErrors && (fieldErrors.currentPassword || fieldErrors.newPassword)) setErrors(fieldErrors);
            else setFailure((error as Error).message);
        }
    };

    const field = (name: Field, label: string, autoComplete: string) => (
        <TextField
            label={translate(label)}
            type="password"
            name={name}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={event => setValues(current => ({ ...current, [name]: event.target.value }))}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? ' '}
        />
    );

    return (
        <Box
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'background.default',
                p: 2,
            }}
        >
            <Card sx={{ width: '100%', maxWidth: 420 }}>
                <CardContent>
                    <Typography variant="h5" component="h1" gutterBottom>
                        {translate('app.userManagement.password.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('app.userManagement.password.text')}
                    </Typography>
                    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
                        {field('currentPassword', 'app.userManagement.password.current', 'current-password')}
                        {field('newPassword', 'app.userManagement.password.new', 'new-password')}
                        {field('confirm', 'app.userManagement.password.confirm', 'new-password')}
                        {failure && <Alert severity="error">{failure}</Alert>}
                        <Button type="submit" variant="contained" disabled={submitting}>
                            {translate('app.userManagement.password.submit')}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};
