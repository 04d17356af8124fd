import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { AttentionList, SHOWN } from './AttentionList';
import { FigureLink } from './FigureLink';
import { HomeCard } from './HomeCard';
import { labPeriod, labWorklistLink } from './homeLinks';

/** Critical values no pathologist has verified yet, the latest first. */
export const CriticalsCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('openCriticals', {});
    return (
        <HomeCard title="app.stats.home.criticals" testId="home-criticals" isPending={isPending} error={error}>
            {data && (
                <>
                    <FigureLink
                        value={data.results}
                        label={translate('app.stats.home.critical_results', { smart_count: data.visits })}
                        to={labWorklistLink(labPeriod())}
                        testId="home-critical-results"
                        alert
                    />
                    <AttentionList
                        entries={data.latest.slice(0, SHOWN).map(c => ({
                            key: c.resultId,
                            visitId: c.visitId,
                            visitCode: c.visitCode,
                            primary: `${c.patient.fullName}, ${c.analyte}`,
                            secondary: [c.value, c.unit, c.flag].filter(Boolean).join(' '),
                        }))}
                    />
                </>
            )}
        </HomeCard>
    );
};
