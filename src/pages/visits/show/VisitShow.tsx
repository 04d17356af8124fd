import { Box, Stack, Tab, Tabs } from '@mui/material';
import { Loading, Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { VisitRecord } from '../../../providers/visitTypes';
import { VisitBillTab } from './VisitBillTab';
import { VisitHistoryTab } from './VisitHistoryTab';
import { VisitReceipt } from './VisitReceipt';
import { VisitReportsTab } from './VisitReportsTab';
import { VisitResultsTab } from './VisitResultsTab';
import { VisitSamplesTab } from './VisitSamplesTab';
import { VisitShowHeader } from './VisitShowHeader';
import { VISIT_DETAIL_META } from './visitDetail';

const TABS = {
    bill: VisitBillTab,
    receipt: VisitReceipt,
    samples: VisitSamplesTab,
    results: VisitResultsTab,
    reports: VisitReportsTab,
    history: VisitHistoryTab,
} as const;
type TabKey = keyof typeof TABS;

/** /visit/{visitId}: header, then the bill, receipt, samples, results, reports and history as tabs (?tab=). */
export const VisitShow = () => {
    const translate = useTranslate();
    const { visitId = '' } = useParams();
    const [search, setSearch] = useSearchParams();
    const { data: visit, error, isPending } = useGetOne<VisitRecord>('visit', { id: visitId, meta: VISIT_DETAIL_META });
    const { canAccess: canResults } = useCanAccess({ resource: 'result', action: 'list' });
    const { canAccess: canReports } = useCanAccess({ resource: 'report', action: 'list' });
    if (isPending) return <Loading />;
    if (error || !visit) {
        const status = (error as { status?: number } | null)?.status;
        return <Navigate to={status === 403 ? '/403' : '/404'} replace />;
    }
    const shown = (Object.keys(TABS) as TabKey[]).filter(
        key => (key !== 'results' || canResults) && (key !== 'reports' || canReports)
    );
    const requested = search.get('tab') as TabKey | null;
    const tab: TabKey = requested && shown.includes(requested) ? requested : 'bill';
    const Panel = TABS[tab];
    return (
        <Stack spacing={2} sx={{ mt: 1 }}>
            <Title title={visit.code} />
            <VisitShowHeader visit={visit} />
            <Tabs
                value={tab}
                onChange={(_event, next: TabKey) => setSearch(next === 'bill' ? {} : { tab: next }, { replace: true })}
                variant="scrollable"
                aria-label={visit.code}
                sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
                {shown.map(key => (
                    <Tab key={key} value={key} label={translate(`app.visit.show.tabs.${key}`)} />
                ))}
            </Tabs>
            <Box role="tabpanel" aria-label={translate(`app.visit.show.tabs.${tab}`)}>
                <Panel visit={visit} />
            </Box>
        </Stack>
    );
};
