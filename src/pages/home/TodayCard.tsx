import { useTranslate } from 'react-admin';
import { todayIso } from '../../../contract/patientAge';
import { PHLEBO_QUEUE_PATH } from '../sampleManagement/sampleManagementPaths';
import { useStatsQuery } from '../stats/useStatsQuery';
import { formatMoney } from '../visits/money';
import { FigureLink } from './FigureLink';
import { FigureRow } from './FigureRow';
import { HomeCard } from './HomeCard';
import { todaysVisitsLink } from './homeLinks';

/** The front desk's morning: today's visits and what they billed, and the patients waiting for a sample. */
export const TodayCard = ({ withQueue }: { withQueue: boolean }) => {
    const translate = useTranslate();
    const periods = useStatsQuery('visitPeriodicalStats', {});
    const pipeline = useStatsQuery('samplePipeline', {}, withQueue);
    const today = periods.data?.find(p => p.period === 'today');
    const day = today?.from ?? todayIso();
    return (
        <HomeCard title="app.stats.home.today" testId="home-today" isPending={periods.isPending} error={periods.error}>
            <FigureRow>
                <FigureLink
                    value={today?.current.visits ?? 0}
                    label={translate('app.stats.home.visits_today')}
                    to={todaysVisitsLink(day)}
                    testId="home-visits-today"
                />
                <FigureLink
                    value={formatMoney(today?.current.billed)}
                    label={translate('app.stats.home.billed_today')}
                    to={todaysVisitsLink(day)}
                />
                {withQueue && pipeline.data && (
                    <FigureLink
                        value={pipeline.data.waitingPatients}
                        label={translate('app.stats.home.waiting')}
                        to={PHLEBO_QUEUE_PATH}
                        testId="home-waiting"
                    />
                )}
            </FigureRow>
        </HomeCard>
    );
};
