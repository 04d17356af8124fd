import { Card, CardContent, CardHeader, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ChartSeries } from './summarySeries';

/** Stacked monthly bars, one colour per series from the theme's chart-1 … chart-5. */
export const ExpenseMonthlyChart = ({
    title,
    months,
    series,
    testId,
}: {
    title: string;
    months: readonly string[];
    series: ChartSeries[];
    testId: string;
}) => {
    const translate = useTranslate();
    const { palette } = useTheme();
    return (
        <Card variant="outlined" data-testid={testId} aria-label={translate(title)}>
            <CardHeader title={translate(title)} titleTypographyProps={{ variant: 'subtitle1' }} />
            <CardContent>
                <BarChart
                    height={280}
                    colors={palette.chart}
                    xAxis={[{ scaleType: 'band', data: [...months] }]}
                    series={series.map(s => ({ ...s, stack: 'total', valueFormatter: v => (v ?? 0).toFixed(2) }))}
                />
            </CardContent>
        </Card>
    );
};
