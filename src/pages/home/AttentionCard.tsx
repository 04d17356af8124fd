import { useTranslate } from 'react-admin';
import { AttentionList, SHOWN } from './AttentionList';
import { FigureLink } from './FigureLink';
import { HomeCard } from './HomeCard';

type Entry = Parameters<typeof AttentionList>[0]['entries'][number];

interface Props {
    title: string;
    testId: string;
    isPending: boolean;
    error: (Error & { status?: number }) | null;
    figure?: { results: number; visits: number; label: string };
    /** the list the figure counts */
    link: string;
    entries: Entry[];
}

/** Results that need someone: how many (a link to the list of them), then the first few, each opening its visit. */
export const AttentionCard = ({ title, testId, isPending, error, figure, link, entries }: Props) => {
    const translate = useTranslate();
    return (
        <HomeCard title={title} testId={testId} isPending={isPending} error={error}>
            {figure && (
                <>
                    <FigureLink
                        value={figure.results}
                        label={translate(figure.label, { smart_count: figure.visits })}
                        to={link}
                        testId={`${testId}-results`}
                        alert
                    />
                    <AttentionList entries={entries.slice(0, SHOWN)} />
                </>
            )}
        </HomeCard>
    );
};
