import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PERIOD_PRESETS, periodOf, presetOf } from './visitPeriod';

/** Today, yesterday, the last 7 or 30 days: one click sets both dates of the list's filter. */
export const VisitPeriodPresets = () => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    return (
        <ToggleButtonGroup
            size="small"
            exclusive
            value={presetOf(filterValues)}
            aria-label={translate('app.visit.presets.label')}
            onChange={(_event, preset) =>
                preset && setFilters({ ...filterValues, ...periodOf(preset) }, displayedFilters)
            }
        >
            {PERIOD_PRESETS.map(preset => (
                <ToggleButton key={preset} value={preset}>
                    {translate(`app.visit.presets.${preset}`)}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};
