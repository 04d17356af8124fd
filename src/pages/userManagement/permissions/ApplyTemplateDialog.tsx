import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    MenuItem,
    Radio,
    RadioGroup,
    TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { ApplyTemplateResult, RoleRecord } from '../../../providers/adminCalls';
import type { LabDataProvider } from '../../../providers/types';
import { PermissionDiffView } from './PermissionDiffView';

interface Props {
    role: RoleRecord;
    onClose: () => void;
    onApplied: () => void;
}

/** Choose a template and replace or merge; the server's dry run shows the diff before applying. */
export const ApplyTemplateDialog = ({ role, onClose, onApplied }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [templateId, setTemplateId] = useState('');
    const [mode, setMode] = useState<'replace' | 'merge'>('merge');
    const [preview, setPreview] = useState<ApplyTemplateResult | null>(null);
    const { data: templates = [] } = useGetList('pt', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
    });
    const run = useMutation({
        mutationFn: (dryRun: boolean) =>
            dataProvider.applyTemplate(role.id, {
                templateId,
                permissions:
                    dryRun || !preview
                        ? mode
                        : [...new Set([...role.permissions, ...preview.added])].filter(
                              p => !preview.removed.includes(p)
                          ),
                version: role.version,
                dryRun,
            }),
        onSuccess: (result, dryRun) => {
            if (dryRun) return setPreview(result);
            notify('app.userManagement.template.applied', { type: 'success' });
            onApplied();
            onClose();
        },
    });
    const choose = (next: () => void) => {
        next();
        setPreview(null);
        run.reset();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm">
            <DialogTitle>{translate('app.userManagement.template.apply_title', { name: role.name })}</DialogTitle>
            <DialogContent>
                <TextField
                    select
                    fullWidth
                    margin="dense"
                    label={translate('app.userManagement.template.template')}
                    value={templateId}
                    onChange={event => choose(() => setTemplateId(event.target.value))}
                >
                    {templates.map(template => (
                        <MenuItem key={template.id} value={template.id}>
                            {template.name}
                        </MenuItem>
                    ))}
                </TextField>
                <RadioGroup
                    row
                    value={mode}
                    onChange={event => choose(() => setMode(event.target.value as 'replace' | 'merge'))}
                >
                    <FormControlLabel
                        value="merge"
                        control={<Radio />}
                        label={translate('app.userManagement.template.merge')}
                    />
                    <FormControlLabel
                        value="replace"
                        control={<Radio />}
                        label={translate('app.userManagement.template.replace')}
                    />
                </RadioGroup>
                {preview && <PermissionDiffView diff={preview} />}
                {run.isError && (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {(run.error as Error).message}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button disabled={!templateId || run.isPending} onClick={() => run.mutate(true)}>
                    {translate('app.userManagement.template.preview')}
                </Button>
                <Button variant="contained" disabled={!preview || run.isPending} onClick={() => run.mutate(false)}>
                    {translate('app.userManagement.template.apply')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
