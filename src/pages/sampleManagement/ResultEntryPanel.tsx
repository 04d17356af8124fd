import SaveIcon from '@mui/icons-material/Save';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
    Alert,
    Box,
    Button,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useGridKeyboard } from '../../lib/useGridKeyboard';
import type { OrderedItemResults, ResultRecord } from '../../providers/labWorkTypes';
import { AmendResultDialog } from './AmendResultDialog';
import { groupByDepartment, isEditable } from './resultRows';
import { RESULT_COLUMNS, ResultRow } from './ResultRow';
import { useResultEntry } from './useResultEntry';
import { useVerify } from './useVerify';

/** Result entry of a visit, department by department: type, Enter to the next analyte, Ctrl+S to save. */
export const ResultEntryPanel = ({ visitId, items }: { visitId: string; items: OrderedItemResults[] }) => {
    const translate = useTranslate();
    const { results, draft, edit, errors, save, dirty, saving } = useResultEntry(visitId, items);
    const { verify, verifying, refusal, dismiss } = useVerify(visitId);
    const { canAccess: canVerify } = useCanAccess({ resource: 'result', action: 'verify-results' });
    const { canAccess: canAmend } = useCanAccess({ resource: 'result', action: 'amend-results' });
    const [amending, setAmending] = useState<ResultRecord | null>(null);
    const groups = useMemo(() => groupByDepartment(results), [results]);
    const inputRows = useMemo(
        () => new Map(results.filter(isEditable).map((result, index) => [result.id, index])),
        [results]
    );
    const table = useRef<HTMLDivElement>(null);
    const onKeyDown = useGridKeyboard(
        table,
        useMemo(() => ({ rows: inputRows.size, cols: 2 }), [inputRows.size])
    );

    // Ctrl+S saves what is on the screen now: an effect event always sees the latest `save`.
    const saveNow = useEffectEvent(() => save());
    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
                event.preventDefault();
                saveNow();
            }
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, []);

    const entered = (rows: ResultRecord[]) => rows.some(result => result.status === 'entered');
    return (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="results-title">
            <Stack
                direction="row"
                justifyContent="space-between"
                alignItems="center"
                flexWrap="wrap"
                gap={1}
                sx={{ mb: 1 }}
            >
                <Typography variant="h6" component="h2" id="results-title">
                    {translate('app.lab.results.title')}
                </Typography>
                <Stack direction="row" gap={1}>
                    {canVerify && (
                        <Button
                            startIcon={<VerifiedIcon />}
                            disabled={verifying || dirty || !entered(results)}
                            onClick={() => verify({})}
                        >
                            {translate('app.lab.verify.visit')}
                        </Button>
                    )}
                    <Button
                        variant="contained"
                        startIcon={<SaveIcon />}
                        disabled={saving || inputRows.size === 0}
                        onClick={save}
                        title={translate('app.lab.results.save_hint')}
                    >
                        {translate('app.lab.results.save')}
                    </Button>
                </Stack>
            </Stack>
            {refusal && (
                <Alert severity="error" onClose={dismiss} sx={{ mb: 1 }} data-testid="verify-refusal">
                    {refusal}
                </Alert>
            )}
            {errors[''] && (
                <Alert severity="error" sx={{ mb: 1 }}>
                    {errors['']}
                </Alert>
            )}
            {results.length === 0 && (
                <Typography color="text.secondary">{translate('app.lab.results.none')}</Typography>
            )}
            <Box ref={table} onKeyDown={onKeyDown}>
                {groups.map(group => (
                    <TableContainer key={group.departmentId ?? ''} sx={{ mb: 2 }}>
                        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 1 }}>
                            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                                {group.department ?? translate('app.lab.results.no_department')}
                            </Typography>
                            {canVerify && group.departmentId && (
                                <Button
                                    size="small"
                                    disabled={verifying || dirty || !entered(group.rows)}
                                    onClick={() => verify({ departmentId: group.departmentId! })}
                                >
                                    {translate('app.lab.verify.department', { name: group.department ?? '' })}
                                </Button>
                            )}
                        </Stack>
                        <Table size="small" aria-label={group.department ?? ''}>
                            <TableHead>
                                <TableRow>
                                    {RESULT_COLUMNS.map(column => (
                                        <TableCell key={column}>
                                            {translate(`app.lab.results.columns.${column}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {group.rows.map(result => (
                                    <ResultRow
                                        key={result.id}
                                        result={result}
                                        draft={draft(result)}
                                        row={inputRows.get(result.id) ?? null}
                                        error={errors[result.id]}
                                        onEdit={patch => edit(result, patch)}
                                        onAmend={canAmend ? () => setAmending(result) : undefined}
                                    />
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                ))}
            </Box>
            {amending && <AmendResultDialog visitId={visitId} result={amending} onClose={() => setAmending(null)} />}
        </Paper>
    );
};
