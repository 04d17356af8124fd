import { Box, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RequirePermission } from '../userManagement/RequirePermission';
import { CriticalResultsPanel } from './CriticalResultsPanel';
import { LabFilterSelect } from './LabFilterSelect';
import { LAB_WORKLIST_PATH } from './sampleManagementPaths';
import { useDepartments } from './useLabFilterOptions';
import { WorklistFlagChips } from './WorklistFlagChips';
import { worklistFilterOf } from './worklistSearch';
import { type WorklistFilter, WorklistTable } from './WorklistTable';

const LabWorklist = () => {
    const translate = useTranslate();
    const departments = useDepartments();
    const [search] = useSearchParams();
    const [filter, setFilter] = useState<WorklistFilter>(() => worklistFilterOf(search));
    const change = (next: Partial<WorklistFilter>) => setFilter(current => ({ ...current, ...next }));
    const statuses = [
        { id: 'pending', name: translate('app.lab.worklist.awaiting_entry') },
        { id: 'entered', name: translate('app.lab.worklist.awaiting_verification') },
    ];
    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Title title={translate('app.lab.worklist.title')} />
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate('app.lab.worklist.title')}
            </Typography>
            <Stack direction="row" gap={1.5} flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
                <LabFilterSelect
                    label="app.lab.department"
                    allLabel="app.lab.all_departments"
                    value={filter.departmentId}
                    options={departments}
                    onChange={departmentId => change({ departmentId })}
                />
                <LabFilterSelect
                    label="app.lab.worklist.status"
                    allLabel="app.lab.worklist.any_status"
                    value={filter.status}
                    options={statuses}
                    onChange={status => change({ status: status as WorklistFilter['status'] })}
                />
                <TextField
                    type="date"
                    size="small"
                    fullWidth={false}
                    label={translate('app.lab.from')}
                    value={filter.from}
                    onChange={event => change({ from: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                    type="date"
                    size="small"
                    fullWidth={false}
                    label={translate('app.lab.to')}
                    value={filter.to}
                    onChange={event => change({ to: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <WorklistFlagChips filter={filter} onChange={change} />
            </Stack>
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' },
                    alignItems: 'start',
                }}
            >
                <WorklistTable filter={filter} />
                <CriticalResultsPanel from={filter.from} to={filter.to} unverified={filter.critical} />
            </Box>
        </Box>
    );
};

/** /sample-management: the laboratory's worklist per department, and the critical values to phone through. */
export const LabWorklistPage = () => (
    <RequirePermission resource="result" action="list">
        <LabWorklist />
    </RequirePermission>
);

LabWorklistPage.path = LAB_WORKLIST_PATH;
