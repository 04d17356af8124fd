import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorklistFilter } from './WorklistTable';

type Flag = 'overdue' | 'critical';

const FLAGS: { flag: Flag; color: 'warning' | 'error' }[] = [
    { flag: 'overdue', color: 'warning' },
    { flag: 'critical', color: 'error' },
];

interface Props {
    filter: Pick<WorklistFilter, Flag>;
    onChange: (next: Partial<Pick<WorklistFilter, Flag>>) => void;
}

/** The worklist narrowed to results that need someone: each chip turns its filter on, and once on can be removed. */
export const WorklistFlagChips = ({ filter, onChange }: Props) => {
    const translate = useTranslate();
    return FLAGS.map(({ flag, color }) => {
        const on = filter[flag];
        return (
            <Chip
                key={flag}
                label={translate(`app.lab.worklist.${flag}`)}
                color={on ? color : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => onChange({ [flag]: !on })}
                onDelete={on ? () => onChange({ [flag]: false }) : undefined}
                data-testid={`worklist-filter-${flag}`}
            />
        );
    });
};
