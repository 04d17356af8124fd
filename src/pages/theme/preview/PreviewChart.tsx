import { Card, CardContent, CardHeader, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SERIES = [
    [42, 51, 38, 60, 55, 30],
    [12, 18, 9, 21, 17, 8],
    [6, 4, 7, 5, 9, 3],
];

/** A chart coloured from chart-1 … chart-5, as the dashboards colour theirs (theme.palette.chart). */
export const PreviewChart = () => {
    const translate = useTranslate();
    const { palette } = useTheme();
    return (
        <Card>
            <CardHeader title={translate('app.theme.preview.chart')} titleTypographyProps={{ variant: 'subtitle1' }} />
            <CardContent>
                <BarChart
                    height={220}
                    colors={palette.chart}
                    xAxis={[{ scaleType: 'band', data: DAYS }]}
                    series={SERIES.map((data, i) => ({ data, label: ['Walk-in', 'Home', 'Referred'][i] }))}
                />
            </CardContent>
        </Card>
    );
};
