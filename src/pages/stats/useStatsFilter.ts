import { useSearchParams } from 'react-router-dom';
import { type StatsFilter, statsFilterOf } from './statsPeriod';

/** The period and node of a dashboard, kept in the address. */
export const useStatsFilter = (): [StatsFilter, (next: Partial<StatsFilter>) => void] => {
    const [search, setSearch] = useSearchParams();
    const filter = statsFilterOf(search);
    const change = (next: Partial<StatsFilter>) => {
        const merged = { ...filter, ...next };
        const params = new URLSearchParams({ from: merged.from, to: merged.to });
        if (merged.nodeId) params.set('nodeId', merged.nodeId);
        setSearch(params, { replace: true });
    };
    return [filter, change];
};
