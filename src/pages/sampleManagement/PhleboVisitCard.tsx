import HomeIcon from '@mui/icons-material/Home';
import PhoneIcon from '@mui/icons-material/Phone';
import { Alert, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAge } from '../../../contract/patientAge';
import type { PendingCollection } from '../../providers/labWorkTypes';
import { labelsOf } from './labelData';
import { formatStamp } from './labTime';
import { PhleboSampleRow } from './PhleboSampleRow';
import { PrintLabelsButton } from './PrintLabelsButton';
import { formatWaiting, minutesSince, telHref } from './queueText';

/** One visit of the queue: who, where, since when, and its tubes. */
/** `now`: when the queue was read (ms), so the waiting time matches the queue's "updated" time. */
export const PhleboVisitCard = ({ entry, now }: { entry: PendingCollection; now: number }) => {
    const translate = useTranslate();
    const { patient } = entry;
    const home = entry.collectionType === 'home';
    const phone = home ? entry.homePhone || patient.phone : patient.phone;
    const details = [formatAge(patient.age), patient.gender].filter(Boolean).join(' · ');
    return (
        <Card
            component="article"
            aria-label={`${patient.fullName} ${entry.visitCode}`}
            data-testid="queue-visit"
            variant="outlined"
        >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
                    <div>
                        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                            {patient.fullName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {[details, patient.code].filter(Boolean).join(' · ')}
                        </Typography>
                    </div>
                    <Stack alignItems="flex-end" spacing={0.5}>
                        <Chip size="small" label={entry.visitCode} />
                        <Typography variant="caption" color="text.secondary" data-testid="queue-waiting">
                            {translate('app.lab.queue.waiting', {
                                time: formatWaiting(minutesSince(entry.visitedAt, now)),
                            })}
                        </Typography>
                    </Stack>
                </Stack>
                <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }} alignItems="center">
                    {home && (
                        <Chip
                            icon={<HomeIcon />}
                            color="secondary"
                            size="small"
                            label={translate('app.lab.queue.home_visit')}
                        />
                    )}
                    {entry.node && <Typography variant="body2">{entry.node.name}</Typography>}
                    {entry.scheduledAt && (
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {translate('app.lab.queue.scheduled', { time: formatStamp(entry.scheduledAt) })}
                        </Typography>
                    )}
                </Stack>
                {home && entry.homeAddress && (
                    <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="queue-address">
                        {entry.homeAddress}
                    </Typography>
                )}
                {phone && (
                    <Button
                        href={telHref(phone)}
                        startIcon={<PhoneIcon />}
                        sx={{ mt: 1, minHeight: 44 }}
                        aria-label={translate('app.lab.queue.call', { phone })}
                    >
                        {phone}
                    </Button>
                )}
                {entry.clinicalNotes && (
                    <Alert severity="info" sx={{ mt: 1 }}>
                        {entry.clinicalNotes}
                    </Alert>
                )}
                <Divider sx={{ my: 1.5 }} />
                <Stack spacing={1.5} divider={<Divider flexItem />}>
                    {entry.samples.map(sample => (
                        <PhleboSampleRow key={sample.id} sample={sample} patientName={patient.fullName} />
                    ))}
                </Stack>
                <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1.5 }}>
                    <PrintLabelsButton
                        labels={labelsOf(patient.fullName, entry.samples)}
                        label="app.lab.labels.print_visit"
                    />
                </Stack>
            </CardContent>
        </Card>
    );
};
