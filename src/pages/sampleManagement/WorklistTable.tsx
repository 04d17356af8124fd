import {
    Chip,
    Paper,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import type { LabDataProvider } from '../../providers/types';
import { formatStamp } from './labTime';
import { sampleVisitPath } from './sampleManagementPaths';
import { LAB_WORK_KEY } from './useSampleAction';
import { LabTablePagination } from './LabTablePagination';

export interface WorklistFilter {
    departmentId: string;
    status: '' | 'pending' | 'entered';
    /** '' for no limit */
    from: string;
    to: string;
    /** only results past their turnaround time (what the home screen's "TAT breaches" counts) */
    overdue: boolean;
    /** only critical results not verified yet (what the home screen's "criticals" counts) */
    critical: boolean;
}

const COLUMNS = ['visit', 'visitedAt', 'patient', 'departments', 'pending', 'entered', 'verified', 'critical'];

/** Visits with results in the laboratory; each opens its result entry. */
export const WorklistTable = ({ filter }: { filter: WorklistFilter }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(25);
    // A new filter starts again at the first page (adjusted while rendering, so no page of the old filter is asked for).
    const [pagedFilter, setPagedFilter] = useState(filter);
    if (pagedFilter !== filter) {
        setPagedFilter(filter);
        setPage(0);
    }
    const request = {
        // the flags go only when set (`false` would be the same list, as another cache entry)
        filter: { ...filter, overdue: filter.overdue || undefined, critical: filter.critical || undefined },
        range: [page * perPage, page * perPage + perPage - 1] as [number, number],
    };
    const { data, isPending } = useQuery({
        queryKey: [LAB_WORK_KEY, 'worklist', request],
        queryFn: () => dataProvider.worklist(request),
        placeholderData: keepPreviousData,
    });
    const rows = data?.data ?? [];
    return (
        <Paper variant="outlined" component="section" aria-label={translate('app.lab.worklist.title')}>
            {!isPending && rows.length === 0 ? (
                <EmptyState title="app.lab.worklist.empty" text="app.lab.worklist.empty_text" />
            ) : (
                <TableContainer>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                {COLUMNS.map(column => (
                                    <TableCell key={column}>
                                        {translate(`app.lab.worklist.columns.${column}`)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map(row => (
                                <TableRow key={row.visitId} data-testid="worklist-row" hover>
                                    <TableCell>
                                        <Link to={sampleVisitPath(row.visitId)}>{row.visitCode}</Link>
                                    </TableCell>
                                    <TableCell>{formatStamp(row.visitedAt)}</TableCell>
                                    <TableCell>
                                        <Typography variant="body2">{row.patient.fullName}</Typography>
                                        <Typography variant="caption" color="text.secondary">
                                            {row.patient.code}
                                        </Typography>
                                    </TableCell>
                                    <TableCell>{row.departments.join(', ')}</TableCell>
                                    <TableCell>{row.pending}</TableCell>
                                    <TableCell>{row.entered}</TableCell>
                                    <TableCell>{row.verified}</TableCell>
                                    <TableCell>
                                        {row.critical > 0 && <Chip size="small" color="error" label={row.critical} />}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    <LabTablePagination
                        count={data?.total ?? 0}
                        page={page}
                        perPage={perPage}
                        setPage={setPage}
                        setPerPage={setPerPage}
                    />
                </TableContainer>
            )}
        </Paper>
    );
};
