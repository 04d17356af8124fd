import { useTranslate } from 'react-admin';
import { AttentionList, SHOWN } from './AttentionList';
import { FigureLink } from './FigureLink';
import { HomeCard } from './HomeCard';
import { labPeriod, labWorklistLink } from './homeLinks';

type Entry = Parameters<typeof AttentionList>[0]['entries'][number];

interface Props {
    title: string;
    testId: string;
    isPending: boolean;
    error: (Error & { status?: number }) | null;
    figure?: { results: number; visits: number; label: string };
    entries: Entry[];
}

/** Results that need someone: how many (a link to the worklist), then the first few, each opening its visit. */
export const AttentionCard = ({ title, testId, isPending, error, figure, entries }: Props) => {
    const translate = useTranslate();
    return (
        <HomeCard title={title} testId={testId} isPending={isPending} error={error}>
            {figure && (
                <>
                    <FigureLink
                        value={figure.results}
                        label={translate(figure.label, { smart_count: figure.visits })}
                        to={labWorklistLink(labPeriod())}
                        testId={`${testId}-results`}
                        alert
                    />
                    <AttentionList entries={entries.slice(0, SHOWN)} />
                </>
            )}
        </HomeCard>
    );
};
