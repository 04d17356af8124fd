import Settings from '@mui/icons-material/Settings';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Stack,
    Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
    BooleanInput,
    Button as ToolbarButton,
    Form,
    SaveButton,
    TextInput,
    useCanAccess,
    useDataProvider,
    useNotify,
    useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { detailsToNestedErrors } from '../../../lib/httpErrors';
import { useNotifyMutationError } from '../../../lib/useNotifyMutationError';
import type { LabDataProvider } from '../../../providers/types';
import { formValuesOf, settingsInputOf, validateReportSettings, type ReportSettingsValues } from './reportSettingsForm';

const QUERY_KEY = ['reportSettings'];
const T = 'app.visit.report_settings';
/** The fields of the form: a server 400 on any other field is also shown as a toast. */
const FORM_FIELDS = [
    'letterhead',
    'holdWhileDue',
    'publicBaseUrl',
    'header.name',
    'header.address',
    'header.phone',
    'header.email',
];

/** The form, once the current settings are read (each opening reads them again). */
const ReportSettingsForm = ({ titleId, onClose }: { titleId: string; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const settings = useQuery({
        queryKey: QUERY_KEY,
        queryFn: () => dataProvider.reportSettings(),
        refetchOnMount: 'always',
        retry: false,
    });

    const submit = async (values: FieldValues) => {
        try {
            const saved = await dataProvider.saveReportSettings(settingsInputOf(values as ReportSettingsValues));
            queryClient.setQueryData(QUERY_KEY, saved);
            notify(`${T}.saved`, { type: 'success' });
            onClose();
            return undefined;
        } catch (error) {
            const { status, body } = (error ?? {}) as {
                status?: number;
                body?: { details?: { field: string; message: string }[] };
            };
            const errors = status === 400 ? detailsToNestedErrors(body?.details) : undefined;
            const allShown = !!errors && (body?.details ?? []).every(detail => FORM_FIELDS.includes(detail.field));
            if (!errors) {
                notifyError(error);
            } else if (!allShown) {
                const message = (error as Error).message || 'ra.notification.http_error';
                notify(message, { type: 'error', messageArgs: { _: message } });
            }
            return errors;
        }
    };

    const cancel = (
        <Button onClick={onClose} data-testid="report-settings-cancel">
            {translate('ra.action.cancel')}
        </Button>
    );

    if (settings.isError) {
        const message = (settings.error as Error)?.message || 'ra.notification.http_error';
        return (
            <>
                <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
                <DialogContent>
                    <Alert severity="error">{translate(message, { _: message })}</Alert>
                </DialogContent>
                <DialogActions>{cancel}</DialogActions>
            </>
        );
    }
    if (!settings.data || !settings.isFetchedAfterMount) {
        return (
            <>
                <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
                <DialogContent>
                    <LinearProgress aria-label={translate(`${T}.loading`)} />
                </DialogContent>
                <DialogActions>{cancel}</DialogActions>
            </>
        );
    }
    return (
        <Form
            defaultValues={formValuesOf(settings.data)}
            validate={values => validateReportSettings(values as ReportSettingsValues)}
            onSubmit={submit}
            noValidate
        >
            <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
            <DialogContent>
                <Stack>
                    <BooleanInput source="letterhead" label={`${T}.letterhead`} helperText={`${T}.letterhead_help`} />
                    <Typography variant="subtitle2" sx={{ mt: 1 }}>
                        {translate(`${T}.header`)}
                    </Typography>
                    <TextInput source="header.name" label={`${T}.name`} fullWidth />
                    <TextInput source="header.address" label={`${T}.address`} multiline minRows={2} fullWidth />
                    <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
                        <TextInput source="header.phone" label={`${T}.phone`} fullWidth />
                        <TextInput source="header.email" label={`${T}.email`} type="email" fullWidth />
                    </Stack>
                    <BooleanInput
                        source="holdWhileDue"
                        label={`${T}.hold_while_due`}
                        helperText={`${T}.hold_while_due_help`}
                    />
                    <TextInput
                        source="publicBaseUrl"
                        label={`${T}.public_base_url`}
                        helperText={`${T}.public_base_url_help`}
                        type="url"
                        fullWidth
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                {cancel}
                <SaveButton alwaysEnable />
            </DialogActions>
        </Form>
    );
};

/** The organisation's report settings (letterhead, header, holding reports while a bill is due, the QR code's address). */
export const ReportSettingsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const titleId = useId();
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            {open && <ReportSettingsForm titleId={titleId} onClose={onClose} />}
        </Dialog>
    );
};

/** The visit list's toolbar button, for those who may change the report settings (report.settings). */
export const ReportSettingsButton = () => {
    const { canAccess } = useCanAccess({ resource: 'report', action: 'settings' });
    const [open, setOpen] = useState(false);
    if (!canAccess) return null;
    return (
        <>
            <ToolbarButton label={`${T}.open`} onClick={() => setOpen(true)}>
                <Settings />
            </ToolbarButton>
            <ReportSettingsDialog open={open} onClose={() => setOpen(false)} />
        </>
    );
};
