import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { InProgressSample } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { ContainerSwatch } from './ContainerSwatch';
import { formatStamp } from './labTime';
import { sampleVisitPath } from './sampleManagementPaths';
import { SampleStatusChip } from './SampleStatusChip';
import { useSampleAction } from './useSampleAction';

export const InProgressSampleRow = ({
    sample,
    onReject,
}: {
    sample: InProgressSample;
    onReject: (sample: InProgressSample) => void;
}) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess: canReceive } = useCanAccess({ resource: 'sample', action: 'receive' });
    const { canAccess: canReject } = useCanAccess({ resource: 'sample', action: 'reject' });
    const receive = useSampleAction(
        (id: string) => dataProvider.receiveSample(id),
        done => ({ message: 'app.lab.in_progress.received_toast', args: { barcode: done.barcode } })
    );
    const { results } = sample;
    return (
        <TableRow data-testid="in-progress-sample" data-barcode={sample.barcode}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{sample.barcode}</TableCell>
            <TableCell>
                <ContainerSwatch sample={sample} />
            </TableCell>
            <TableCell>
                <Link to={sampleVisitPath(sample.visitId)}>{sample.visitCode}</Link>
            </TableCell>
            <TableCell>
                <Typography variant="body2">{sample.patient.fullName}</Typography>
                <Typography variant="caption" color="text.secondary">
                    {[sample.patient.code, sample.node?.name].filter(Boolean).join(' · ')}
                </Typography>
            </TableCell>
            <TableCell>
                <SampleStatusChip status={sample.status} transport={sample.transport} />
            </TableCell>
            <TableCell>
                <Typography variant="body2">{formatStamp(sample.submittedAt)}</Typography>
                <Typography variant="caption" color="text.secondary">
                    {sample.submittedBy?.name}
                </Typography>
            </TableCell>
            <TableCell>
                {translate('app.lab.in_progress.result_counts', {
                    entered: results.entered + results.verified,
                    total: results.total,
                })}
            </TableCell>
            <TableCell>
                <Stack direction="row" gap={1}>
                    {canReceive && sample.status === 'submitted' && (
                        <Button
                            size="small"
                            variant="contained"
                            disabled={receive.isPending}
                            onClick={() => receive.mutate(sample.id)}
                        >
                            {translate('app.lab.in_progress.receive')}
                        </Button>
                    )}
                    {canReject && (
                        <Button size="small" color="error" onClick={() => onReject(sample)}>
                            {translate('app.lab.reject.action')}
                        </Button>
                    )}
                    <Button size="small" component={Link} to={sampleVisitPath(sample.visitId)}>
                        {translate('app.lab.in_progress.results')}
                    </Button>
                </Stack>
            </TableCell>
        </TableRow>
    );
};
