import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultFlag } from '../../../providers/visitTypes';

/** L / H in amber, LL / HH (critical) in red, A (abnormal choice) in amber. */
export const ResultFlagChip = ({ flag, critical }: { flag: ResultFlag | null; critical: boolean }) => {
    const translate = useTranslate();
    if (!flag) return null;
    return (
        <Chip
            size="small"
            color={critical ? 'error' : 'warning'}
            variant={critical ? 'filled' : 'outlined'}
            label={`${flag} · ${translate(`app.visit.results.flags.${flag}`)}`}
            data-testid="result-flag"
        />
    );
};
