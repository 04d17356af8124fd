import { Box } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { CollectionsCard } from './CollectionsCard';
import { CriticalsCard } from './CriticalsCard';
import { DuesCard } from './DuesCard';
import { PipelineCard } from './PipelineCard';
import { TatBreachesCard } from './TatBreachesCard';
import { TodayCard } from './TodayCard';

/**
 * The home screen's widgets by job: the front desk (visit list) sees today, collections and dues, whoever
 * collects samples sees the waiting patients, the laboratory (worklist) the pipeline, TAT breaches and
 * criticals; an administrator holds every permission and sees all. The server refuses the rest anyway.
 */
export const HomeDashboard = () => {
    const frontDesk = useCanAccess({ resource: 'visit', action: 'list' }).canAccess === true;
    const collects = useCanAccess({ resource: 'sample', action: 'collect' }).canAccess === true;
    const lab = useCanAccess({ resource: 'result', action: 'list' }).canAccess === true;
    if (!frontDesk && !collects && !lab) return null;
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
            {(frontDesk || collects) && <TodayCard withQueue={collects} />}
            {frontDesk && <CollectionsCard />}
            {frontDesk && <DuesCard />}
            {lab && <PipelineCard />}
            {lab && <TatBreachesCard />}
            {lab && <CriticalsCard />}
        </Box>
    );
};
