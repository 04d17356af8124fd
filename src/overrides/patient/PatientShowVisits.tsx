import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';

/** The patient's visits. Visits arrive with issue 5; until then the section says there are none. */
export const PatientShowVisits = () => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="section" aria-labelledby="patient-visits-title" data-testid="patient-visits">
            <CardContent>
                <Typography id="patient-visits-title" variant="h6" component="h2">
                    {translate('app.patient.show.visits')}
                </Typography>
                <EmptyState title="app.patient.show.no_visits" text="app.patient.show.no_visits_text" />
            </CardContent>
        </Card>
    );
};
