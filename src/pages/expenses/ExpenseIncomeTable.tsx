import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExpenseSummary } from '../../../contract/expense';

const money = (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Income (the visits' collections), expenses and the difference per node and month, with the period's totals. */
export const ExpenseIncomeTable = ({ summary }: { summary: ExpenseSummary }) => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.expense.summary.${key}`);
    const title = t('table_title');
    return (
        <Card variant="outlined">
            <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} />
            {summary.byNode.length === 0 ? (
                <Typography sx={{ p: 2 }} color="text.secondary">
                    {t('empty')}
                </Typography>
            ) : (
                <Table size="small" aria-label={title} data-testid="expense-income-table">
                    <TableHead>
                        <TableRow>
                            <TableCell>{t('month')}</TableCell>
                            <TableCell>{t('node_column')}</TableCell>
                            <TableCell align="right">{t('income')}</TableCell>
                            <TableCell align="right">{t('expenses')}</TableCell>
                            <TableCell align="right">{t('difference')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {summary.byNode.map(row => (
                            <TableRow key={`${row.month}|${row.nodeId ?? ''}`}>
                                <TableCell>{row.month}</TableCell>
                                <TableCell>{row.node ?? t('no_node')}</TableCell>
                                <TableCell align="right">{money(row.income)}</TableCell>
                                <TableCell align="right">{money(row.expenses)}</TableCell>
                                <TableCell align="right" sx={{ color: row.difference < 0 ? 'error.main' : undefined }}>
                                    {money(row.difference)}
                                </TableCell>
                            </TableRow>
                        ))}
                        <TableRow>
                            <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
                                {t('total')}
                            </TableCell>
                            <TableCell align="right">{money(summary.totals.income)}</TableCell>
                            <TableCell align="right">{money(summary.totals.expenses)}</TableCell>
                            <TableCell align="right">{money(summary.totals.difference)}</TableCell>
                        </TableRow>
                    </TableBody>
                </Table>
            )}
        </Card>
    );
};
