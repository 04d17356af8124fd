import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import type { LabDataProvider } from '../../../providers/types';
import type { VisitRecord } from '../../../providers/visitTypes';

/** The audit trail of the visit, its payments, samples and results, newest first. */
export const VisitHistoryTab = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data, isPending } = useQuery({
        queryKey: ['visit', 'visitHistory', visit.id, visit.version],
        queryFn: () => dataProvider.visitHistory(visit.id),
    });
    if (isPending) return <Loading />;
    if (!data || data.length === 0) return <EmptyState title="app.visit.history.none" />;
    return (
        <Table size="small" aria-label={translate('app.visit.show.tabs.history')} data-testid="visit-history">
            <TableHead>
                <TableRow>
                    {['at', 'user', 'action', 'summary'].map(key => (
                        <TableCell key={key}>{translate(`app.visit.history.${key}`)}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {data.map((entry, index) => (
                    <TableRow key={`${entry.at}-${index}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString()}</TableCell>
                        <TableCell>{entry.user?.name ?? '—'}</TableCell>
                        <TableCell>
                            {entry.action}
                            {entry.resource && entry.resource !== 'visit' ? ` · ${entry.resource}` : ''}
                        </TableCell>
                        <TableCell>{entry.summary}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
