import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Radio,
    RadioGroup,
    TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
    open: boolean;
    /** the saved theme being edited, if any: saving may update it */
    editing?: { id: string; name: string };
    onClose: () => void;
    onSave: (id: string | undefined, name: string) => Promise<boolean>;
}

/** Names the theme and saves it: as a change of the theme being edited, or as a new one (spec §4). */
export const SaveThemeDialog = ({ open, editing, onClose, onSave }: Props) => {
    const translate = useTranslate();
    const [name, setName] = useState(editing?.name ?? translate('app.theme.save.default_name'));
    const [asNew, setAsNew] = useState(!editing);
    const [busy, setBusy] = useState(false);
    const blank = name.trim().length === 0;
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (blank) return;
        setBusy(true);
        const done = await onSave(asNew ? undefined : editing?.id, name.trim());
        setBusy(false);
        if (done) onClose();
    };
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-theme-title">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="save-theme-title">{translate('app.theme.save.title')}</DialogTitle>
                <DialogContent>
                    {editing && (
                        <RadioGroup value={asNew ? 'new' : 'update'} onChange={e => setAsNew(e.target.value === 'new')}>
                            <FormControlLabel
                                value="update"
                                control={<Radio />}
                                label={translate('app.theme.save.update', { name: editing.name })}
                            />
                            <FormControlLabel
                                value="new"
                                control={<Radio />}
                                label={translate('app.theme.save.as_new')}
                            />
                        </RadioGroup>
                    )}
                    <TextField
                        label={translate('app.theme.save.name')}
                        value={name}
                        onChange={e => setName(e.target.value)}
                        error={blank}
                        helperText={blank ? translate('app.theme.messages.name_empty') : ' '}
                        inputProps={{ maxLength: 100, 'data-testid': 'theme-name-input' }}
                        required
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={blank || busy}>
                        {translate('app.theme.actions.save')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
