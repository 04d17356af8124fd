import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitPeriodicalStats } from '../../../contract/stats';
import { formatMoney } from '../visits/money';
import { changePercent } from './visitStatsAdapters';

/** Visits and money of today, this week, this month and this year, each with its change on the period before. */
export const PeriodFigures = ({ data }: { data: VisitPeriodicalStats }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', mb: 2 }}>
            {data.map(p => {
                const change = changePercent(p.current.visits, p.previous.visits);
                return (
                    <Stack key={p.period} data-testid={`period-${p.period}`}>
                        <Typography variant="overline" color="text.secondary">
                            {translate(`app.stats.periods.${p.period}`)}
                        </Typography>
                        <Typography variant="h5" component="p" data-testid="period-visits">
                            {translate('app.stats.visits_count', { smart_count: p.current.visits })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {change === null
                                ? translate('app.stats.no_comparison')
                                : translate('app.stats.change', { change: `${change > 0 ? '+' : ''}${change}` })}
                        </Typography>
                        <Typography variant="body2">
                            {translate('app.stats.billed_collected', {
                                billed: formatMoney(p.current.billed),
                                collected: formatMoney(p.current.collected),
                            })}
                        </Typography>
                    </Stack>
                );
            })}
        </Box>
    );
};
