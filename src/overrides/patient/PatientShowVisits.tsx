import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import type { PatientRecord } from '../../providers/domainTypes';
import { PatientNewVisitButton } from './PatientNewVisitButton';
import { VisitsTable } from './VisitsTable';

/** The patient's visits (GET /api/visit?filter={patientId}), newest first; none said so. Hidden from those who may not list visits. */
export const PatientShowVisits = () => {
    const translate = useTranslate();
    const record = useRecordContext<PatientRecord>();
    const { canAccess, isPending } = useCanAccess({ resource: 'visit', action: 'list' });
    if (!record || isPending || !canAccess) return null;
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="patient-visits-title"
            data-testid="patient-visits"
        >
            <CardContent>
                <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
                    <Typography id="patient-visits-title" variant="h6" component="h2">
                        {translate('app.patient.show.visits')}
                    </Typography>
                    <PatientNewVisitButton patient={record} />
                </Stack>
                <VisitsTable
                    resource="visit"
                    filter={{ patientId: record.id }}
                    party="referrer"
                    testId="patient-visit-rows"
                    empty={<EmptyState title="app.patient.show.no_visits" text="app.patient.show.no_visits_text" />}
                />
            </CardContent>
        </Card>
    );
};
