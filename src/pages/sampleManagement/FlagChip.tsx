import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultFlag } from '../../providers/labWorkTypes';
import { flagTone } from './resultRows';

interface Props {
    flag: ResultFlag | null;
    isCritical?: boolean;
    /** "H · High" rather than "H" (with the word as a tooltip), where there is room to read it */
    spelled?: boolean;
}

/** A result's flag: L, H, A in amber; LL and HH (critical) filled red. One chip for every screen that shows flags. */
export const FlagChip = ({ flag, isCritical = false, spelled = false }: Props) => {
    const translate = useTranslate();
    if (!flag) return null;
    const critical = flagTone(flag, isCritical) === 'critical';
    const word = translate(`app.lab.flag.${flag}`);
    return (
        <Chip
            size="small"
            label={spelled ? `${flag} · ${word}` : flag}
            color={critical ? 'error' : 'warning'}
            variant={critical ? 'filled' : 'outlined'}
            title={spelled ? undefined : word}
            data-testid="result-flag"
            sx={{ fontWeight: 700, minWidth: 40 }}
        />
    );
};
