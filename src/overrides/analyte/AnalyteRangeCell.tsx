import { Box } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { isNumericColumn, type RangeColumn } from './referenceRangeRows';

const WIDTHS: Record<RangeColumn, number> = {
    sex: 112,
    ageFrom: 64,
    ageTo: 64,
    ageUnit: 112,
    trimester: 150,
    low: 72,
    high: 72,
    criticalLow: 72,
    criticalHigh: 72,
    normalText: 140,
    note: 140,
};

export interface CellOption {
    value: string;
    label: string;
}

interface Props {
    row: number;
    col: number;
    column: RangeColumn;
    label: string;
    invalid: boolean;
    options?: CellOption[];
}

const cellProps = ({ row, col, column, label, invalid }: Props) => ({
    'data-row': row,
    'data-col': col,
    'aria-label': label,
    'aria-invalid': invalid,
    sx: {
        width: WIDTHS[column],
        font: 'inherit',
        fontSize: 14,
        px: 0.75,
        py: 0.5,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: invalid ? 'error.main' : 'primary.main',
            outlineOffset: -1,
        },
    },
});

/**
 * A code cell (sex, unit, trimester): controlled, since its options arrive after the row's value;
 * a code the masters no longer hold is still shown.
 */
const SelectCell = (props: Props & { options: CellOption[] }) => {
    const {
        field: { ref, name, value: stored, onChange, onBlur },
    } = useController({ name: `referenceRanges.${props.row}.${props.column}` });
    const value = stored === null || stored === undefined ? '' : String(stored);
    const options = props.options.some(option => option.value === value)
        ? props.options
        : [...props.options, { value, label: value }];
    return (
        <Box
            component="select"
            name={name}
            ref={ref}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            {...cellProps(props)}
        >
            {options.map(option => (
                <option key={option.value} value={option.value}>
                    {option.label}
                </option>
            ))}
        </Box>
    );
};

/** A typed cell: registered rather than controlled, so a table of sixty rows stays quick. */
const TextCell = (props: Props) => {
    const { register } = useFormContext();
    return (
        <Box
            component="input"
            type="text"
            inputMode={isNumericColumn(props.column) ? 'decimal' : 'text'}
            autoComplete="off"
            {...register(`referenceRanges.${props.row}.${props.column}`)}
            {...cellProps(props)}
        />
    );
};

/** One cell of the reference range table. */
export const AnalyteRangeCell = ({ options, ...props }: Props) =>
    options ? <SelectCell {...props} options={options} /> : <TextCell {...props} />;
