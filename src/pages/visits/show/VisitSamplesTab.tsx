import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import type { NamedRef, SampleRecord, VisitRecord } from '../../../providers/visitTypes';

const when = (at: string | null, by: NamedRef | null) =>
    at ? `${new Date(at).toLocaleString()}${by ? ` · ${by.name}` : ''}` : '—';

/** The visit's samples with their barcodes and when and by whom each was handled. */
export const VisitSamplesTab = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const { canAccess } = useCanAccess({ resource: 'sample', action: 'list' });
    const t = (key: string) => translate(`app.visit.samples.${key}`);
    if (visit.samples.length === 0)
        return <EmptyState title="app.visit.samples.none" text="app.visit.samples.none_text" />;
    return (
        <>
            {canAccess && (
                <Button component={LinkBase} to={`/sample-mngmnt/view/${visit.id}`} sx={{ mb: 1 }}>
                    {t('open')}
                </Button>
            )}
            <Table size="small" aria-label={translate('app.visit.show.tabs.samples')} data-testid="visit-samples">
                <TableHead>
                    <TableRow>
                        {['barcode', 'container', 'tests', 'status', 'collected', 'submitted', 'received'].map(key => (
                            <TableCell key={key}>{t(key)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {visit.samples.map((sample: SampleRecord) => (
                        <TableRow key={sample.id}>
                            <TableCell sx={{ fontFamily: 'monospace' }}>{sample.barcode}</TableCell>
                            <TableCell>
                                {[sample.container?.name, sample.specimen?.name].filter(Boolean).join(' · ') || '—'}
                            </TableCell>
                            <TableCell>{sample.analytes.map(analyte => analyte.code).join(', ')}</TableCell>
                            <TableCell>
                                <Chip
                                    size="small"
                                    label={t(`status_values.${sample.status}`)}
                                    color={sample.status === 'rejected' ? 'error' : 'default'}
                                />
                                {sample.rejectReason && (
                                    <Typography variant="caption" color="error" component="p">
                                        {translate('app.visit.samples.rejected', { reason: sample.rejectReason })}
                                    </Typography>
                                )}
                            </TableCell>
                            <TableCell>{when(sample.collectedAt, sample.collectedBy)}</TableCell>
                            <TableCell>{when(sample.submittedAt, sample.submittedBy)}</TableCell>
                            <TableCell>{when(sample.receivedAt, sample.receivedBy)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </>
    );
};
