import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { AttentionCard } from './AttentionCard';
import { tatBreachesLink } from './homeLinks';

const hoursOf = (minutes: number) => Math.max(1, Math.round(minutes / 60));

/** Results past their turnaround time, the most overdue first. */
export const TatBreachesCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('tatBreaches', {});
    return (
        <AttentionCard
            title="app.stats.home.tat"
            testId="home-tat"
            isPending={isPending}
            error={error}
            figure={data && { results: data.results, visits: data.visits, label: 'app.stats.home.tat_results' }}
            link={tatBreachesLink()}
            entries={(data?.oldest ?? []).map(b => ({
                key: `${b.visitId}-${b.analyte}`,
                visitId: b.visitId,
                visitCode: b.visitCode,
                primary: `${b.patient.fullName}, ${b.analyte}`,
                secondary: translate('app.stats.home.overdue', { smart_count: hoursOf(b.overdueMinutes) }),
            }))}
        />
    );
};
