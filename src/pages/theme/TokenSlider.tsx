import { Box, Slider, Typography } from '@mui/material';
import { useId } from 'react';

interface Props {
    label: string;
    value: number;
    min: number;
    max: number;
    step: number;
    unit?: string;
    onChange: (value: number) => void;
    testId?: string;
}

/** A labelled slider that shows its value with its unit. */
export const TokenSlider = ({ label, value, min, max, step, unit = '', onChange, testId }: Props) => {
    const id = useId();
    return (
        <Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography id={id} variant="body2">
                    {label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {`${Number(value.toFixed(3))}${unit}`}
                </Typography>
            </Box>
            <Slider
                aria-labelledby={id}
                value={value}
                min={min}
                max={max}
                step={step}
                onChange={(_e, v) => onChange(v as number)}
                slotProps={{ input: { 'data-testid': testId } as never }}
            />
        </Box>
    );
};
