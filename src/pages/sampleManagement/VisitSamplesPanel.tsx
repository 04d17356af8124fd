import {
    Button,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { PersonRef, SampleRecord } from '../../providers/labWorkTypes';
import { ContainerSwatch } from './ContainerSwatch';
import { labelsOf } from './labelData';
import { formatStamp } from './labTime';
import { PrintLabelsButton } from './PrintLabelsButton';
import { RejectSampleDialog } from './RejectSampleDialog';
import { SampleStatusChip } from './SampleStatusChip';

const COLUMNS = ['container', 'barcode', 'status', 'collected', 'submitted', 'received', 'actions'];

const Stamp = ({ at, by }: { at: string | null; by: PersonRef | null }) =>
    at ? (
        <>
            <Typography variant="body2">{formatStamp(at)}</Typography>
            <Typography variant="caption" color="text.secondary">
                {by?.name}
            </Typography>
        </>
    ) : null;

/** The visit's tubes: barcode, where each is, who drew, brought and received it. */
export const VisitSamplesPanel = ({ samples, patientName }: { samples: SampleRecord[]; patientName: string }) => {
    const translate = useTranslate();
    const { canAccess: canReject } = useCanAccess({ resource: 'sample', action: 'reject' });
    const [rejecting, setRejecting] = useState<SampleRecord | null>(null);
    return (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="samples-title">
            <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
                <Typography variant="h6" component="h2" id="samples-title">
                    {translate('app.lab.sample.title')}
                </Typography>
                <PrintLabelsButton labels={labelsOf(patientName, samples)} label="app.lab.labels.print_visit" />
            </Stack>
            <TableContainer>
                <Table size="small" aria-labelledby="samples-title">
                    <TableHead>
                        <TableRow>
                            {COLUMNS.map(column => (
                                <TableCell key={column}>{translate(`app.lab.sample.columns.${column}`)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {samples.map(sample => (
                            <TableRow key={sample.id} data-testid="visit-sample" data-barcode={sample.barcode}>
                                <TableCell>
                                    <ContainerSwatch sample={sample} />
                                    <Typography variant="caption" color="text.secondary">
                                        {sample.analytes.map(analyte => analyte.code).join(', ')}
                                    </Typography>
                                </TableCell>
                                <TableCell sx={{ fontFamily: 'monospace' }}>{sample.barcode}</TableCell>
                                <TableCell>
                                    <SampleStatusChip status={sample.status} transport={sample.transport} />
                                    {sample.rejectReason && (
                                        <Typography variant="caption" color="error" display="block">
                                            {sample.rejectReason}
                                        </Typography>
                                    )}
                                </TableCell>
                                <TableCell>
                                    <Stamp at={sample.collectedAt} by={sample.collectedBy} />
                                </TableCell>
                                <TableCell>
                                    <Stamp at={sample.submittedAt} by={sample.submittedBy} />
                                </TableCell>
                                <TableCell>
                                    <Stamp
                                        at={sample.receivedAt ?? sample.rejectedAt}
                                        by={sample.receivedBy ?? sample.rejectedBy}
                                    />
                                </TableCell>
                                <TableCell>
                                    {canReject && ['collected', 'submitted', 'received'].includes(sample.status) && (
                                        <Button size="small" color="error" onClick={() => setRejecting(sample)}>
                                            {translate('app.lab.reject.action')}
                                        </Button>
                                    )}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {rejecting && (
                <RejectSampleDialog sample={rejecting} patientName={patientName} onClose={() => setRejecting(null)} />
            )}
        </Paper>
    );
};
