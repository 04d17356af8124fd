import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StatsCalls } from '../../providers/statsCalls';
import type { LabDataProvider } from '../../providers/types';

export type StatsCallName = keyof StatsCalls;
export type QueryOf<N extends StatsCallName> = NonNullable<Parameters<StatsCalls[N]>[0]>;
export type AnswerOf<N extends StatsCallName> = Awaited<ReturnType<StatsCalls[N]>>;

/** One statistics call through the dataProvider, cached by its name and query. */
export const useStatsQuery = <N extends StatsCallName>(name: N, query: QueryOf<N>, enabled = true) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    return useQuery<AnswerOf<N>, Error & { status?: number }>({
        queryKey: ['stats', name, query],
        queryFn: () => (dataProvider[name] as (q: QueryOf<N>) => Promise<AnswerOf<N>>)(query),
        enabled,
    });
};
