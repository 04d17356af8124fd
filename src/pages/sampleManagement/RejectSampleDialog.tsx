import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RejectedSample, SampleRecord } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { labelsOf } from './labelData';
import { PrintLabelsButton } from './PrintLabelsButton';
import { useSampleAction } from './useSampleAction';

interface Props {
    sample: Pick<SampleRecord, 'id' | 'barcode'>;
    patientName: string;
    onClose: () => void;
}

/** Rejecting a tube asks why; the answer names the new tube to draw, with its label ready to print. */
export const RejectSampleDialog = ({ sample, patientName, onClose }: Props) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [reason, setReason] = useState('');
    const [touched, setTouched] = useState(false);
    const [done, setDone] = useState<RejectedSample | null>(null);
    const reject = useSampleAction(
        (text: string) => dataProvider.rejectSample(sample.id, text),
        result => ({ message: 'app.lab.reject.toast', args: { barcode: result.rejected.barcode } })
    );
    const missing = reason.trim() === '';
    const submit = () => {
        setTouched(true);
        if (!missing) reject.mutate(reason.trim(), { onSuccess: setDone });
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="reject-sample-title" fullWidth maxWidth="xs">
            <DialogTitle id="reject-sample-title">
                {translate('app.lab.reject.title', { barcode: sample.barcode })}
            </DialogTitle>
            <DialogContent>
                {done ? (
                    <Alert severity="warning" data-testid="replacement-sample">
                        <Typography variant="body2">
                            {translate('app.lab.reject.recollect', { barcode: done.replacement.barcode })}
                        </Typography>
                        <PrintLabelsButton
                            labels={labelsOf(patientName, [done.replacement])}
                            label="app.lab.labels.print_sample"
                        />
                    </Alert>
                ) : (
                    <TextField
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type the reason: its one field takes the focus
                        autoFocus
                        fullWidth
                        multiline
                        minRows={2}
                        margin="dense"
                        label={translate('app.lab.reject.reason')}
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        required
                        error={touched && missing}
                        helperText={touched && missing ? translate('app.lab.reject.reason_required') : ' '}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                    />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate(done ? 'ra.action.close' : 'ra.action.cancel')}</Button>
                {!done && (
                    <Button color="error" variant="contained" onClick={submit} disabled={reject.isPending}>
                        {translate('app.lab.reject.confirm')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
