import Download from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, CardHeader, IconButton, Skeleton, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { csvFileName, type StatsTable, tableCsv } from './statsTable';
import { StatsTableView } from './StatsTableView';

interface Props {
    /** Translation key of the widget's title; also names its CSV file. */
    title: string;
    csvName: string;
    period?: { from?: string; to?: string };
    isPending: boolean;
    error?: (Error & { status?: number }) | null;
    table?: StatsTable;
    /** True when there is nothing to draw: the empty state shows instead. */
    empty?: boolean;
    emptyText: string;
    /** The chart; without it the table is the widget's face. */
    chart?: ReactNode;
    /** Figures above the chart. */
    header?: ReactNode;
}

/**
 * One dashboard widget: a skeleton while it loads, the spec §8 text when it fails, what to do when it is
 * empty, else its chart with the same rows as a table for screen readers, and a CSV download of them.
 */
export const StatsCard = ({
    title,
    csvName,
    period,
    isPending,
    error,
    table,
    empty,
    emptyText,
    chart,
    header,
}: Props) => {
    const translate = useTranslate();
    const heading = translate(title);
    const download = () =>
        table &&
        downloadCSV(
            tableCsv(table, key => translate(key, { _: key })),
            csvFileName(csvName, period)
        );
    return (
        <Card component="section" aria-label={heading} data-testid={`stats-${csvName}`} sx={{ minWidth: 0 }}>
            <CardHeader
                title={heading}
                titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }}
                action={
                    table && !empty ? (
                        <Tooltip title={translate('app.stats.download_csv')}>
                            <IconButton
                                onClick={download}
                                aria-label={translate('app.stats.download_named', { name: heading })}
                            >
                                <Download />
                            </IconButton>
                        </Tooltip>
                    ) : null
                }
            />
            <CardContent sx={{ pt: 0 }}>
                {isPending ? (
                    <Skeleton variant="rounded" height={220} aria-label={translate('app.loading')} />
                ) : error ? (
                    <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>
                ) : empty || !table ? (
                    <EmptyState title="app.stats.empty" text={emptyText} />
                ) : (
                    <>
                        {header}
                        {chart ? (
                            <>
                                <Box aria-hidden>{chart}</Box>
                                <Box sx={visuallyHidden}>
                                    <StatsTableView table={table} caption={heading} />
                                </Box>
                            </>
                        ) : (
                            <Box sx={{ overflowX: 'auto' }}>
                                <StatsTableView table={table} caption={heading} />
                            </Box>
                        )}
                    </>
                )}
            </CardContent>
        </Card>
    );
};
