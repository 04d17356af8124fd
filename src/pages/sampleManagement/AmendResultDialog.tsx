import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { detailsToFieldErrors } from '../../lib/httpErrors';
import type { AmendResultInput, ResultRecord } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { ResultValueInput } from './ResultValueInput';
import { LAB_WORK_KEY } from './useSampleAction';

interface Props {
    visitId: string;
    result: ResultRecord;
    onClose: () => void;
}

/** A verified result changes only this way: a new value and the reason, the old value kept. */
export const AmendResultDialog = ({ visitId, result, onClose }: Props) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const [value, setValue] = useState(result.value ?? '');
    const [comment, setComment] = useState(result.comment ?? '');
    const [reason, setReason] = useState('');
    const [problems, setProblems] = useState<Record<string, string>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const amend = useMutation({
        mutationFn: (request: AmendResultInput) => dataProvider.amendResult(visitId, request),
        onSuccess: () => {
            notify('app.lab.amend.done', { type: 'info', messageArgs: { code: result.code } });
            void queryClient.invalidateQueries({ queryKey: [LAB_WORK_KEY] });
            onClose();
        },
        onError: error => {
            const fields =
                error instanceof HttpError && error.status === 400
                    ? detailsToFieldErrors(error.body?.details)
                    : undefined;
            setProblems(fields ?? {});
            setFailure(fields ? null : error instanceof Error ? error.message : String(error));
        },
    });
    const submit = () => {
        const missing: Record<string, string> = {};
        if (value.trim() === '') missing.value = translate('app.lab.amend.value_required');
        if (reason.trim() === '') missing.reason = translate('app.lab.amend.reason_required');
        setProblems(missing);
        if (Object.keys(missing).length === 0) {
            amend.mutate({
                resultId: result.id,
                value: value.trim(),
                comment: comment.trim() || null,
                reason: reason.trim(),
            });
        }
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="amend-title" fullWidth maxWidth="xs">
            <DialogTitle id="amend-title">{translate('app.lab.amend.title', { name: result.name })}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.lab.amend.current', {
                            value: [result.value, result.unit, result.flag].filter(Boolean).join(' '),
                        })}
                    </Typography>
                    {failure && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
                    <ResultValueInput
                        result={result}
                        value={value}
                        onChange={setValue}
                        error={problems.value}
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type the amended value: its first field takes the focus
                        autoFocus
                    />
                    <TextField
                        size="small"
                        label={translate('app.lab.results.columns.comment')}
                        value={comment}
                        onChange={event => setComment(event.target.value)}
                    />
                    <TextField
                        size="small"
                        required
                        multiline
                        minRows={2}
                        label={translate('app.lab.amend.reason')}
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        error={Boolean(problems.reason)}
                        helperText={problems.reason}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={amend.isPending}>
                    {translate('app.lab.amend.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
