import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { AttentionList, SHOWN } from './AttentionList';
import { FigureLink } from './FigureLink';
import { HomeCard } from './HomeCard';
import { labPeriod, labWorklistLink } from './homeLinks';

const hoursOf = (minutes: number) => Math.max(1, Math.round(minutes / 60));

/** Results past their turnaround time, the most overdue first. */
export const TatBreachesCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('tatBreaches', {});
    return (
        <HomeCard title="app.stats.home.tat" testId="home-tat" isPending={isPending} error={error}>
            {data && (
                <>
                    <FigureLink
                        value={data.results}
                        label={translate('app.stats.home.tat_results', { smart_count: data.visits })}
                        to={labWorklistLink(labPeriod())}
                        testId="home-tat-results"
                        alert
                    />
                    <AttentionList
                        entries={data.oldest.slice(0, SHOWN).map(b => ({
                            key: `${b.visitId}-${b.analyte}`,
                            visitId: b.visitId,
                            visitCode: b.visitCode,
                            primary: `${b.patient.fullName}, ${b.analyte}`,
                            secondary: translate('app.stats.home.overdue', { smart_count: hoursOf(b.overdueMinutes) }),
                        }))}
                    />
                </>
            )}
        </HomeCard>
    );
};
