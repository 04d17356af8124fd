import EditNoteIcon from '@mui/icons-material/EditNote';
import { alpha, IconButton, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultRecord } from '../../providers/labWorkTypes';
import { AmendmentHistory } from './AmendmentHistory';
import { FlagChip } from './FlagChip';
import { ResultValueInput } from './ResultValueInput';
import { type Draft, flagTone } from './resultRows';
import { ResultStatusChip } from './ResultStatusChip';

export const RESULT_COLUMNS = ['code', 'analyte', 'value', 'flag', 'unit', 'range', 'comment', 'status'] as const;

interface Props {
    result: ResultRecord;
    draft: Draft;
    /** Its place among the inputs, when the result takes input. */
    row: number | null;
    error?: string;
    onEdit: (patch: Partial<Draft>) => void;
    onAmend?: () => void;
}

/** One analyte: its value cell (or the value, once verified or when calculated), flag, unit, range and comment. */
export const ResultRow = ({ result, draft, row, error, onEdit, onAmend }: Props) => {
    const translate = useTranslate();
    const critical = flagTone(result.flag, result.isCritical) === 'critical';
    const waiting = row === null && result.status === 'pending' && result.resultType !== 'Calculated';
    return (
        <>
            <TableRow
                data-testid="result-row"
                data-code={result.code}
                data-critical={critical ? 'true' : undefined}
                sx={theme =>
                    critical
                        ? {
                              bgcolor: alpha(theme.palette.error.main, 0.12),
                              '& > td:first-of-type': { boxShadow: `inset 4px 0 ${theme.palette.error.main}` },
                          }
                        : {}
                }
            >
                <TableCell sx={{ fontFamily: 'monospace' }}>{result.code}</TableCell>
                <TableCell>
                    <Typography variant="body2">{result.name}</Typography>
                    {waiting && (
                        <Typography variant="caption" color="text.secondary">
                            {translate('app.lab.results.sample_not_here', { barcode: result.sampleBarcode ?? '' })}
                        </Typography>
                    )}
                </TableCell>
                <TableCell sx={{ width: 170 }}>
                    {row !== null ? (
                        <ResultValueInput
                            result={result}
                            value={draft.value}
                            onChange={value => onEdit({ value })}
                            error={error}
                            row={row}
                        />
                    ) : (
                        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="result-value">
                            {result.value ?? '—'}
                        </Typography>
                    )}
                </TableCell>
                <TableCell>
                    <FlagChip flag={result.flag} isCritical={result.isCritical} />
                </TableCell>
                <TableCell>{result.unit}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{result.rangeText}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                    {row !== null ? (
                        <TextField
                            size="small"
                            fullWidth
                            value={draft.comment}
                            onChange={event => onEdit({ comment: event.target.value })}
                            slotProps={{
                                htmlInput: {
                                    'data-row': row,
                                    'data-col': 1,
                                    'aria-label': translate('app.lab.results.comment_of', { code: result.code }),
                                    maxLength: 500,
                                },
                            }}
                        />
                    ) : (
                        <Typography variant="body2">{result.comment}</Typography>
                    )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <ResultStatusChip result={result} />
                    {onAmend && result.status === 'verified' && (
                        <IconButton
                            size="small"
                            onClick={onAmend}
                            aria-label={translate('app.lab.amend.action_of', { code: result.code })}
                        >
                            <EditNoteIcon fontSize="small" />
                        </IconButton>
                    )}
                </TableCell>
            </TableRow>
            {result.amendments.length > 0 && (
                <TableRow>
                    <TableCell colSpan={RESULT_COLUMNS.length} sx={{ pt: 0 }}>
                        <AmendmentHistory amendments={result.amendments} />
                    </TableCell>
                </TableRow>
            )}
        </>
    );
};
