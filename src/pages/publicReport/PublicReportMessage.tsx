import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why there is no report to download: unknown link or not ready (404), held for dues (402), or else. */
export const PublicReportMessage = ({ status }: { status: number | undefined }) => {
    const translate = useTranslate();
    if (status === 404) {
        return (
            <Alert severity="info" data-testid="public-report-message">
                <AlertTitle>{translate('app.public_report.not_found')}</AlertTitle>
                {translate('app.public_report.not_found_text')}
            </Alert>
        );
    }
    if (status === 402) {
        return (
            <Alert severity="warning" data-testid="public-report-message">
                <AlertTitle>{translate('app.public_report.held')}</AlertTitle>
                {translate('app.public_report.held_text')}
            </Alert>
        );
    }
    return (
        <Alert severity="error" data-testid="public-report-message">
            {translate('app.public_report.error')}
        </Alert>
    );
};
