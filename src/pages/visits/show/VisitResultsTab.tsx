import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import type { LabDataProvider } from '../../../providers/types';
import type { VisitRecord } from '../../../providers/visitTypes';
import { FlagChip } from '../../sampleManagement/FlagChip';

const COLUMNS = ['test', 'value', 'unit', 'range', 'flag', 'status'];

/** The results of the visit as the laboratory entered them, read-only; critical ones stand out. */
export const VisitResultsTab = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data, isPending } = useQuery({
        queryKey: ['visit', 'visitResultGroups', visit.id, visit.version],
        queryFn: () => dataProvider.visitResultGroups(visit.id),
    });
    if (isPending) return <Loading />;
    const entered = (data ?? []).some(group => group.results.some(result => result.status !== 'pending'));
    if (!data || !entered) return <EmptyState title="app.visit.results.none" text="app.visit.results.none_text" />;
    return (
        <Table size="small" aria-label={translate('app.visit.show.tabs.results')} data-testid="visit-results">
            <TableHead>
                <TableRow>
                    {COLUMNS.map(key => (
                        <TableCell key={key}>{translate(`app.visit.results.${key}`)}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {data.map(group => (
                    <Fragment key={group.itemId}>
                        {group.kind === 'group' && (
                            <TableRow>
                                <TableCell colSpan={COLUMNS.length} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                                    {group.name}
                                </TableCell>
                            </TableRow>
                        )}
                        {group.results.map(result => (
                            <TableRow
                                key={result.id}
                                sx={
                                    result.isCritical
                                        ? { bgcolor: theme => theme.palette.error.light + '33' }
                                        : undefined
                                }
                                data-critical={result.isCritical || undefined}
                            >
                                <TableCell>{result.name}</TableCell>
                                <TableCell sx={{ fontWeight: result.flag ? 700 : 400 }}>
                                    {result.value ?? '—'}
                                </TableCell>
                                <TableCell>{result.unit}</TableCell>
                                <TableCell>{result.rangeText}</TableCell>
                                <TableCell>
                                    <FlagChip flag={result.flag} isCritical={result.isCritical} spelled />
                                </TableCell>
                                <TableCell>{translate(`app.visit.results.status_values.${result.status}`)}</TableCell>
                            </TableRow>
                        ))}
                    </Fragment>
                ))}
            </TableBody>
        </Table>
    );
};
