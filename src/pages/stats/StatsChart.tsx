import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { StatsSeries } from './statsTable';

/** Counts step by whole numbers (no "0.5 visits" on an axis). */
const COUNT_AXIS = { tickMinStep: 1 };

type Props =
    | { kind: 'line' | 'bar'; series: StatsSeries; stacked?: boolean; horizontal?: boolean; height?: number }
    | { kind: 'pie'; slices: { id: string | number; label: string; value: number }[]; height?: number };

/**
 * The dashboards' charts (MUI X, so axes and legends follow the theme in light and dark mode), coloured
 * from the theme's chart-1 … chart-5 tokens.
 */
export const StatsChart = (props: Props) => {
    const { palette } = useTheme();
    const height = props.height ?? 240;
    if (props.kind === 'pie') {
        return (
            <PieChart
                height={height}
                colors={palette.chart}
                series={[{ data: props.slices, innerRadius: 40, paddingAngle: 1, cornerRadius: 3 }]}
            />
        );
    }
    const { series, stacked } = props;
    const data = series.series.map(s => ({ ...s, ...(stacked ? { stack: 'all' } : {}) }));
    if (props.kind === 'line') {
        return (
            <LineChart
                height={height}
                colors={palette.chart}
                xAxis={[{ scaleType: 'point', data: series.categories }]}
                yAxis={[COUNT_AXIS]}
                series={data.map(s => ({ ...s, curve: 'linear' as const }))}
            />
        );
    }
    const band = { scaleType: 'band' as const, data: series.categories };
    return (
        <BarChart
            height={height}
            colors={palette.chart}
            layout={props.horizontal ? 'horizontal' : 'vertical'}
            {...(props.horizontal
                ? { yAxis: [{ ...band, width: 120 }], xAxis: [COUNT_AXIS] }
                : { xAxis: [band], yAxis: [COUNT_AXIS] })}
            series={data}
        />
    );
};
