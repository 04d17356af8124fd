import { MenuItem, TextField, type SxProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SelectOption {
    id: string;
    name: string;
}

interface Props {
    /** translation key of the label */
    label: string;
    value: string;
    options: readonly SelectOption[];
    onChange: (id: string) => void;
    /** offers an empty choice labelled 'Any' (filters) */
    any?: boolean;
    sx?: SxProps;
}

/** A small select of named records (nodes, couriers, states) as the courier screens use it. */
export const OptionSelect = ({ label, value, options, onChange, any, sx }: Props) => {
    const translate = useTranslate();
    return (
        <TextField
            select
            size="small"
            fullWidth
            label={translate(label)}
            value={value}
            onChange={event => onChange(event.target.value)}
            sx={sx}
        >
            {any && <MenuItem value="">{translate('app.courier.filters.any')}</MenuItem>}
            {options.map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.name}
                </MenuItem>
            ))}
        </TextField>
    );
};
