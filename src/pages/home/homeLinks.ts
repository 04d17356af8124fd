import type { DuesAgeing } from '../../../contract/stats';
import {
    IN_PROGRESS_SAMPLES_PATH,
    LAB_WORKLIST_PATH,
    PHLEBO_QUEUE_PATH,
} from '../sampleManagement/sampleManagementPaths';
import { worklistLink } from '../sampleManagement/worklistSearch';
import { VISIT_PATH } from '../visits/visitPaths';

type VisitFilter = { from?: string; to?: string; hasDue?: true; status?: string[] };

/** The visit list filtered (react-admin reads `filter` and `displayedFilters` from the address). */
export const visitListLink = (filter: VisitFilter): string => {
    const clean = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
    const shown = Object.fromEntries(Object.keys(clean).map(key => [key, true]));
    const search = new URLSearchParams({ filter: JSON.stringify(clean), displayedFilters: JSON.stringify(shown) });
    return `${VISIT_PATH}?${search}`;
};

export const todaysVisitsLink = (day: string) => visitListLink({ from: day, to: day });

/** The visits owing money in one age bucket (the over-90 bucket has no first day). */
export const duesLink = (bucket: DuesAgeing['buckets'][number]) =>
    visitListLink({ hasDue: true, from: bucket.from ?? undefined, to: bucket.to });

export type PipelineStage = 'toCollect' | 'collected' | 'inTransit' | 'inLab' | 'toVerify';

/**
 * Where each stage of the pipeline is worked: the queue, the samples in progress, the worklist awaiting
 * verification (with no date limit: the figure counts every entered result, however old).
 */
export const pipelineLink = (stage: PipelineStage): string => {
    switch (stage) {
        case 'toCollect':
            return PHLEBO_QUEUE_PATH;
        case 'toVerify':
            return worklistLink(LAB_WORKLIST_PATH, { status: 'entered' });
        default:
            return IN_PROGRESS_SAMPLES_PATH;
    }
};

/** The visits with a result past its turnaround time, with no date limit: the figure counts them however old. */
export const tatBreachesLink = () => worklistLink(LAB_WORKLIST_PATH, { overdue: true });

/** The visits with a critical result no one has verified, with no date limit, as the figure counts them. */
export const criticalsLink = () => worklistLink(LAB_WORKLIST_PATH, { critical: true });
