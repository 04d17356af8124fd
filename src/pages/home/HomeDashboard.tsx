import { Box } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { CollectionsCard } from './CollectionsCard';
import { CriticalsCard } from './CriticalsCard';
import { DuesCard } from './DuesCard';
import { PipelineCard } from './PipelineCard';
import { TatBreachesCard } from './TatBreachesCard';
import { TodayCard } from './TodayCard';

/** The member holds the job's permission and the figure's own (`visitStats.*` / `labStats.<call>`). */
const useMay = (job: [string, string], figure: [string, string]) => {
    const ofJob = useCanAccess({ resource: job[0], action: job[1] }).canAccess === true;
    const ofFigure = useCanAccess({ resource: figure[0], action: figure[1] }).canAccess === true;
    return ofJob && ofFigure;
};

/**
 * The home screen's widgets by job: the front desk (visit list) sees today, the waiting patients, collections
 * and dues; the laboratory (worklist) the pipeline, TAT breaches and criticals; an administrator holds every
 * permission and sees all.
 */
export const HomeDashboard = () => {
    const today = useMay(['visit', 'list'], ['visitStats', 'visit-periodical-stats']);
    const queue = useMay(['visit', 'list'], ['labStats', 'sample-pipeline']);
    const collections = useMay(['visit', 'list'], ['labStats', 'collections']);
    const dues = useMay(['visit', 'list'], ['labStats', 'dues-ageing']);
    const pipeline = useMay(['result', 'list'], ['labStats', 'sample-pipeline']);
    const tat = useMay(['result', 'list'], ['labStats', 'tat-breaches']);
    const criticals = useMay(['result', 'list'], ['labStats', 'critical-results']);
    if (![today, collections, dues, pipeline, tat, criticals].some(Boolean)) return null;
    return (
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    md: 'repeat(2, minmax(0, 1fr))',
                    xl: 'repeat(3, minmax(0, 1fr))',
                },
                alignItems: 'start',
            }}
        >
            {today && <TodayCard withQueue={queue} />}
            {collections && <CollectionsCard />}
            {dues && <DuesCard />}
            {pipeline && <PipelineCard />}
            {tat && <TatBreachesCard />}
            {criticals && <CriticalsCard />}
        </Box>
    );
};
