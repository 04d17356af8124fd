import { Box, Button, Collapse } from '@mui/material';
import { type ErrorInfo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorPageLayout } from './ErrorPageLayout';

interface Props {
    error?: Error;
    errorInfo?: ErrorInfo;
}

/**
 * Spec §2: a route (screen) error shows the 500 page 'Oops! Something went wrong' with Go Back and
 * Back to Home, and the generic 'Something went wrong!' with a Show Error / Hide Error toggle.
 * react-admin's layout resets the error when the location changes.
 */
export const RouteErrorPage = ({ error, errorInfo }: Props) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    useEffect(() => {
        if (error) console.error('Screen error', error, errorInfo?.componentStack ?? '');
    }, [error, errorInfo]);
    return (
        <ErrorPageLayout
            code={500}
            title={translate('app.page.route_error.title')}
            text={translate('app.page.route_error.text')}
        >
            <Box sx={{ width: '100%' }}>
                <Button size="small" onClick={() => setShown(value => !value)} aria-expanded={shown}>
                    {translate(shown ? 'app.page.route_error.hide' : 'app.page.route_error.show')}
                </Button>
                <Collapse in={shown}>
                    <Box
                        component="pre"
                        sx={{
                            textAlign: 'left',
                            whiteSpace: 'pre-wrap',
                            fontSize: '0.8125rem',
                            p: 2,
                            bgcolor: 'action.hover',
                            borderRadius: 1,
                        }}
                    >
                        {error?.message || translate('app.page.route_error.generic')}
                    </Box>
                </Collapse>
            </Box>
        </ErrorPageLayout>
    );
};
