import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { formatMoney } from '../visits/money';
import { FigureLines } from './FigureLines';
import { FigureLink } from './FigureLink';
import { HomeCard } from './HomeCard';
import { todaysVisitsLink } from './homeLinks';

/** Today's money by payment mode (refunds taken off), linking to the visits of the day. */
export const CollectionsCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('collectionsByMode', {});
    return (
        <HomeCard title="app.stats.home.collections" testId="home-collections" isPending={isPending} error={error}>
            {data && (
                <>
                    <FigureLink
                        value={formatMoney(data.total)}
                        label={translate('app.stats.home.collected_today')}
                        to={todaysVisitsLink(data.day)}
                        testId="home-collected"
                    />
                    {data.byMode.length === 0 ? (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                            {translate('app.stats.home.no_payments')}
                        </Typography>
                    ) : (
                        <FigureLines
                            lines={data.byMode.map(m => ({
                                key: m.mode.id,
                                primary: `${m.mode.name}: ${formatMoney(m.net)}`,
                                secondary: translate('app.stats.home.payments', { smart_count: m.payments }),
                            }))}
                        />
                    )}
                </>
            )}
        </HomeCard>
    );
};
