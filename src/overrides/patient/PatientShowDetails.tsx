import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
    DateField,
    EmailField,
    FunctionField,
    Labeled,
    ReferenceField,
    TextField,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { DetailGrid } from '../../components/DetailGrid';
import type { PatientRecord } from '../../providers/domainTypes';
import { patientAge, patientName, patientPhone } from '../../lib/patientText';

/** Who the patient is and how to reach them. */
export const PatientShowDetails = () => {
    const translate = useTranslate();
    const record = useRecordContext<PatientRecord>();
    if (!record) return null;
    const summary = [patientAge(record, translate), record.gender].filter(Boolean).join(' · ');
    return (
        <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
                <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
                    <Typography variant="h5" component="h1" data-testid="patient-name">
                        {patientName(record)}
                    </Typography>
                    <Chip label={record.code} color="primary" variant="outlined" data-testid="patient-code" />
                    <Typography color="text.secondary">{summary}</Typography>
                </Stack>
                <DetailGrid>
                    <Labeled label="resources.patient.fields.dateOfBirth">
                        <FunctionField<PatientRecord>
                            render={r => (
                                <>
                                    <DateField record={r} source="dateOfBirth" />
                                    {r.dobEstimated && ` (${translate('app.patient.dob_estimated')})`}
                                </>
                            )}
                        />
                    </Labeled>
                    <Labeled label="resources.patient.fields.phone">
                        <FunctionField<PatientRecord> render={r => patientPhone(r)} />
                    </Labeled>
                    <Labeled>
                        <EmailField source="email" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <TextField source="address" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <TextField source="city" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <ReferenceField source="categoryId" reference="patientCategories" link={false} emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <ReferenceField source="referrerId" reference="refferal" link="show" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <DateField source="createdAt" showTime />
                    </Labeled>
                </DetailGrid>
            </CardContent>
        </Card>
    );
};
