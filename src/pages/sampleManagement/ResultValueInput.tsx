import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultRecord } from '../../providers/labWorkTypes';

interface Props {
    result: Pick<ResultRecord, 'code' | 'name' | 'resultType' | 'choices'>;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    /** Place in the keyboard grid; none in a dialog. */
    row?: number;
    autoFocus?: boolean;
}

/** The value cell: a number, free text, or one of the analyte's choices (a native select, for the keyboard). */
export const ResultValueInput = ({ result, value, onChange, error, row, autoFocus }: Props) => {
    const translate = useTranslate();
    const grid = row === undefined ? {} : { 'data-row': row, 'data-col': 0 };
    const label = translate('app.lab.results.value_of', { name: result.name, code: result.code });
    const choice = result.resultType === 'Choice';
    return (
        <TextField
            size="small"
            fullWidth
            value={value}
            onChange={event => onChange(event.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- forwarded: only the amendment dialog asks for it, for its one value field
            autoFocus={autoFocus}
            select={choice}
            slotProps={{
                select: { native: true },
                htmlInput: {
                    ...grid,
                    'aria-label': label,
                    autoComplete: 'off',
                    ...(result.resultType === 'Numeric' ? { inputMode: 'decimal' } : {}),
                },
            }}
            sx={{ minWidth: 120 }}
        >
            {choice && [
                <option key="" value="">
                    {''}
                </option>,
                ...(result.choices ?? []).map(({ value: option }) => (
                    <option key={option} value={option}>
                        {option}
                    </option>
                )),
            ]}
        </TextField>
    );
};
