import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldError, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useGridKeyboard } from '../../lib/useGridKeyboard';
import type { CellOption } from './AnalyteRangeCell';
import { AnalyteRangeRow } from './AnalyteRangeRow';
import { duplicateRangeRow, newRangeRow, RANGE_COLUMNS, type RangeColumn } from './referenceRangeRows';
import { useRangeCodes, type CodeOption } from './useRangeCodes';

type RangesErrors = (Partial<Record<RangeColumn, FieldError>> | undefined)[] & { root?: FieldError; message?: unknown };

const toOptions = (codes: CodeOption[], blank?: string): CellOption[] => [
    ...(blank === undefined ? [] : [{ value: '', label: blank }]),
    ...codes.map(({ code, name }) => ({ value: code, label: `${code} – ${name}` })),
];

/**
 * The reference ranges as a table: one row per sex, age band and trimester. Arrow keys and Enter
 * move between cells; each row's problems show under it, the overlap or gap sentence under the table.
 */
export const AnalyteRangesInput = () => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const { fields, append, insert, remove } = useFieldArray({ name: 'referenceRanges' });
    const { errors } = useFormState({ name: 'referenceRanges' });
    const codes = useRangeCodes();
    const table = useRef<HTMLTableElement>(null);
    const size = useMemo(() => ({ rows: fields.length, cols: RANGE_COLUMNS.length }), [fields.length]);
    const onKeyDown = useGridKeyboard(table, size);
    const options = useMemo(
        () => ({
            sex: toOptions(codes.sexes, translate('app.analyte.range.every_sex')),
            ageUnit: toOptions(codes.units),
            trimester: toOptions(codes.trimesters, translate('app.analyte.range.no_trimester')),
        }),
        [codes, translate]
    );
    const rangeErrors = errors.referenceRanges as RangesErrors | undefined;
    const sentence =
        rangeErrors?.root?.message ?? (typeof rangeErrors?.message === 'string' ? rangeErrors.message : undefined);

    return (
        <Box component="section" aria-labelledby="reference-ranges-title" sx={{ width: '100%', mb: 2 }}>
            <Typography id="reference-ranges-title" variant="subtitle2" component="h2" color="text.secondary">
                {translate('resources.analyte.fields.referenceRanges')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('app.analyte.range.help')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table
                    size="small"
                    ref={table}
                    onKeyDown={onKeyDown}
                    aria-labelledby="reference-ranges-title"
                    data-testid="reference-ranges"
                >
                    <TableHead>
                        <TableRow>
                            <TableCell>#</TableCell>
                            {RANGE_COLUMNS.map(column => (
                                <TableCell key={column} sx={{ px: 0.5, whiteSpace: 'nowrap' }}>
                                    {translate(`app.analyte.range.columns.${column}`)}
                                </TableCell>
                            ))}
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {fields.map((field, index) => (
                            <AnalyteRangeRow
                                key={field.id}
                                index={index}
                                errors={rangeErrors?.[index]}
                                options={options}
                                onDuplicate={() =>
                                    insert(index + 1, duplicateRangeRow(getValues(`referenceRanges.${index}`)))
                                }
                                onRemove={() => remove(index)}
                            />
                        ))}
                    </TableBody>
                </Table>
            </Box>
            {fields.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 1 }}>
                    {translate('app.analyte.range.none')}
                </Typography>
            )}
            {sentence && (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="reference-ranges-error">
                    {String(sentence)}
                </Alert>
            )}
            <Button
                startIcon={<Add />}
                onClick={() =>
                    append(
                        newRangeRow(fields.length > 0 ? getValues(`referenceRanges.${fields.length - 1}`) : undefined)
                    )
                }
                sx={{ mt: 1 }}
            >
                {translate('app.analyte.range.add')}
            </Button>
        </Box>
    );
};
