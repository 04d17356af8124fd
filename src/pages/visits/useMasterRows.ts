import { useQuery } from '@tanstack/react-query';
import { type RaRecord, useCanAccess, useDataProvider } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

/**
 * The active rows of a master table. Whom may list it gets every column (a payment mode's
 * `requiresReference`, a discount reason's `maxPercent`); anyone else gets names from the
 * dropdown call, and the server checks the rest.
 */
export const useMasterRows = <T extends RaRecord>(resource: string) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
    const { data = [] } = useQuery({
        queryKey: [resource, 'visitMasterRows', canAccess],
        enabled: !isPending,
        queryFn: async (): Promise<T[]> => {
            if (!canAccess) return (await dataProvider.dropdown(resource)) as unknown as T[];
            const { data: rows } = await dataProvider.getList<T>(resource, {
                pagination: { page: 1, perPage: 200 },
                sort: { field: 'name', order: 'ASC' },
                filter: { isActive: true },
            });
            return rows;
        },
    });
    return data;
};

export interface PaymentMode extends RaRecord {
    id: string;
    name: string;
    requiresReference?: boolean;
    referenceLabel?: string | null;
}

export interface DiscountReason extends RaRecord {
    id: string;
    name: string;
    maxPercent?: number;
}
