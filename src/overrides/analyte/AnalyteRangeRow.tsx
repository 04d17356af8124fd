import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import type { FieldError } from 'react-hook-form';
import { useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { AnalyteRangeCell, type CellOption } from './AnalyteRangeCell';
import { RANGE_COLUMNS, type RangeColumn } from './referenceRangeRows';

type RowErrors = Partial<Record<RangeColumn, FieldError>> | undefined;

interface Props {
    index: number;
    errors: RowErrors;
    options: Partial<Record<RangeColumn, CellOption[]>>;
    onDuplicate: () => void;
    onRemove: () => void;
}

/** What is wrong with a row, under it: the server's sentence as it is, ours after the column's name. */
const RowProblems = ({ errors }: { errors: NonNullable<RowErrors> }) => {
    const translate = useTranslate();
    return (
        <Stack component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }} role="alert">
            {RANGE_COLUMNS.filter(column => errors[column]).map(column => {
                const message = errors[column]!.message as unknown;
                return (
                    <Typography component="li" variant="caption" key={column}>
                        {typeof message === 'string'
                            ? message
                            : `${translate(`app.analyte.range.columns.${column}`)}: `}
                        {typeof message !== 'string' && <ValidationError error={message as ValidationErrorMessage} />}
                    </Typography>
                );
            })}
        </Stack>
    );
};

export const AnalyteRangeRow = ({ index, errors, options, onDuplicate, onRemove }: Props) => {
    const translate = useTranslate();
    const row = translate('app.analyte.range.row', { n: index + 1 });
    const hasErrors = errors && RANGE_COLUMNS.some(column => errors[column]);
    return (
        <>
            <TableRow
                data-testid={`range-row-${index + 1}`}
                sx={{ '& > td': { borderBottom: hasErrors ? 'none' : undefined } }}
            >
                <TableCell sx={{ color: 'text.secondary' }}>{index + 1}</TableCell>
                {RANGE_COLUMNS.map((column, col) => (
                    <TableCell key={column} sx={{ px: 0.5 }}>
                        <AnalyteRangeCell
                            row={index}
                            col={col}
                            column={column}
                            label={`${row} ${translate(`app.analyte.range.columns.${column}`)}`}
                            invalid={Boolean(errors?.[column])}
                            options={options[column]}
                        />
                    </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap', px: 0.5 }}>
                    <Tooltip title={translate('app.analyte.range.duplicate', { n: index + 1 })}>
                        <IconButton
                            size="small"
                            onClick={onDuplicate}
                            aria-label={translate('app.analyte.range.duplicate', { n: index + 1 })}
                        >
                            <ContentCopy fontSize="small" />
                        </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('app.analyte.range.remove', { n: index + 1 })}>
                        <IconButton
                            size="small"
                            onClick={onRemove}
                            aria-label={translate('app.analyte.range.remove', { n: index + 1 })}
                        >
                            <DeleteOutline fontSize="small" />
                        </IconButton>
                    </Tooltip>
                </TableCell>
            </TableRow>
            {hasErrors && (
                <TableRow>
                    <TableCell />
                    <TableCell colSpan={RANGE_COLUMNS.length + 1} sx={{ pt: 0 }}>
                        <RowProblems errors={errors!} />
                    </TableCell>
                </TableRow>
            )}
        </>
    );
};
