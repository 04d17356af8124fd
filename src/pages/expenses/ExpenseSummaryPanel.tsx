import { Alert, Box, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { ExpenseIncomeTable } from './ExpenseIncomeTable';
import { ExpenseMonthlyChart } from './ExpenseMonthlyChart';
import { categorySeries, nodeSeries } from './summarySeries';
import { useExpenseNodes } from './useExpenseNodes';

const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
/** The last day of a YYYY-MM month. */
const lastDay = (month: string) => {
    const [y, m] = month.split('-').map(Number);
    return `${month}-${String(new Date(y, m, 0).getDate()).padStart(2, '0')}`;
};

/** Monthly expenses by category and by node as charts, and beside them income, expenses and difference per node. */
export const ExpenseSummaryPanel = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const now = new Date();
    const [from, setFrom] = useState(monthOf(new Date(now.getFullYear(), now.getMonth() - 5, 1)));
    const [to, setTo] = useState(monthOf(now));
    const [nodeId, setNodeId] = useState('');
    const { data: nodes = [] } = useExpenseNodes();
    const query = { from: `${from}-01`, to: lastDay(to), ...(nodeId ? { nodeId } : {}) };
    const { data: summary, error } = useQuery({
        queryKey: ['expense', 'summary', query],
        queryFn: () => dataProvider.expenseSummary(query),
        enabled: Boolean(from && to),
    });
    const t = (key: string) => translate(`app.expense.summary.${key}`);
    return (
        <Stack spacing={2} sx={{ mt: 2 }}>
            <Stack direction="row" spacing={2}>
                <TextField
                    type="month"
                    label={t('from')}
                    value={from}
                    onChange={e => setFrom(e.target.value)}
                    size="small"
                />
                <TextField type="month" label={t('to')} value={to} onChange={e => setTo(e.target.value)} size="small" />
                <TextField
                    select
                    label={t('node')}
                    value={nodeId}
                    onChange={e => setNodeId(e.target.value)}
                    size="small"
                    sx={{ minWidth: 200 }}
                >
                    <MenuItem value="">{t('all_nodes')}</MenuItem>
                    {nodes.map(node => (
                        <MenuItem key={node.id} value={node.id}>
                            {node.name}
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
            {!summary ? (
                !error && <Loading />
            ) : (
                <>
                    {summary.totals.pendingCount > 0 && (
                        <Alert severity="info">
                            {translate('app.expense.summary.pending', {
                                count: summary.totals.pendingCount,
                                amount: summary.totals.pending.toFixed(2),
                            })}
                        </Alert>
                    )}
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                        <ExpenseMonthlyChart
                            title="app.expense.summary.by_category"
                            months={summary.months}
                            series={categorySeries(summary)}
                            testId="expense-chart-category"
                        />
                        <ExpenseMonthlyChart
                            title="app.expense.summary.by_node"
                            months={summary.months}
                            series={nodeSeries(summary, t('no_node'))}
                            testId="expense-chart-node"
                        />
                    </Box>
                    <ExpenseIncomeTable summary={summary} />
                </>
            )}
        </Stack>
    );
};
