import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabFilterSelect } from '../sampleManagement/LabFilterSelect';
import { useCentres } from '../sampleManagement/useLabFilterOptions';
import { STATS_PRESETS, type StatsFilter, statsPeriodOf, statsPresetOf } from './statsPeriod';

interface Props {
    filter: StatsFilter;
    onChange: (next: Partial<StatsFilter>) => void;
}

/** The period (presets or two days) and the node the dashboard counts. */
export const StatsFilterBar = ({ filter, onChange }: Props) => {
    const translate = useTranslate();
    const centres = useCentres();
    const day = (key: 'from' | 'to') => (
        <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate(`app.stats.${key}`)}
            value={filter[key]}
            onChange={event => event.target.value && onChange({ [key]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
        />
    );
    return (
        <Stack direction="row" gap={1.5} flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
            <ToggleButtonGroup
                size="small"
                exclusive
                value={statsPresetOf(filter)}
                aria-label={translate('app.stats.period')}
                onChange={(_event, preset) => preset && onChange(statsPeriodOf(preset))}
            >
                {STATS_PRESETS.map(preset => (
                    <ToggleButton key={preset} value={preset}>
                        {translate(`app.stats.presets.${preset}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            {day('from')}
            {day('to')}
            <LabFilterSelect
                label="app.stats.node"
                allLabel="app.stats.all_nodes"
                value={filter.nodeId}
                options={centres}
                onChange={nodeId => onChange({ nodeId })}
            />
        </Stack>
    );
};
