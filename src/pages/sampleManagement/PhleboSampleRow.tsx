import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SampleRecord } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { ContainerSwatch } from './ContainerSwatch';
import { labelsOf } from './labelData';
import { formatStamp } from './labTime';
import { PrintLabelsButton } from './PrintLabelsButton';
import { nextStep } from './queueText';
import { SampleStatusChip } from './SampleStatusChip';
import { useSampleAction } from './useSampleAction';

/** A tube: what goes in it, and the one button for what comes next (collected, then submit to the lab). */
export const PhleboSampleRow = ({ sample, patientName }: { sample: SampleRecord; patientName: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const collect = useSampleAction(
        (id: string) => dataProvider.collectSample(id),
        done => ({ message: 'app.lab.queue.collected_toast', args: { barcode: done.barcode } })
    );
    const submit = useSampleAction(
        (id: string) => dataProvider.submitSample(id),
        done => ({ message: 'app.lab.queue.submitted_toast', args: { barcode: done.barcode } })
    );
    const step = nextStep(sample.status);
    const busy = collect.isPending || submit.isPending;
    return (
        <Stack spacing={1} data-testid="queue-sample" data-barcode={sample.barcode}>
            <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
                <ContainerSwatch sample={sample} size={24} />
                <SampleStatusChip status={sample.status} transport={sample.transport} />
            </Stack>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
                {sample.barcode}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {sample.analytes.map(analyte => analyte.name).join(', ')}
            </Typography>
            {sample.collectedAt && (
                <Typography variant="caption" color="text.secondary">
                    {translate('app.lab.sample.collected_by', {
                        time: formatStamp(sample.collectedAt),
                        name: sample.collectedBy?.name ?? '',
                    })}
                </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={1}>
                {step === 'collect' && (
                    <Button
                        variant="contained"
                        size="large"
                        startIcon={<CheckIcon />}
                        disabled={busy}
                        onClick={() => collect.mutate(sample.id)}
                        aria-label={translate('app.lab.queue.collect_label', { barcode: sample.barcode })}
                        sx={{ minHeight: 48, flex: 1 }}
                    >
                        {translate('app.lab.queue.collect')}
                    </Button>
                )}
                {step === 'submit' && (
                    <Button
                        variant="contained"
                        color="secondary"
                        size="large"
                        startIcon={<SendIcon />}
                        disabled={busy}
                        onClick={() => submit.mutate(sample.id)}
                        aria-label={translate('app.lab.queue.submit_label', { barcode: sample.barcode })}
                        sx={{ minHeight: 48, flex: 1 }}
                    >
                        {translate('app.lab.queue.submit')}
                    </Button>
                )}
                <PrintLabelsButton labels={labelsOf(patientName, [sample])} label="app.lab.labels.print_sample" />
            </Stack>
        </Stack>
    );
};
