import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
} from '@mui/material';
import { useId } from 'react';
import { DateField, LinkBase, useTranslate } from 'react-admin';
import { matchedOnParts } from '../../lib/duplicatePatients';
import type { PossibleDuplicate } from '../../providers/domainTypes';

interface Props {
    matches: PossibleDuplicate[] | null;
    saving: boolean;
    onCancel: () => void;
    onRegisterAnyway: () => void;
}

/** The server found patients with the same phone, or name and date of birth: show them before saving. */
export const PatientDuplicateDialog = ({ matches, saving, onCancel, onRegisterAnyway }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const t = (key: string) => translate(`app.patient.duplicate.${key}`);
    return (
        <Dialog open={matches !== null} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{t('title')}</DialogTitle>
            <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{t('text')}</DialogContentText>
                <Table size="small" aria-label={t('title')}>
                    <TableHead>
                        <TableRow>
                            {['code', 'name', 'phone', 'date_of_birth', 'matched_on'].map(key => (
                                <TableCell key={key}>{t(key)}</TableCell>
                            ))}
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {(matches ?? []).map(match => (
                            <TableRow key={match.id} data-testid="duplicate-match">
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{match.code}</TableCell>
                                <TableCell>{match.name}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{match.phone}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                    {match.dateOfBirth && <DateField record={match} source="dateOfBirth" />}
                                </TableCell>
                                <TableCell>
                                    {matchedOnParts(match.matchedOn)
                                        .map(part => translate(part, { _: part }))
                                        .join(', ')}
                                </TableCell>
                                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                    <Button
                                        component={LinkBase}
                                        to={`/patient/${match.id}`}
                                        size="small"
                                        variant="outlined"
                                    >
                                        {t('open')}
                                    </Button>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{t('back')}</Button>
                <Button onClick={onRegisterAnyway} variant="contained" color="warning" disabled={saving}>
                    {t('register_anyway')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
