import { useTranslate } from 'react-admin';
import { useStatsQuery } from '../stats/useStatsQuery';
import { FigureLink } from './FigureLink';
import { FigureRow } from './FigureRow';
import { HomeCard } from './HomeCard';
import { type PipelineStage, pipelineLink } from './homeLinks';

const STAGES: PipelineStage[] = ['toCollect', 'collected', 'inTransit', 'inLab', 'toVerify'];

/** Where the samples stand now, stage by stage, each opening the screen where that stage is worked. */
export const PipelineCard = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useStatsQuery('samplePipeline', {});
    return (
        <HomeCard title="app.stats.home.pipeline" testId="home-pipeline" isPending={isPending} error={error}>
            {data && (
                <FigureRow>
                    {STAGES.map(stage => (
                        <FigureLink
                            key={stage}
                            value={data[stage]}
                            label={translate(`app.stats.home.stage.${stage}`)}
                            to={pipelineLink(stage)}
                            testId={`home-stage-${stage}`}
                        />
                    ))}
                </FigureRow>
            )}
        </HomeCard>
    );
};
