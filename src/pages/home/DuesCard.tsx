import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { formatMoney } from '../visits/money';
import { FigureLink } from './FigureLink';
import { FigureRow } from './FigureRow';
import { HomeCard } from './HomeCard';
import { duesLink, visitListLink } from './homeLinks';

/** What visits still owe, by how long ago they were; each bucket opens the visits that owe it. */
export const DuesCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('duesAgeing', {});
    return (
        <HomeCard title="app.stats.home.dues" testId="home-dues" isPending={isPending} error={error}>
            {data && (
                <FigureRow>
                    <FigureLink
                        value={formatMoney(data.total)}
                        label={translate('app.stats.home.dues_total', { smart_count: data.visits })}
                        to={visitListLink({ hasDue: true })}
                        testId="home-dues-total"
                    />
                    {data.buckets.map(bucket => (
                        <FigureLink
                            key={bucket.bucket}
                            value={formatMoney(bucket.amount)}
                            label={translate(
                                bucket.toDays === null ? 'app.stats.home.days_over' : 'app.stats.home.days_range',
                                { from: bucket.fromDays, to: bucket.toDays, over: bucket.fromDays - 1 }
                            )}
                            to={duesLink(bucket)}
                        />
                    ))}
                </FigureRow>
            )}
        </HomeCard>
    );
};
