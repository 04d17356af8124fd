import HistoryIcon from '@mui/icons-material/History';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Amendment } from '../../providers/labWorkTypes';
import { formatStamp } from './labTime';

/** Every earlier value of a verified result, newest last, with who changed it, when and why. */
export const AmendmentHistory = ({ amendments }: { amendments: Amendment[] }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={0.25} data-testid="amendment-history" sx={{ color: 'text.secondary' }}>
            {amendments.map((amendment, index) => (
                <Stack key={index} direction="row" spacing={1} alignItems="center">
                    <HistoryIcon fontSize="inherit" />
                    <Typography variant="caption">
                        {translate(
                            amendment.reportVersion ? 'app.lab.amend.history_version' : 'app.lab.amend.history',
                            {
                                old: [amendment.oldValue ?? '—', amendment.oldFlag].filter(Boolean).join(' '),
                                new: [amendment.newValue ?? '—', amendment.newFlag].filter(Boolean).join(' '),
                                reason: amendment.reason,
                                name: amendment.amendedBy?.name ?? '',
                                time: formatStamp(amendment.amendedAt),
                                version: amendment.reportVersion,
                            }
                        )}
                    </Typography>
                </Stack>
            ))}
        </Stack>
    );
};
