import { useCallback, useMemo, useState } from 'react';

/** The set of folded tree rows (every row starts unfolded). */
export const useCollapsed = () => {
    const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
    const toggle = useCallback(
        (id: string) =>
            setIds(current => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
            }),
        []
    );
    const clear = useCallback(() => setIds(new Set()), []);
    const set = useCallback((next: string[]) => setIds(new Set(next)), []);
    return useMemo(() => ({ has: (id: string) => ids.has(id), toggle, clear, set }), [ids, toggle, clear, set]);
};
