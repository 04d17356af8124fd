import { useState } from 'react';
import type { NodeRef } from '../../providers/labWorkTypes';
import { mergeCentres } from './queueText';

/**
 * Every centre the rows of a list have named so far, by name: a filter keeps offering a centre after a
 * page without it. Merged while rendering when new rows arrive (no effect, so no extra render).
 */
export const useSeenCentres = (rows: { node: NodeRef | null }[] | undefined): NodeRef[] => {
    const [seenRows, setSeenRows] = useState(rows);
    const [centres, setCentres] = useState<NodeRef[]>(() => (rows ? mergeCentres([], rows) : []));
    if (rows !== seenRows) {
        setSeenRows(rows);
        if (rows) setCentres(known => mergeCentres(known, rows));
    }
    return centres;
};
