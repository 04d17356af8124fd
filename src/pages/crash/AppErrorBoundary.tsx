import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { lightTheme } from '../../theme/theme';
import { CrashScreen } from './CrashScreen';

interface State {
    error: Error | null;
    errorInfo?: ErrorInfo;
}

const fallbackTheme = createTheme(lightTheme);

/**
 * The outermost boundary, around the router and <Admin>; errors inside <Admin> are caught by
 * its own boundary with the same CrashScreen. It brings its own theme and translations because
 * the ones of <Admin> may be what broke.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
    override state: State = { error: null };

    static getDerivedStateFromError(error: Error): State {
        return { error };
    }

    override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
        this.setState({ errorInfo });
    }

    reset = () => this.setState({ error: null, errorInfo: undefined });

    override render() {
        const { error, errorInfo } = this.state;
        if (!error) return this.props.children;
        return (
            <I18nContextProvider value={i18nProvider}>
                <ThemeProvider theme={fallbackTheme}>
                    <CssBaseline />
                    <CrashScreen error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
                </ThemeProvider>
            </I18nContextProvider>
        );
    }
}
