import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ListBase, Pagination, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { EmailOutboxTable } from '../../pages/email/EmailOutboxTable';
import { personFromPatient } from '../../pages/email/personRecord';
import { SendEmailButton } from '../../pages/email/SendEmailButton';
import type { PatientRecord } from '../../providers/domainTypes';

/** The e-mails sent to the patient (GET /api/email/outbox?filter={personType, personId}), newest first. */
export const PatientShowEmails = () => {
    const translate = useTranslate();
    const record = useRecordContext<PatientRecord>();
    const { canAccess, isPending } = useCanAccess({ resource: 'email', action: 'list' });
    if (!record || isPending || !canAccess) return null;
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby="patient-emails-title"
            data-testid="patient-emails"
            sx={{ mt: 2 }}
        >
            <CardContent>
                <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
                    <Typography id="patient-emails-title" variant="h6" component="h2">
                        {translate('app.email.person.title')}
                    </Typography>
                    <SendEmailButton person={personFromPatient(record)} />
                </Stack>
                <ListBase
                    resource="emailOutbox"
                    filter={{ personType: 'patient', personId: record.id }}
                    sort={{ field: 'createdAt', order: 'DESC' }}
                    perPage={10}
                    disableSyncWithLocation
                    storeKey={false}
                >
                    <EmailOutboxTable
                        showPerson={false}
                        empty={<EmptyState title="app.email.person.empty" />}
                        testId="patient-email-rows"
                    />
                    <Pagination rowsPerPageOptions={[10, 25, 50]} />
                </ListBase>
            </CardContent>
        </Card>
    );
};
