import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { LabDataProvider } from '../../../providers/types';

/** GET /api/visit/products as the front desk types: priced by the referrer's list, best code match first. */
export const useVisitProducts = (text: string, referrerId: string | null | undefined) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const q = useDebouncedValue(text.trim());
    const enabled = q.length > 0;
    const result = useQuery({
        queryKey: ['visit', 'visitProducts', q, referrerId ?? null],
        queryFn: () => dataProvider.visitProducts({ q, referrerId, limit: 20 }),
        enabled,
        placeholderData: keepPreviousData,
    });
    return { ...result, enabled, settled: q === text.trim() };
};
