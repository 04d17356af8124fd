import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultRecord } from '../../providers/labWorkTypes';
import { formatStamp } from './labTime';

const COLOURS = { pending: 'default', entered: 'info', verified: 'success' } as const;

/** Pending, entered or verified; hovering says who did it and when. */
export const ResultStatusChip = ({ result }: { result: ResultRecord }) => {
    const translate = useTranslate();
    const who = result.verifiedBy
        ? translate('app.lab.results.verified_by', {
              name: result.verifiedBy.name,
              time: formatStamp(result.verifiedAt),
          })
        : result.enteredBy
          ? translate('app.lab.results.entered_by', {
                name: result.enteredBy.name,
                time: formatStamp(result.enteredAt),
            })
          : '';
    return (
        <Tooltip title={who}>
            <Chip
                size="small"
                variant="outlined"
                color={COLOURS[result.status]}
                label={translate(`app.lab.results.status.${result.status}`)}
            />
        </Tooltip>
    );
};
