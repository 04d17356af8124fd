import { useStatsQuery } from '../stats/useStatsQuery';
import { AttentionCard } from './AttentionCard';
import { criticalsLink } from './homeLinks';

/** Critical values no pathologist has verified yet, the latest first. */
export const CriticalsCard = () => {
    const { data, isPending, error } = useStatsQuery('openCriticals', {});
    return (
        <AttentionCard
            title="app.stats.home.criticals"
            testId="home-critical"
            isPending={isPending}
            error={error}
            figure={data && { results: data.results, visits: data.visits, label: 'app.stats.home.critical_results' }}
            link={criticalsLink()}
            entries={(data?.latest ?? []).map(c => ({
                key: c.resultId,
                visitId: c.visitId,
                visitCode: c.visitCode,
                primary: `${c.patient.fullName}, ${c.analyte}`,
                secondary: [c.value, c.unit, c.flag].filter(Boolean).join(' '),
            }))}
        />
    );
};
