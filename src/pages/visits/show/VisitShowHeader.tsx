import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { formatAge } from '../../../../contract/patientAge';
import type { VisitRecord } from '../../../providers/visitTypes';
import { VisitCriticalBadge } from '../list/VisitCriticalBadge';
import { VisitStatusChip } from '../list/VisitStatusChip';
import { VisitEmailButton } from './VisitEmailButton';
import { NewDocumentButton } from '../../documents/NewDocumentButton';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => {
    const translate = useTranslate();
    return (
        <div>
            <Typography variant="caption" color="text.secondary" component="p">
                {translate(label)}
            </Typography>
            <Typography variant="body2" component="div">
                {children || '—'}
            </Typography>
        </div>
    );
};

/** Code, status, patient, referrer and centre of the visit. */
export const VisitShowHeader = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const { patient } = visit;
    return (
        <Card variant="outlined">
            <CardContent>
                <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Typography variant="h5" component="h1" data-testid="visit-code">
                        {visit.code}
                    </Typography>
                    <VisitStatusChip status={visit.status} />
                    <VisitCriticalBadge count={visit.resultSummary?.critical ?? 0} />
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.visit.show.visited', { date: new Date(visit.visitedAt).toLocaleString() })}
                    </Typography>
                    <VisitEmailButton visit={visit} />
                    <NewDocumentButton visitId={visit.id} />
                </Stack>
                <Stack direction="row" spacing={4} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
                    <Fact label="resources.visit.fields.patient">
                        <Link component={LinkBase} to={`/patient/${patient.id}`} data-testid="visit-patient-name">
                            {patient.fullName}
                        </Link>{' '}
                        <Typography variant="caption" color="text.secondary">
                            {[patient.code, formatAge(patient.age), patient.gender, patient.phone]
                                .filter(Boolean)
                                .join(' · ')}
                        </Typography>
                    </Fact>
                    <Fact label="resources.visit.fields.referrer">{visit.referrer?.name}</Fact>
                    <Fact label="resources.visit.fields.node">{visit.node?.name}</Fact>
                    <Fact label="resources.visit.fields.collectionType">
                        {translate(`app.visit.collection.${visit.collectionType}`)}
                        {visit.collectionType === 'home' &&
                            ` — ${[visit.homeAddress, visit.homePhone].filter(Boolean).join(', ')}`}
                    </Fact>
                    {visit.createdBy && <Fact label="app.visit.show.by">{visit.createdBy.name}</Fact>}
                </Stack>
                {visit.clinicalNotes && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {translate('app.visit.show.notes')}: {visit.clinicalNotes}
                    </Typography>
                )}
                {visit.status === 'cancelled' && (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {translate('app.visit.show.cancelled', { reason: visit.cancelReason ?? '' })}
                    </Alert>
                )}
            </CardContent>
        </Card>
    );
};
