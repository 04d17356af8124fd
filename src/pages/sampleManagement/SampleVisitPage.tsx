import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatAge } from '../../../contract/patientAge';
import type { LabDataProvider } from '../../providers/types';
import { RequirePermission } from '../userManagement/RequirePermission';
import { ResultEntryPanel } from './ResultEntryPanel';
import { SAMPLE_VISIT_PATH, visitPath } from './sampleManagementPaths';
import { resultsKey, visitKey } from './useResultEntry';
import { VisitSamplesPanel } from './VisitSamplesPanel';
import { VisitStatusChip } from '../visits/list/VisitStatusChip';
import type { VisitStatus } from '../../providers/visitTypes';

const SampleVisit = ({ visitId }: { visitId: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess: canReadResults } = useCanAccess({ resource: 'result', action: 'list' });
    const visitQuery = useQuery({ queryKey: visitKey(visitId), queryFn: () => dataProvider.visitSamples(visitId) });
    const resultsQuery = useQuery({
        queryKey: resultsKey(visitId),
        queryFn: () => dataProvider.visitResults(visitId),
        enabled: Boolean(canReadResults),
    });
    if (visitQuery.isPending) return <Loading />;
    if (visitQuery.isError) {
        return (
            <Alert severity="error" sx={{ mt: 2 }}>
                {translate(visitQuery.error.message, { _: visitQuery.error.message })}
            </Alert>
        );
    }
    const { visit, samples } = visitQuery.data;
    const { patient } = visit;
    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Title title={translate('app.lab.visit.title', { code: visit.code })} />
            <Stack
                direction="row"
                justifyContent="space-between"
                alignItems="flex-start"
                flexWrap="wrap"
                gap={1}
                sx={{ mb: 2 }}
            >
                <div>
                    <Typography variant="h5" component="h1">
                        {patient.fullName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" data-testid="visit-patient">
                        {[patient.code, formatAge(patient.age), patient.gender, patient.phone, visit.node?.name]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography>
                    {visit.clinicalNotes && <Typography variant="body2">{visit.clinicalNotes}</Typography>}
                </div>
                <Stack direction="row" gap={1} alignItems="center">
                    <Chip label={visit.code} />
                    <VisitStatusChip status={visit.status as VisitStatus} />
                    <Button component={Link} to={visitPath(visit.id)}>
                        {translate('app.lab.visit.open_bill')}
                    </Button>
                </Stack>
            </Stack>
            <VisitSamplesPanel samples={samples} patientName={patient.fullName} />
            {resultsQuery.data && <ResultEntryPanel visitId={visitId} items={resultsQuery.data} />}
            {resultsQuery.isError && <Alert severity="error">{resultsQuery.error.message}</Alert>}
        </Box>
    );
};

/** /sample-mngmnt/view/{visitId}: a visit's samples and the entry, verification and amendment of its results. */
export const SampleVisitPage = () => {
    const { visitId = '' } = useParams();
    return (
        <RequirePermission resource="sample" action="list">
            <SampleVisit key={visitId} visitId={visitId} />
        </RequirePermission>
    );
};

SampleVisitPage.path = SAMPLE_VISIT_PATH;
