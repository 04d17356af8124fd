import { Box, Button, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

import type { LabDataProvider } from '../../providers/types';
import { RequirePermission } from '../userManagement/RequirePermission';
import { formatStamp } from './labTime';
import { type QueueFilter, PhleboQueueFilters } from './PhleboQueueFilters';
import { PhleboVisitCard } from './PhleboVisitCard';
import { useSeenCentres } from './useSeenCentres';
import { PHLEBO_QUEUE_PATH, QUEUE_REFRESH_MS } from './sampleManagementPaths';
import { LAB_WORK_KEY } from './useSampleAction';

const PAGE = 100;

const PhleboQueue = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [filter, setFilter] = useState<QueueFilter>({ nodeId: '', collectionType: '', q: '' });
    const q = useDebouncedValue(filter.q.trim());
    const request = {
        filter: { nodeId: filter.nodeId, collectionType: filter.collectionType, q },
        range: [0, PAGE - 1] as [number, number],
    };
    const { data, isPending, isFetching, dataUpdatedAt, refetch } = useQuery({
        queryKey: [LAB_WORK_KEY, 'pending-sample-collection', request],
        queryFn: () => dataProvider.pendingCollection(request),
        refetchInterval: QUEUE_REFRESH_MS,
        placeholderData: keepPreviousData,
    });
    const centres = useSeenCentres(data?.data);
    const entries = data?.data ?? [];

    return (
        <Box sx={{ py: 2, maxWidth: 1200, minWidth: 0 }}>
            <Title title={translate('app.lab.queue.title')} />
            <Stack
                direction="row"
                alignItems="baseline"
                justifyContent="space-between"
                flexWrap="wrap"
                gap={1}
                sx={{ mb: 2 }}
            >
                <Typography variant="h5" component="h1">
                    {translate('app.lab.queue.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="queue-count">
                    {translate('app.lab.queue.count', { smart_count: data?.total ?? 0 })}
                    {dataUpdatedAt > 0 &&
                        ` · ${translate('app.lab.queue.updated', { time: formatStamp(new Date(dataUpdatedAt).toISOString()) })}`}
                </Typography>
            </Stack>
            <PhleboQueueFilters filter={filter} onChange={setFilter} centres={centres} />
            {!isPending && entries.length === 0 ? (
                <EmptyState
                    title="app.lab.queue.empty"
                    text="app.lab.queue.empty_text"
                    action={
                        <Button onClick={() => refetch()} disabled={isFetching}>
                            {translate('app.lab.refresh')}
                        </Button>
                    }
                />
            ) : (
                <Box
                    sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                    }}
                >
                    {entries.map(entry => (
                        <PhleboVisitCard key={entry.visitId} entry={entry} now={dataUpdatedAt} />
                    ))}
                </Box>
            )}
        </Box>
    );
};

/** /sample-mngmnt/phlebo: the samples waiting to be drawn or handed to the laboratory; works on a phone. */
export const PhleboQueuePage = () => (
    <RequirePermission resource="sample" action="list">
        <PhleboQueue />
    </RequirePermission>
);

PhleboQueuePage.path = PHLEBO_QUEUE_PATH;
