import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DateField, FunctionField, TextField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { NestedList } from '../../components/NestedList';
import { EmptyState } from '../../components/EmptyState';
import { VisitsTable } from '../patient/VisitsTable';
import type { PatientRecord } from '../../providers/domainTypes';
import { useSchemaConfigs } from '../../registry/schemaRegistry';
import { patientAge, patientPhone } from '../../lib/patientText';

const Section = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="section" sx={{ mb: 2 }} data-testid={testId}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate(title)}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};

/** What the partner sent: the patients naming it as their referrer, and its visits (GET /api/refferal/visits-by-refferrer-id/{id}). */
export const RefferalShowReferred = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    // The patients call needs patient.list: without the patient screen, no patient section.
    const canListPatients = useSchemaConfigs().some(config => config.name === 'patient');
    // The visits call needs visit.list besides refferal.show.
    const { canAccess: canListVisits } = useCanAccess({ resource: 'visit', action: 'list' });
    if (!record) return null;
    const meta = { referrerId: record.id };
    return (
        <>
            {canListPatients && (
                <Section title="app.refferal.show.patients" testId="refferal-patients">
                    <NestedList
                        resource="referrerPatient"
                        meta={meta}
                        sort={{ field: 'createdAt', order: 'DESC' }}
                        rowClick={id => `/patient/${id}`}
                        empty={<EmptyState title="app.refferal.show.no_patients" />}
                    >
                        <TextField source="code" label="resources.patient.fields.code" />
                        <TextField source="name.fullName" label="resources.patient.fields.name" sortBy="firstName" />
                        <FunctionField<PatientRecord>
                            label="resources.patient.fields.age"
                            render={r => patientAge(r, translate)}
                            sortable={false}
                        />
                        <FunctionField<PatientRecord>
                            label="resources.patient.fields.phone"
                            render={r => patientPhone(r)}
                            sortBy="phoneNumber"
                        />
                        <DateField source="createdAt" label="resources.patient.fields.createdAt" />
                    </NestedList>
                </Section>
            )}
            {canListVisits && (
                <Section title="app.refferal.show.visits" testId="refferal-visits">
                    <VisitsTable
                        resource="referrerVisit"
                        meta={meta}
                        party="patient"
                        testId="refferal-visit-rows"
                        empty={
                            <EmptyState title="app.refferal.show.no_visits" text="app.refferal.show.no_visits_text" />
                        }
                    />
                </Section>
            )}
        </>
    );
};
