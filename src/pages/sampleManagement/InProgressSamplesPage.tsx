import {
    Box,
    InputAdornment,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { InProgressSample } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { RequirePermission } from '../userManagement/RequirePermission';
import { InProgressSampleRow } from './InProgressSampleRow';
import { LabFilterSelect } from './LabFilterSelect';
import { useSeenCentres } from './useSeenCentres';
import { RejectSampleDialog } from './RejectSampleDialog';
import { IN_PROGRESS_SAMPLES_PATH } from './sampleManagementPaths';
import { useCentres, useDepartments } from './useLabFilterOptions';
import { LAB_WORK_KEY } from './useSampleAction';
import { LabTablePagination } from './LabTablePagination';

const COLUMNS = ['barcode', 'container', 'visit', 'patient', 'status', 'submitted', 'results', 'actions'];

const InProgressSamples = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [filter, setFilter] = useState({ nodeId: '', departmentId: '', q: '' });
    const [rejecting, setRejecting] = useState<InProgressSample | null>(null);
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(25);
    const q = useDebouncedValue(filter.q.trim());
    const request = {
        filter: { nodeId: filter.nodeId, departmentId: filter.departmentId, q },
        range: [page * perPage, page * perPage + perPage - 1] as [number, number],
    };
    const { data, isPending } = useQuery({
        queryKey: [LAB_WORK_KEY, 'in-progress-samples', request],
        queryFn: () => dataProvider.inProgressSamples(request),
        placeholderData: keepPreviousData,
    });
    const departments = useDepartments();
    const allCentres = useCentres();
    const seenCentres = useSeenCentres(data?.data);
    const change = (next: Partial<typeof filter>) => {
        setFilter(current => ({ ...current, ...next }));
        setPage(0);
    };
    const rows = data?.data ?? [];

    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Title title={translate('app.lab.in_progress.title')} />
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate('app.lab.in_progress.title')}
            </Typography>
            <Stack direction="row" gap={1.5} flexWrap="wrap" sx={{ mb: 2 }}>
                <TextField
                    type="search"
                    size="small"
                    fullWidth={false}
                    value={filter.q}
                    onChange={event => change({ q: event.target.value })}
                    placeholder={translate('app.lab.in_progress.search')}
                    slotProps={{
                        htmlInput: { 'aria-label': translate('app.lab.in_progress.search') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon />
                                </InputAdornment>
                            ),
                        },
                    }}
                    sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
                />
                <LabFilterSelect
                    label="app.lab.centre"
                    allLabel="app.lab.all_centres"
                    value={filter.nodeId}
                    options={allCentres.length > 0 ? allCentres : seenCentres}
                    onChange={nodeId => change({ nodeId })}
                />
                <LabFilterSelect
                    label="app.lab.department"
                    allLabel="app.lab.all_departments"
                    value={filter.departmentId}
                    options={departments}
                    onChange={departmentId => change({ departmentId })}
                />
            </Stack>
            {!isPending && rows.length === 0 ? (
                <EmptyState title="app.lab.in_progress.empty" text="app.lab.in_progress.empty_text" />
            ) : (
                <TableContainer>
                    <Table size="small" aria-label={translate('app.lab.in_progress.title')}>
                        <TableHead>
                            <TableRow>
                                {COLUMNS.map(column => (
                                    <TableCell key={column}>
                                        {translate(`app.lab.in_progress.columns.${column}`)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map(sample => (
                                <InProgressSampleRow key={sample.id} sample={sample} onReject={setRejecting} />
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
            {rejecting && (
                <RejectSampleDialog
                    sample={rejecting}
                    patientName={rejecting.patient.fullName}
                    onClose={() => setRejecting(null)}
                />
            )}
        </Box>
    );
};

/** /sample-mngmnt/in-progress-samples: the tubes the laboratory holds, to receive, reject or work on. */
export const InProgressSamplesPage = () => (
    <RequirePermission resource="sample" action="list">
        <InProgressSamples />
    </RequirePermission>
);

InProgressSamplesPage.path = IN_PROGRESS_SAMPLES_PATH;
