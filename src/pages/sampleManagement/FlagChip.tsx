import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultFlag } from '../../providers/labWorkTypes';
import { flagTone } from './resultRows';

/** L, H, A in amber; LL and HH (critical) filled red. */
export const FlagChip = ({ flag, isCritical = false }: { flag: ResultFlag | null; isCritical?: boolean }) => {
    const translate = useTranslate();
    if (!flag) return null;
    const critical = flagTone(flag, isCritical) === 'critical';
    return (
        <Chip
            size="small"
            label={flag}
            color={critical ? 'error' : 'warning'}
            variant={critical ? 'filled' : 'outlined'}
            title={translate(`app.lab.flag.${flag}`)}
            data-testid="result-flag"
            sx={{ fontWeight: 700, minWidth: 40 }}
        />
    );
};
