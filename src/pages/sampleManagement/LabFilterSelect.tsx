import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Option } from './useLabFilterOptions';

interface Props {
    label: string;
    allLabel: string;
    value: string;
    options: Option[];
    onChange: (value: string) => void;
}

/** A filter with an "all" choice; not shown when there is nothing to choose from. */
export const LabFilterSelect = ({ label, allLabel, value, options, onChange }: Props) => {
    const translate = useTranslate();
    if (options.length === 0) return null;
    return (
        <TextField
            select
            fullWidth={false}
            size="small"
            label={translate(label)}
            value={value}
            onChange={event => onChange(event.target.value)}
            sx={{ minWidth: 200 }}
        >
            <MenuItem value="">{translate(allLabel)}</MenuItem>
            {options.map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.name}
                </MenuItem>
            ))}
        </TextField>
    );
};
