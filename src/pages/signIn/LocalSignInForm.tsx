import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSignIn } from './useSignIn';
import { useSignInRedirect } from './useSignInRedirect';

/** E-mail and password against /api/auth/sign-in; the failure text stays under the form. */
export const LocalSignInForm = () => {
    const translate = useTranslate();
    const signIn = useSignIn();
    const redirectTo = useSignInRedirect();
    const [email, setEmail] = useState('');
    const [password, setPassword] = useState('');
    const [showPassword, setShowPassword] = useState(false);
    const [submitting, setSubmitting] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [touched, setTouched] = useState(false);

    const emailMissing = touched && email.trim() === '';
    const passwordMissing = touched && password === '';

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (email.trim() === '' || password === '') return;
        setSubmitting(true);
        setError(null);
        try {
            await signIn({ email: email.trim(), password }, redirectTo);
        } catch (failure) {
            const message = (failure as Error)?.message || 'app.http.generic';
            setError(translate(message, { _: message }));
            setSubmitting(false);
        }
    };

    return (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={translate('app.auth.title')}>
            <TextField
                label={translate('app.auth.email')}
                type="email"
                name="email"
                autoComplete="username"
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one purpose: the e-mail field is where every visit starts
                autoFocus
                required
                value={email}
                onChange={event => setEmail(event.target.value)}
                error={emailMissing}
                helperText={emailMissing ? translate('app.auth.email_required') : ' '}
            />
            <TextField
                label={translate('app.auth.password')}
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={event => setPassword(event.target.value)}
                error={passwordMissing}
                helperText={passwordMissing ? translate('app.auth.password_required') : ' '}
                slotProps={{
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton
                                    aria-label={translate(
                                        showPassword ? 'app.auth.hide_password' : 'app.auth.show_password'
                                    )}
                                    onClick={() => setShowPassword(value => !value)}
                                    edge="end"
                                >
                                    {showPassword ? <VisibilityOff /> : <Visibility />}
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {translate(submitting ? 'app.auth.submitting' : 'app.auth.submit')}
            </Button>
            {error && (
                <Alert severity="error" role="alert" data-testid="sign-in-error">
                    {error}
                </Alert>
            )}
        </Stack>
    );
};
