import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CollectionType, NodeRef } from '../../providers/labWorkTypes';

export interface QueueFilter {
    nodeId: string;
    collectionType: CollectionType | '';
    q: string;
}

interface Props {
    filter: QueueFilter;
    onChange: (filter: QueueFilter) => void;
    centres: NodeRef[];
}

/** Search, centre and walk-in / home: full width and finger-sized on a phone. */
export const PhleboQueueFilters = ({ filter, onChange, centres }: Props) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <TextField
                type="search"
                value={filter.q}
                onChange={event => onChange({ ...filter, q: event.target.value })}
                placeholder={translate('app.lab.queue.search')}
                slotProps={{
                    htmlInput: { 'aria-label': translate('app.lab.queue.search') },
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon />
                            </InputAdornment>
                        ),
                    },
                }}
                sx={{ flex: 2, minWidth: 0 }}
            />
            <TextField
                select
                label={translate('app.lab.centre')}
                value={filter.nodeId}
                onChange={event => onChange({ ...filter, nodeId: event.target.value })}
                sx={{ flex: 1, minWidth: 0 }}
            >
                <MenuItem value="">{translate('app.lab.all_centres')}</MenuItem>
                {centres.map(node => (
                    <MenuItem key={node.id} value={node.id}>
                        {node.name}
                    </MenuItem>
                ))}
            </TextField>
            <ToggleButtonGroup
                exclusive
                value={filter.collectionType}
                onChange={(_, value: QueueFilter['collectionType'] | null) =>
                    onChange({ ...filter, collectionType: value ?? '' })
                }
                aria-label={translate('app.lab.queue.collection_type')}
                sx={{ flex: 1, '& .MuiToggleButton-root': { flex: 1, minHeight: 48 } }}
            >
                <ToggleButton value="">{translate('app.lab.queue.all')}</ToggleButton>
                <ToggleButton value="walk-in">{translate('app.lab.queue.walk_in')}</ToggleButton>
                <ToggleButton value="home">{translate('app.lab.queue.home')}</ToggleButton>
            </ToggleButtonGroup>
        </Stack>
    );
};
